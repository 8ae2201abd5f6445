import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { Absence, Consultant, Shift } from '../../domain/consulting/consultant';
import { STATE_CODES } from '../../domain/holidays/state';
import { calendarDate } from './calendar-date';

/** A shift inside the service hours 8–20 on the half or quarter hour (or odd minutes). */
export const shiftArb: fc.Arbitrary<Shift> = fc
  .tuple(fc.integer({ min: 8 * 60, max: 20 * 60 }), fc.integer({ min: 8 * 60, max: 20 * 60 }))
  .map(([a, b]) => {
    const [from, to] = a <= b ? [a, b] : [b, a];
    const time = (minutes: number): Temporal.PlainTime =>
      new Temporal.PlainTime(Math.floor(minutes / 60), minutes % 60);
    return { from: time(from), to: time(to) };
  });

const absenceArb = (minYear: number, maxYear: number): fc.Arbitrary<Absence> =>
  fc
    .tuple(calendarDate(minYear, maxYear), fc.integer({ min: 0, max: 20 }))
    .map(([from, days]) => ({ from, to: from.add({ days }) }));

/** Any consultant: any state, shifts on any weekdays, some inactivity now and then. */
export const consultantArb = (minYear = 2020, maxYear = 2035): fc.Arbitrary<Consultant> =>
  fc.record({
    id: fc.stringMatching(/^[a-z]{1,8}$/),
    name: fc.constant('Test (Demo)'),
    state: fc.constantFrom(...STATE_CODES),
    shifts: fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5', '6', '7'), shiftArb),
    leadDistribution: fc.integer({ min: 0, max: 7 }).map((n) => n > 0),
    leadDistributionDisabledUntil: fc.option(calendarDate(minYear, maxYear), { freq: 4 }),
    absences: fc.array(absenceArb(minYear, maxYear), { maxLength: 3 }),
    leadFreeDays: fc.subarray([1, 2, 3, 4, 5]).map((days) => days.slice(0, 1)),
    telephony: fc.constantFrom('active', 'active', 'active', 'inactive'),
  });

/** A team of distinct consultants. */
export const teamArb = (minYear = 2020, maxYear = 2035): fc.Arbitrary<readonly Consultant[]> =>
  fc.uniqueArray(consultantArb(minYear, maxYear), {
    minLength: 1,
    maxLength: 6,
    selector: (consultant) => consultant.id,
  });
