import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  PREFERRED_CALL_TIMES,
  type PreferredCallTime,
} from '../../../domain/application/consultation-request';
import { berlinDateOf } from '../../../domain/calendar/berlin';
import { DATE_RANGE_ERROR, isInDateRange } from '../../../domain/calendar/date-range';
import {
  BOOKING_HORIZON_MESSAGE,
  isWithinBookingHorizon,
} from '../../../domain/consulting/booking-horizon';
import { BOOKING_ORIGINS, type BookingOrigin } from '../../../domain/consulting/booking-origin';
import { isStateCode } from '../../../domain/holidays/state';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/products/product-type';
import { TARIFF_ID_MAX_LENGTH, TARIFF_ID_PATTERN } from '../../../domain/tariffs/tariff-id';
import { apiError } from '../api-error';
import { applicationOwnerOf } from '../request-owner';
import type { RouteOptions } from '../server-use-cases';
import {
  appointmentJsonOf,
  CONSULTING_DATE_MESSAGE,
  CONSULTING_START_MESSAGE,
  CONSULTING_STATE_MESSAGE,
  cancelPathOf,
  consultingDateOf,
  instantOf,
  slotJsonOf,
} from './consulting-json';

/** Holds and bookings per minute and IP: a customer needs a few; a slot hoarder gets nowhere. */
export const CONSULTING_LIMIT_PER_MINUTE = 30;

const TEXT = { type: 'string', maxLength: 2_000 } as const;

/** The booking form's fields, shared by a booking and a callback request. */
const FORM_PROPERTIES = {
  origin: { type: 'string', enum: BOOKING_ORIGINS },
  name: TEXT,
  phoneNumber: TEXT,
  email: TEXT,
  topic: TEXT,
  product: { type: 'string', enum: PRODUCT_TYPES },
  tariffId: { type: 'string', maxLength: TARIFF_ID_MAX_LENGTH, pattern: TARIFF_ID_PATTERN },
} as const;

/** POST /api/consulting/holds: the half hour's start. */
export const CONSULTING_HOLD_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['start'],
  properties: { start: { type: 'string', maxLength: 40 } },
} as const;

/** POST /api/consulting/appointments: the hold and the booking form. */
export const CONSULTING_APPOINTMENT_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['holdId', 'origin'],
  properties: {
    holdId: { type: 'string', maxLength: 100 },
    ...FORM_PROPERTIES,
  },
} as const;

/**
 * POST /api/consulting/callbacks („Rückruf statt Termin“): the contact, a preferred time and the
 * consent to use the data for the call (the use case answers a missing one at its field).
 */
export const CONSULTING_CALLBACK_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['origin', 'product'],
  properties: {
    ...FORM_PROPERTIES,
    preferredTime: { type: 'string', enum: PREFERRED_CALL_TIMES },
    dataProtection: { type: 'boolean' },
  },
} as const;

/** POST /api/consulting/appointments/:id/cancel?sig=: the signed link's parts. */
export const CONSULTING_CANCEL_SCHEMA = {
  params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } } },
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['sig'],
    properties: { sig: { type: 'string', maxLength: 200 } },
  },
} as const;

interface AppointmentBody {
  readonly holdId: string;
  readonly origin: BookingOrigin;
  readonly name?: string;
  readonly phoneNumber?: string;
  readonly email?: string;
  readonly topic?: string;
  readonly product?: ProductType;
  readonly tariffId?: string;
}

/** A failed booking's status: the customer's turn again (409), with the SPEC §3 reason. */
const sendFailure = (
  reply: FastifyReply,
  error: { readonly kind: string; readonly message: string; readonly reason?: string },
): FastifyReply =>
  reply.code(409).send({
    error: {
      kind: error.kind,
      message: error.message,
      ...(error.reason === undefined ? {} : { reason: error.reason }),
    },
  });

/**
 * Consulting (SPEC §3) for the booking form: GET /api/consulting/slots?date=&state= (the day's
 * free half hours), POST /api/consulting/holds (holds one for a few minutes), POST
 * /api/consulting/appointments (books the held one) and POST
 * /api/consulting/appointments/:id/cancel?sig= (the signed link of the confirmation) and POST
 * /api/consulting/callbacks (a callback request when no half hour suits). The POST
 * routes pass the server's CSRF Origin check (security.ts) and are rate-limited per IP.
 */
