import type { FastifyPluginAsync } from 'fastify';
import type { Temporal } from 'temporal-polyfill';
import { lifecycleOf, lifecycleStateOf } from '../../../domain/application/application-lifecycle';
import { isApplicationStatus } from '../../../domain/application/application-status';
import { sinceInstantOf } from '../../../domain/application/since-date';
import type { StoredApplication } from '../../../ports/application-store.port';
import { ADMIN_RATE_LIMIT, requireAdminToken } from '../admin-token';

import { apiError } from '../api-error';
import type { RouteOptions } from '../server-use-cases';
import { NOT_FOUND_MESSAGE } from './applications.routes';

const STATUS_MESSAGE = 'Der Status muss stored, handedOver, declined, failed oder accepted sein.';

const summaryOf = (application: StoredApplication) => ({
  reference: application.reference,
  status: application.status,
  submittedAt: application.submittedAt,
  updatedAt: application.updatedAt,
  product: application.choice.product,
  tariffId: application.choice.tariffId,
  firstName: application.form.personal.firstName,
  lastName: application.form.personal.lastName,
});

/**
 * The admin API for support staff (`rente application`), only when ADMIN_TOKEN is set:
 * `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time, rate-limited per IP. The
 * answers hold personal data; the request log line has method, path and status only.
 */
export const adminApplicationsRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { deps, useCases },
) => {
  const token = deps.config.adminToken;
  if (token === undefined) return;
  const { applicationsForSupport } = useCases;
  const rateLimit = ADMIN_RATE_LIMIT;

  requireAdminToken(app, token);

  app.get<{ Params: { reference: string } }>(
    '/admin/applications/:reference',
    {
      config: { rateLimit },
      schema: {
        params: { type: 'object', properties: { reference: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request, reply) => {
      const application = await applicationsForSupport.find(request.params.reference);
      if (application === null) {
        return reply.code(404).send(apiError('application/not-found', NOT_FOUND_MESSAGE));
      }
      const [points, history] = await Promise.all([
        deps.applications?.creditedPoints(application.reference),
        deps.applications?.history(application.reference),
      ]);
      const events = history ?? [];
      return {
        ...application,
        creditedPoints: points ?? null,
        // The lifecycle the kept events make, and the events themselves (oldest first).
        state: lifecycleStateOf(lifecycleOf(events)),
        history: events,
      };
    },
  );

  app.post<{ Params: { reference: string } }>(
    '/admin/applications/:reference/retry',
    {
      config: { rateLimit },
      schema: {
        params: { type: 'object', properties: { reference: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request, reply) => {
      const retried = await applicationsForSupport.retry(request.params.reference);
      if (!retried.ok) {
        const status = retried.error.kind === 'application/not-found' ? 404 : 409;
        return reply.code(status).send(apiError(retried.error.kind, retried.error.message));
      }
      return { reference: retried.value.reference, status: retried.value.status };
    },
  );

  app.get<{ Querystring: { status?: string; since?: string } }>(
    '/admin/applications',
    {
      config: { rateLimit },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', maxLength: 20 },
            since: { type: 'string', maxLength: 40 },
          },
        },
      },
    },
    async (request, reply) => {
      const { status, since } = request.query;
      if (status !== undefined && !isApplicationStatus(status)) {
        return reply.code(400).send(apiError('application/status', STATUS_MESSAGE));
      }
      let sinceInstant: Temporal.Instant | null = null;
      if (since !== undefined) {
        const parsed = sinceInstantOf(since);
        if (!parsed.ok)
          return reply.code(400).send(apiError(parsed.error.kind, parsed.error.message));
        sinceInstant = parsed.value;
      }
      const applications = await applicationsForSupport.list({
        status: status ?? null,
        since: sinceInstant,
      });
      return { applications: applications.map(summaryOf) };
    },
  );
};
