import { Temporal } from 'temporal-polyfill';
import { berlinDateOf, startOfBerlinDay } from '../../domain/calendar/berlin';
import { isWithinBookingHorizon } from '../../domain/consulting/booking-horizon';
import type { Consultant } from '../../domain/consulting/consultant';
import { instantText, slotKeyOfRow } from '../../domain/consulting/consulting-slot';
import {
  bookableSlots,
  type TakenSlots,
  type TeamSlot,
  teamIn,
} from '../../domain/consulting/team-slots';
import type { StateCode } from '../../domain/holidays/state';
import type { AppointmentStorePort } from '../appointment-store.port';
import type { ClockPort } from '../clock.port';

/** The booked and held slots of a Berlin day, as the domain's slot keys. */
export const takenOn = async (
  store: AppointmentStorePort,
  date: Temporal.PlainDate,
  now: Temporal.Instant,
): Promise<TakenSlots & { readonly load: ReadonlyMap<string, number> }> => {
  const rows = await store.taken(
    instantText(startOfBerlinDay(date)),
    instantText(startOfBerlinDay(date.add({ days: 1 }))),
    instantText(now),
  );
  const load = new Map<string, number>();
  for (const row of rows.booked) load.set(row.consultantId, (load.get(row.consultantId) ?? 0) + 1);
  return {
    booked: new Set(rows.booked.map(slotKeyOfRow)),
    held: new Set(rows.held.map(slotKeyOfRow)),
    load,
  };
};

export interface ListConsultingSlotsInput {
  readonly date: Temporal.PlainDate;
  readonly state?: StateCode;
}

/** The day's bookable slots (SPEC §3 consulting), without those already past. */
export const makeListConsultingSlots =
  (deps: { team: readonly Consultant[]; appointments: AppointmentStorePort; clock: ClockPort }) =>
  async (input: ListConsultingSlotsInput): Promise<readonly TeamSlot[]> => {
    const now = deps.clock.now();
    // Nothing before today or past the booking horizon (so no holiday year out of the
    // calendar's range either: 1500-01-01 threw).
    if (
      Temporal.PlainDate.compare(input.date, berlinDateOf(now)) < 0 ||
      !isWithinBookingHorizon(input.date, now)
    )
      return [];
    const taken = await takenOn(deps.appointments, input.date, now);
    return bookableSlots(teamIn(deps.team, input.state), input.date, taken).filter(
      (slot) => slot.start.epochNanoseconds > now.epochNanoseconds,
    );
  };

export type ListConsultingSlots = ReturnType<typeof makeListConsultingSlots>;
export const ListConsultingSlots = Symbol.for('ListConsultingSlots');
