import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { inBerlin } from '../../../domain/calendar/berlin';
import { consultantDay } from '../../../domain/consulting/consultant-day';
import { consultantSlots, SLOT_MINUTES } from '../../../domain/consulting/consulting-slot';
import { holidayOn } from '../../../domain/holidays/calendar';
import { isWeekend } from '../../../domain/holidays/workdays';
import { calendarDate } from '../../arbitraries/calendar-date';
import { consultantArb } from '../../arbitraries/consultant';

const date = calendarDate(2020, 2035);
const RUNS = { numRuns: 400 };

/** The last Sunday of March and of October: the daylight-saving changes in the EU. */
const lastSunday = (year: number, month: number): Temporal.PlainDate => {
  const end = new Temporal.PlainDate(year, month, 1).add({ months: 1 }).subtract({ days: 1 });
  return end.subtract({ days: end.dayOfWeek % 7 });
};
const dstChange = fc
  .tuple(
    fc.integer({ min: 2020, max: 2035 }),
    fc.constantFrom(3, 10),
    fc.integer({ min: -2, max: 2 }),
  )
  .map(([year, month, shift]) => lastSunday(year, month).add({ days: shift }));

describe('a consultant’s slots', () => {
  it('none on a weekend or a public holiday of the consultant’s state', () => {
    fc.assert(
      fc.property(consultantArb(), date, (consultant, day) => {
        if (isWeekend(day) || holidayOn(day, consultant.state) !== null)
          expect(consultantSlots(consultant, day)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('none on an inactive day; slots only when the day is active', () => {
    fc.assert(
      fc.property(consultantArb(), date, (consultant, day) => {
        const slots = consultantSlots(consultant, day);
        if (slots.length > 0) expect(consultantDay(consultant, day).kind).toBe('active');
        if (consultantDay(consultant, day).kind === 'inactive') expect(slots).toEqual([]);
      }),
      RUNS,
    );
  });

  it('every slot lasts 30 minutes, lies inside the day’s shift in Berlin and none overlaps', () => {
    fc.assert(
      fc.property(consultantArb(), fc.oneof(date, dstChange), (consultant, day) => {
        const slots = consultantSlots(consultant, day);
        const shift = consultant.shifts[day.dayOfWeek];
        for (const [i, slot] of slots.entries()) {
          expect(slot.start.until(slot.end).total({ unit: 'minutes' })).toBe(SLOT_MINUTES);
          const start = inBerlin(slot.start);
          const end = inBerlin(slot.end);
          expect(start.toPlainDate().equals(day)).toBe(true);
          expect(end.toPlainDate().equals(day)).toBe(true);
          expect(shift).toBeDefined();
          expect(
            Temporal.PlainTime.compare(start.toPlainTime(), shift!.from),
          ).toBeGreaterThanOrEqual(0);
          expect(Temporal.PlainTime.compare(end.toPlainTime(), shift!.to)).toBeLessThanOrEqual(0);
          if (i > 0)
            expect(Temporal.Instant.compare(slots[i - 1]!.end, slot.start)).toBeLessThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('an active day has as many slots as whole half hours fit into the shift, around the DST changes too', () => {
    fc.assert(
      fc.property(consultantArb(), fc.oneof(date, dstChange), (consultant, day) => {
        const active = consultantDay(consultant, day);
        if (active.kind !== 'active') return;
        const toInstant = (time: Temporal.PlainTime): Temporal.Instant =>
          day.toPlainDateTime(time).toZonedDateTime('Europe/Berlin').toInstant();
        const minutes = toInstant(active.shift.from)
          .until(toInstant(active.shift.to))
          .total({ unit: 'minutes' });
        expect(consultantSlots(consultant, day)).toHaveLength(Math.floor(minutes / SLOT_MINUTES));
      }),
      RUNS,
    );
  });
});
