import { JSON_BODY_LIMIT } from '../../adapters/server/build-server';
import {
  CONSULTING_APPOINTMENT_BODY_SCHEMA,
  CONSULTING_CALLBACK_BODY_SCHEMA,
  CONSULTING_CANCEL_SCHEMA,
  CONSULTING_HOLD_BODY_SCHEMA,
} from '../../adapters/server/routes/consulting.routes';
import { CONSULTING_START_MESSAGE, instantOf } from '../../adapters/server/routes/consulting-json';
import type { BookConsultingAppointmentInput } from '../../ports/use-cases/book-consulting-appointment.use-case';
import type { RequestConsultingCallbackInput } from '../../ports/use-cases/request-consulting-callback.use-case';
import type { RouteContext } from './direct-use-cases';
import { type Answer, type Route, refused, refusedWith } from './route-check';

/** The booking API's handlers' steps (adapters/server/routes/consulting.routes.ts). */

type Failure = { readonly kind: string; readonly message: string; readonly reason?: string };
/** A failed booking: 409 with the SPEC §3 reason, as the route's sendFailure answers. */
const conflict = (error: Failure): Answer => refusedWith(409, error, ['reason']);
/** A contact the booking form refuses: 400 with the wrong field. */
const contactRefused = (error: Failure & { readonly field?: string }): Answer =>
  refusedWith(400, error, ['field']);
/** A booking names every field's problem too (`fields`), the first as `field` and `message`. */
const bookingContactRefused = (
  error: Failure & {
    readonly field?: string;
    readonly fields: readonly { readonly field: string; readonly message: string }[];
  },
): Answer =>
  refusedWith(
    400,
    {
      ...error,
      fields: Object.fromEntries(error.fields.map((each) => [each.field, each.message])),
    },
    ['field', 'fields'],
  );

export const consultingRoutesOf = ({
  useCases,
  senders,
}: RouteContext): Readonly<Record<string, Route>> => {
  // The visitor of the request's cookie (the route hands out one when there is none).
  const owner = { accountId: null, visitorId: senders.visitorId };
  return {
    'POST /api/consulting/holds': {
      limit: JSON_BODY_LIMIT,
      schema: { body: CONSULTING_HOLD_BODY_SCHEMA },
      errorExtras: ['reason'],
      step: async (body) => {
        const start = instantOf((body as { start: string }).start);
        if (start === null) return refused(400, 'consulting/start', CONSULTING_START_MESSAGE);
        const held = await useCases.holdConsultingSlot(start);
        return held.ok ? { status: 201 } : conflict(held.error);
      },
    },
    'POST /api/consulting/appointments': {
      limit: JSON_BODY_LIMIT,
      schema: { body: CONSULTING_APPOINTMENT_BODY_SCHEMA },
      errorExtras: ['field', 'fields', 'reason'],
      step: async (body) => {
        const { holdId, origin, product, tariffId, ...contact } = body as Omit<
          BookConsultingAppointmentInput,
          'owner' | 'contact' | 'product' | 'tariffId'
        > &
          BookConsultingAppointmentInput['contact'] & {
            product?: BookConsultingAppointmentInput['product'];
            tariffId?: string;
          };
        const booked = await useCases.bookConsultingAppointment({
          holdId,
          owner,
          origin,
          contact,
          product: product ?? null,
          tariffId: tariffId ?? null,
        });
        if (booked.ok) return { status: 201 };
        return booked.error.kind === 'consulting/contact'
          ? bookingContactRefused(booked.error)
          : conflict(booked.error);
      },
    },
    'POST /api/consulting/callbacks': {
      limit: JSON_BODY_LIMIT,
      schema: { body: CONSULTING_CALLBACK_BODY_SCHEMA },
      errorExtras: ['field'],
      step: async (body) => {
        const { origin, product, tariffId, ...contact } = body as Omit<
          RequestConsultingCallbackInput,
          'owner' | 'contact' | 'tariffId'
        > &
          RequestConsultingCallbackInput['contact'] & { tariffId?: string };
        const requested = await useCases.requestConsultingCallback({
          owner,
          origin,
          contact,
          product,
          tariffId: tariffId ?? null,
        });
        return requested.ok ? { status: 201 } : contactRefused(requested.error);
      },
    },
    'POST /api/consulting/appointments/:id/cancel': {
      limit: JSON_BODY_LIMIT,
      schema: CONSULTING_CANCEL_SCHEMA,
      params: /^\/api\/consulting\/appointments\/(?<id>[^/]+)\/cancel$/,
      errorExtras: ['reason'],
      step: async (_body, { params, query }) => {
        const cancelled = await useCases.cancelConsultingAppointment(
          params.id as string,
          query.sig as string,
        );
        if (cancelled.ok) return { status: 200 };
        const status = cancelled.error.kind === 'consulting/link-invalid' ? 404 : 409;
        return refused(status, cancelled.error.kind, cancelled.error.message);
      },
    },
  };
};
