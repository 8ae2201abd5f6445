import { Temporal } from 'temporal-polyfill';
import { berlinDateOf, inBerlin } from '../../domain/calendar/berlin';
import { weekdayDateText } from '../../domain/consulting/appointment-confirmation-mail';
import { bookingFailure, HOLD_MINUTES } from '../../domain/consulting/booking-failure';
import { type BookingEntry, bookingUrlOf } from '../../domain/consulting/consulting-paths';
import { callbackProductOf } from '../../domain/consulting/consulting-topic';
import { berlinClockText, consultantNameIn, DEMO_TEAM } from '../../domain/consulting/demo-team';
import { err, ok } from '../../domain/result';
import type { Appointment, SlotHold } from '../../ports/appointment-store.port';
import type { ClockPort } from '../../ports/clock.port';
import {
  type AppointmentView,
  CONSULTING_UNAVAILABLE,
  type ConsultingPageServices,
  type HeldSlotView,
} from '../../ports/consulting-page-services';
import type { IdGeneratorPort } from '../../ports/id-generator.port';
import type { LoggerPort } from '../../ports/logger.port';
import { requestOwnerOf } from './request-owner';
import type { RequestState } from './request-state';
import { consultingDateOf, instantOf } from './routes/consulting-json';
import type { ServerUseCases } from './server-use-cases';

type Answer<K extends 'hold' | 'book' | 'callback'> = Awaited<
  ReturnType<ConsultingPageServices[K]>
>;

type ConsultingUseCases = Pick<
  ServerUseCases,
  | 'listConsultingSlots'
  | 'holdConsultingSlot'
  | 'findConsultingHold'
  | 'bookConsultingAppointment'
  | 'requestConsultingCallback'
  | 'viewConsultingAppointment'
  | 'cancelConsultingAppointment'
>;

/** What the consulting pages' services are made of. */
export interface ConsultingPageServiceDeps {
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
  readonly logger: LoggerPort;
  readonly useCases: Pick<ServerUseCases, 'findLoginSession'> & Partial<ConsultingUseCases>;
}

const dayTextOf = (iso: string): string =>
  weekdayDateText(inBerlin(Temporal.Instant.from(iso)).toPlainDate());
const clockOf = (iso: string): string => berlinClockText(Temporal.Instant.from(iso));

const heldSlotViewOf = (hold: SlotHold): HeldSlotView => ({
  holdId: hold.id,
  day: dayTextOf(hold.slotStart),
  from: clockOf(hold.slotStart),
  to: clockOf(hold.slotEnd),
  heldUntil: clockOf(hold.expiresAt),
  holdMinutes: HOLD_MINUTES,
});

const appointmentViewOf = (appointment: Appointment): AppointmentView => ({
  status: appointment.status,
  day: dayTextOf(appointment.slotStart),
  from: clockOf(appointment.slotStart),
  to: clockOf(appointment.slotEnd),
  consultant: consultantNameIn(DEMO_TEAM, appointment.consultantId),
  topic: appointment.topic,
  name: appointment.name,
  email: appointment.email,
  phoneNumber: appointment.phoneNumber,
  rebookUrl: bookingUrlOf({
    origin: 'results',
    product: appointment.product,
    tariffId: appointment.tariffId,
  }),
});

/** The confirmation page of a booking: the booking page with the signed appointment link. */
const confirmationUrlOf = (entry: BookingEntry, id: string, signature: string): string =>
  bookingUrlOf(entry, { appointment: id, sig: signature });

/**
 * The consulting pages' services, one per request, on the use cases: the same calls as the
 * consulting API (holds, bookings, callbacks, the signed cancel link), with the request's owner.
 * A store that throws is broken infrastructure: logged without personal data, and the customer
 * reads CONSULTING_UNAVAILABLE.
 */
export const consultingPageServicesFactory = (
  deps: ConsultingPageServiceDeps,
): ((
  request: { readonly sessionId: string | null },
  state: RequestState,
) => { readonly consulting?: ConsultingPageServices }) => {
  const { useCases: u, logger } = deps;
  if (
    u.listConsultingSlots === undefined ||
    u.holdConsultingSlot === undefined ||
    u.findConsultingHold === undefined ||
    u.bookConsultingAppointment === undefined ||
    u.requestConsultingCallback === undefined ||
    u.viewConsultingAppointment === undefined ||
    u.cancelConsultingAppointment === undefined
  )
    return () => ({});
  const {
    listConsultingSlots,
    holdConsultingSlot,
    findConsultingHold,
    bookConsultingAppointment,
    requestConsultingCallback,
    viewConsultingAppointment,
    cancelConsultingAppointment,
  } = { ...u } as Required<ConsultingUseCases>;
  const guarded = async <T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await call();
    } catch (e) {
      logger.log('error', `ssr: ${what} failed`, {
        error: e instanceof Error ? e.name : 'unknown',
      });
      return fallback;
    }
  };
  const unavailable = err(CONSULTING_UNAVAILABLE);
  return (request, state) => {
    const owners = requestOwnerOf(deps, request.sessionId, state);
    const consulting: ConsultingPageServices = {
      today: () => berlinDateOf(deps.clock.now()).toString(),
      slots: async (dateText) => {
        const date = consultingDateOf(dateText);
        if (date === null) return [];
        const slots = await guarded('consulting slots', () => listConsultingSlots({ date }), []);
        return slots.map((slot) => ({
          start: slot.start.toString(),
          from: berlinClockText(slot.start),
          to: berlinClockText(slot.end),
        }));
      },
      hold: async (startText) => {
        const start = instantOf(startText);
        // Only a hand-made form sends a start that is no instant: nothing to hold then.
        if (start === null) return err(bookingFailure('noAvailableConsultants'));
        return guarded<Answer<'hold'>>(
          'consulting hold',
          async () => {
            const held = await holdConsultingSlot(start);
            return held.ok ? ok(heldSlotViewOf(held.value)) : held;
          },
          unavailable,
        );
      },
      heldSlot: async (holdId) => {
        const hold = await guarded(
          'consulting hold lookup',
          () => findConsultingHold(holdId),
          null,
        );
        return hold === null ? null : heldSlotViewOf(hold);
      },
      book: (holdId, entry, contact) =>
        guarded<Answer<'book'>>(
          'consulting booking',
          async () => {
            const booked = await bookConsultingAppointment({
              holdId,
              owner: await owners.owner(),
              origin: entry.origin,
              contact,
              product: entry.product,
              tariffId: entry.tariffId,
            });
            if (!booked.ok) return booked;
            // The confirmation mail is in the outbox: sent even when the mail server is down now.
            const { appointment, cancelSignature } = booked.value;
            return ok({
              confirmationUrl: confirmationUrlOf(entry, appointment.id, cancelSignature),
            });
          },
          unavailable,
        ),
      callback: (entry, fields) =>
        guarded<Answer<'callback'>>(
          'consulting callback',
          async () => {
            const requested = await requestConsultingCallback({
              owner: await owners.owner(),
              origin: entry.origin,
              contact: fields,
              product: callbackProductOf(entry.product, fields.topic ?? ''),
              tariffId: entry.tariffId,
            });
            return requested.ok ? ok(null) : requested;
          },
          unavailable,
        ),
      appointment: async (id, signature) => {
        const found = await viewConsultingAppointment(id, signature);
        return found.ok ? ok(appointmentViewOf(found.value)) : found;
      },
      cancel: async (id, signature) => {
        const cancelled = await cancelConsultingAppointment(id, signature);
        return cancelled.ok ? ok(appointmentViewOf(cancelled.value)) : cancelled;
      },
    };
    return { consulting };
  };
};
