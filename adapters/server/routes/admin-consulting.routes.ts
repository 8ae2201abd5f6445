import type { FastifyPluginAsync } from 'fastify';
import type { Appointment } from '../../../ports/appointment-store.port';
import { ADMIN_RATE_LIMIT, requireAdminToken } from '../admin-token';
import { apiError } from '../api-error';
import type { RouteOptions } from '../server-use-cases';
import { CONSULTING_DATE_MESSAGE, consultantNameOf, consultingDateOf } from './consulting-json';

/** The support's view of an appointment: everything but the owner key, with the consultant's name. */
const supportJsonOf = (appointment: Appointment) => {
  const { ownerKey: _ownerKey, ...rest } = appointment;
  return {
    ...rest,
    consultant: consultantNameOf(appointment.consultantId),
  };
};

/**
 * The admin API of consulting for support staff (`rente appointments`, `rente inquiry`), only
 * when ADMIN_TOKEN is set, with the same bearer token and rate limit as /api/admin/applications:
 * GET /api/admin/appointments?date= (a Berlin day's appointments) and
 * GET /api/admin/inquiries?phone= (the SPEC §5 phone search over callback requests and
 * appointments). The answers hold personal data; the request log has method, path and status.
 */
export const adminConsultingRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { deps, useCases },
) => {
  const token = deps.config.adminToken;
  if (token === undefined) return;
  const { consultingSupport } = useCases;
  const rateLimit = ADMIN_RATE_LIMIT;
  requireAdminToken(app, token);

  app.get<{ Querystring: { date: string } }>(
    '/admin/appointments',
    {
      config: { rateLimit },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['date'],
          properties: { date: { type: 'string', maxLength: 10 } },
        },
      },
    },
    async (request, reply) => {
      const date = consultingDateOf(request.query.date);
      if (date === null)
        return reply.code(400).send(apiError('consulting/date', CONSULTING_DATE_MESSAGE));
      const appointments = await consultingSupport.appointmentsOn(date);
      return { date: date.toString(), appointments: appointments.map(supportJsonOf) };
    },
  );

  app.get<{ Querystring: { phone: string } }>(
    '/admin/inquiries',
    {
      config: { rateLimit },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['phone'],
          properties: { phone: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const found = await consultingSupport.inquiriesByPhone(request.query.phone);
      if (!found.ok) return reply.code(400).send(apiError(found.error.kind, found.error.message));
      return {
        callbackRequests: found.value.callbackRequests.map(
          ({ ownerKey: _ownerKey, ...rest }) => rest,
        ),
        appointments: found.value.appointments.map(supportJsonOf),
      };
    },
  );
};
