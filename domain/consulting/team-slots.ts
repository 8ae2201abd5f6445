import { Temporal } from 'temporal-polyfill';
import type { StateCode } from '../holidays/state';
import type { Consultant } from './consultant';
import { consultantSlots, slotKey } from './consulting-slot';

/** Slots already taken, by slotKey: booked appointments and holds of other customers. */
export interface TakenSlots {
  readonly booked: ReadonlySet<string>;
  readonly held: ReadonlySet<string>;
}

export const NO_TAKEN_SLOTS: TakenSlots = { booked: new Set(), held: new Set() };

/** A half hour the customer may choose, with the consultants still free then. */
export interface TeamSlot {
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
  readonly freeConsultantIds: readonly string[];
}

/** The team, or its consultants in one federal state. */
export const teamIn = (team: readonly Consultant[], state?: StateCode): readonly Consultant[] =>
  state === undefined ? team : team.filter((consultant) => consultant.state === state);

const isFree = (taken: TakenSlots, key: string): boolean =>
  !taken.booked.has(key) && !taken.held.has(key);

/**
 * The day's bookable slots across the team, in time order: a half hour is offered when at least
 * one active consultant has it in their shift and nobody has booked or holds it.
 */
export const bookableSlots = (
  team: readonly Consultant[],
  date: Temporal.PlainDate,
  taken: TakenSlots = NO_TAKEN_SLOTS,
): readonly TeamSlot[] => {
  const byStart = new Map<
    string,
    { start: Temporal.Instant; end: Temporal.Instant; free: string[] }
  >();
  for (const consultant of team)
    for (const slot of consultantSlots(consultant, date)) {
      if (!isFree(taken, slotKey(slot.consultantId, slot.start))) continue;
      const id = slot.start.toString();
      const entry = byStart.get(id) ?? { start: slot.start, end: slot.end, free: [] };
      entry.free.push(slot.consultantId);
      byStart.set(id, entry);
    }
  return [...byStart.values()]
    .sort((a, b) => Temporal.Instant.compare(a.start, b.start))
    .map(({ start, end, free }) => ({ start, end, freeConsultantIds: free }));
};
