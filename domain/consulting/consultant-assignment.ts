import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { err, ok, type Result } from '../result';
import type { Consultant } from './consultant';
import { consultantSlots, slotKey } from './consulting-slot';
import type { TakenSlots } from './team-slots';

/** SPEC §3 failed booking reasons the assignment itself can give. */
export type AssignmentFailure = 'noAvailableConsultants' | 'assignmentInProgress';

/**
 * Who takes a booking at `start`: of the consultants with that half hour in their shift and
 * nobody's booking or hold on it, the one with the fewest appointments that day (`load`), ties in
 * team order. When every such consultant is only held by other customers the assignment is
 * still in progress elsewhere (assignmentInProgress); when none is left, noAvailableConsultants.
 */
export const assignConsultant = (
  team: readonly Consultant[],
  start: Temporal.Instant,
  taken: TakenSlots,
  load: ReadonlyMap<string, number> = new Map(),
): Result<Consultant, AssignmentFailure> => {
  const date = berlinDateOf(start);
  const candidates = team.filter((consultant) =>
    consultantSlots(consultant, date).some((slot) => slot.start.equals(start)),
  );
  const notBooked = candidates.filter((c) => !taken.booked.has(slotKey(c.id, start)));
  const free = notBooked.filter((c) => !taken.held.has(slotKey(c.id, start)));
  if (free.length === 0)
    return err(notBooked.length > 0 ? 'assignmentInProgress' : 'noAvailableConsultants');
  const loadOf = (c: Consultant): number => load.get(c.id) ?? 0;
  const chosen = free.reduce((best, c) => (loadOf(c) < loadOf(best) ? c : best));
  return ok(chosen);
};
