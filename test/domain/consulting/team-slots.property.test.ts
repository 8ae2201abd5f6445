import fc from 'fast-check';
import type { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Consultant } from '../../../domain/consulting/consultant';
import { assignConsultant } from '../../../domain/consulting/consultant-assignment';
import { consultantSlots, slotKey } from '../../../domain/consulting/consulting-slot';
import { bookableSlots, type TakenSlots } from '../../../domain/consulting/team-slots';
import { calendarDate } from '../../arbitraries/calendar-date';
import { teamArb } from '../../arbitraries/consultant';

const date = calendarDate(2024, 2028);
const RUNS = { numRuns: 300 };

const allSlots = (team: readonly Consultant[], day: Temporal.PlainDate) =>
  team.flatMap((consultant) => consultantSlots(consultant, day));

/** A team, a day with the team's slots, and some of them booked or held. */
const scenario = fc
  .tuple(teamArb(2024, 2028), date)
  .chain(([team, day]) => {
    const keys = allSlots(team, day).map((slot) => slotKey(slot.consultantId, slot.start));
    const pick = keys.length === 0 ? fc.constant([]) : fc.subarray(keys);
    return fc.tuple(fc.constant(team), fc.constant(day), pick, pick);
  })
  .map(([team, day, booked, held]) => {
    const taken: TakenSlots = { booked: new Set(booked), held: new Set(held) };
    return { team, day, taken };
  });

describe('the team’s bookable slots', () => {
  it('offer exactly the half hours where some active consultant is neither booked nor held', () => {
    fc.assert(
      fc.property(scenario, ({ team, day, taken }) => {
        const free = allSlots(team, day).filter((slot) => {
          const key = slotKey(slot.consultantId, slot.start);
          return !taken.booked.has(key) && !taken.held.has(key);
        });
        const offered = bookableSlots(team, day, taken);
        expect(new Set(offered.map((slot) => slot.start.toString()))).toEqual(
          new Set(free.map((slot) => slot.start.toString())),
        );
        for (const slot of offered) {
          expect(slot.freeConsultantIds.length).toBeGreaterThan(0);
          for (const id of slot.freeConsultantIds)
            expect(free.some((s) => s.consultantId === id && s.start.equals(slot.start))).toBe(
              true,
            );
        }
      }),
      RUNS,
    );
  });

  it('assign a booking to a consultant free then, and fail only when nobody is', () => {
    fc.assert(
      fc.property(scenario, ({ team, day, taken }) => {
        for (const slot of allSlots(team, day)) {
          const result = assignConsultant(team, slot.start, taken);
          const offered = bookableSlots(team, day, taken).some((s) => s.start.equals(slot.start));
          expect(result.ok).toBe(offered);
          if (result.ok) {
            const key = slotKey(result.value.id, slot.start);
            expect(taken.booked.has(key) || taken.held.has(key)).toBe(false);
          } else {
            const heldOnly = team.some((c) => {
              const key = slotKey(c.id, slot.start);
              return (
                taken.held.has(key) &&
                !taken.booked.has(key) &&
                consultantSlots(c, day).some((s) => s.start.equals(slot.start))
              );
            });
            expect(result.error).toBe(heldOnly ? 'assignmentInProgress' : 'noAvailableConsultants');
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