export const consultingRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  const { useCases } = options;
  const rateLimit = { max: CONSULTING_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  app.get<{ Querystring: { date: string; state?: string } }>(
    '/consulting/slots',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['date'],
          properties: {
            date: { type: 'string', maxLength: 10 },
            state: { type: 'string', maxLength: 2 },
          },
        },
      },
    },
    async (request, reply) => {
      const { date: dateText, state } = request.query;
      const date = consultingDateOf(dateText);
      if (date === null)
        return reply.code(400).send(apiError('consulting/date', CONSULTING_DATE_MESSAGE));
      // The project's one date range (the holiday calendar's years), then the booking horizon.
      if (!isInDateRange(date))
        return reply.code(400).send(apiError(DATE_RANGE_ERROR.kind, DATE_RANGE_ERROR.message));
      if (!isWithinBookingHorizon(date, options.deps.clock.now()))
        return reply.code(400).send(apiError('consulting/horizon', BOOKING_HORIZON_MESSAGE));
      if (state !== undefined && !isStateCode(state))
        return reply.code(400).send(apiError('consulting/state', CONSULTING_STATE_MESSAGE));
      const slots = await useCases.listConsultingSlots({
        date,
        ...(state === undefined ? {} : { state }),
      });
      return reply
        .header('cache-control', 'no-store')
        .send({ date: date.toString(), slots: slots.map(slotJsonOf) });
    },
  );

  app.post<{ Body: { start: string } }>(
    '/consulting/holds',
    {
      config: { rateLimit },
      schema: { body: CONSULTING_HOLD_BODY_SCHEMA },
    },
    async (request, reply) => {
      const start = instantOf(request.body.start);
      if (start === null)
        return reply.code(400).send(apiError('consulting/start', CONSULTING_START_MESSAGE));
      if (!isWithinBookingHorizon(berlinDateOf(start), options.deps.clock.now()))
        return reply.code(400).send(apiError('consulting/horizon', BOOKING_HORIZON_MESSAGE));
      const held = await useCases.holdConsultingSlot(start);
      if (!held.ok) return sendFailure(reply, held.error);
      const { id, slotStart, slotEnd, expiresAt } = held.value;
      return reply.code(201).send({ hold: { id, slotStart, slotEnd, expiresAt } });
    },
  );

  app.post<{ Body: AppointmentBody }>(
    '/consulting/appointments',
    {
      config: { rateLimit },
      schema: { body: CONSULTING_APPOINTMENT_BODY_SCHEMA },
    },
    async (request, reply) => {
      const owner = await applicationOwnerOf(request, reply, options, { create: true });
      if (owner === null) throw new Error('an owner is always created');
      const { holdId, origin, product, tariffId, ...contact } = request.body;
      const booked = await useCases.bookConsultingAppointment({
        holdId,
        owner,
        origin,
        contact,
        product: product ?? null,
        tariffId: tariffId ?? null,
      });
      if (!booked.ok) {
        if (booked.error.kind === 'consulting/contact') {
          // Every field's message too (issue 32, finding 9), the first as `field` and `message`.
          // `fields` as every other form API answers it: each field's German message by its name.
          const { kind, field, message, fields } = booked.error;
          const byField = Object.fromEntries(fields.map((each) => [each.field, each.message]));
          return reply.code(400).send({ error: { kind, message, field, fields: byField } });
        }
        return sendFailure(reply, booked.error);
      }
      // The confirmation mail is in the outbox with the booking: the outbox worker sends it.
      const { appointment, cancelSignature } = booked.value;
      return reply.code(201).send({
        appointment: appointmentJsonOf(appointment),
        cancelPath: cancelPathOf(appointment.id, cancelSignature),
      });
    },
  );

  app.post<{ Params: { id: string }; Querystring: { sig: string } }>(
    '/consulting/appointments/:id/cancel',
    {
      config: { rateLimit },
      schema: CONSULTING_CANCEL_SCHEMA,
    },
    async (request, reply) => {
      const cancelled = await useCases.cancelConsultingAppointment(
        request.params.id,
        request.query.sig,
      );
      if (!cancelled.ok) {
        const status = cancelled.error.kind === 'consulting/link-invalid' ? 404 : 409;
        return reply.code(status).send(apiError(cancelled.error.kind, cancelled.error.message));
      }
      return { appointment: appointmentJsonOf(cancelled.value) };
    },
  );

  app.post<{
    Body: Omit<AppointmentBody, 'holdId' | 'product'> & {
      readonly product: ProductType;
      readonly preferredTime?: PreferredCallTime;
      readonly dataProtection?: boolean;
    };
  }>(
    '/consulting/callbacks',
    {
      config: { rateLimit },
      schema: { body: CONSULTING_CALLBACK_BODY_SCHEMA },
    },
    async (request, reply) => {
      const owner = await applicationOwnerOf(request, reply, options, { create: true });
      if (owner === null) throw new Error('an owner is always created');
      const { origin, product, tariffId, ...contact } = request.body;
      const requested = await useCases.requestConsultingCallback({
        owner,
        origin,
        contact,
        product,
        tariffId: tariffId ?? null,
      });
      if (!requested.ok) {
        const { kind, field, message } = requested.error;
        return reply.code(400).send({ error: { kind, message, field } });
      }
      return reply.code(201).send({ callbackRequest: { id: requested.value.id } });
    },
  );
};
