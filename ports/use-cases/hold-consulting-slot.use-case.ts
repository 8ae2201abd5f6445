import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../../domain/calendar/berlin';
import {
  type BookingFailure,
  bookingFailure,
  HOLD_MINUTES,
} from '../../domain/consulting/booking-failure';
import { isWithinBookingHorizon } from '../../domain/consulting/booking-horizon';
import type { Consultant } from '../../domain/consulting/consultant';
import { assignConsultant } from '../../domain/consulting/consultant-assignment';
import { instantText, SLOT_MINUTES } from '../../domain/consulting/consulting-slot';
import { err, ok, type Result } from '../../domain/result';
import type { AppointmentStorePort, SlotHold } from '../appointment-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import { takenOn } from './list-consulting-slots.use-case';

// A race lost to another request is retried with fresh data, a few times at most.
const ATTEMPTS = 3;

/** Holds the chosen half hour with a free consultant for HOLD_MINUTES; the hold id is the key. */
export const makeHoldConsultingSlot =
  (deps: {
    team: readonly Consultant[];
    appointments: AppointmentStorePort;
    clock: ClockPort;
    ids: IdGeneratorPort;
  }) =>
  async (start: Temporal.Instant): Promise<Result<SlotHold, BookingFailure>> => {
    const now = deps.clock.now();
    if (
      start.epochNanoseconds <= now.epochNanoseconds ||
      !isWithinBookingHorizon(berlinDateOf(start), now)
    )
      return err(bookingFailure('noAvailableConsultants'));
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const taken = await takenOn(deps.appointments, berlinDateOf(start), now);
      const assigned = assignConsultant(deps.team, start, taken, taken.load);
      if (!assigned.ok) return err(bookingFailure(assigned.error));
      const hold: SlotHold = {
        id: deps.ids.newId(),
        consultantId: assigned.value.id,
        slotStart: instantText(start),
        slotEnd: instantText(start.add({ minutes: SLOT_MINUTES })),
        expiresAt: instantText(now.add({ minutes: HOLD_MINUTES })),
      };
      if ((await deps.appointments.addHold(hold, instantText(now))) === 'held') return ok(hold);
    }
    return err(bookingFailure('assignmentInProgress'));
  };

export type HoldConsultingSlot = ReturnType<typeof makeHoldConsultingSlot>;
export const HoldConsultingSlot = Symbol.for('HoldConsultingSlot');

/** The customer's hold while it lasts (the booking form shows its half hour), else null. */
export const makeFindConsultingHold =
  (deps: { appointments: AppointmentStorePort; clock: ClockPort }) =>
  async (holdId: string): Promise<SlotHold | null> => {
    const hold = await deps.appointments.hold(holdId);
    if (hold === null) return null;
    const expires = Temporal.Instant.from(hold.expiresAt);
    return Temporal.Instant.compare(expires, deps.clock.now()) > 0 ? hold : null;
  };

export type FindConsultingHold = ReturnType<typeof makeFindConsultingHold>;
export const FindConsultingHold = Symbol.for('FindConsultingHold');
