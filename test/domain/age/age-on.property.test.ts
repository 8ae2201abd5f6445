import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../domain/age/check-birthday';

const EPOCH = Temporal.PlainDate.from('1900-01-01');
const dateArb = (maxDays = 200 * 366): fc.Arbitrary<Temporal.PlainDate> =>
  fc.integer({ min: 0, max: maxDays }).map((days) => EPOCH.add({ days }));
const leapBirthdayArb = fc
  .integer({ min: 0, max: 49 })
  .map((n) => Temporal.PlainDate.from({ year: 1904 + 4 * n, month: 2, day: 29 }));
const birthdayArb = fc.oneof(dateArb(), leapBirthdayArb);

/**
 * Independent reference: the k-th anniversary is the same day and month k years on, or 1 March
 * where that day does not exist (§ 188 Abs. 3 BGB); the age is how many anniversaries have come.
 */
const referenceAge = (birthday: Temporal.PlainDate, today: Temporal.PlainDate): number => {
  const anniversary = (k: number): Temporal.PlainDate => {
    const year = birthday.year + k;
    const exists =
      birthday.day <= Temporal.PlainYearMonth.from({ year, month: birthday.month }).daysInMonth;
    return exists
      ? Temporal.PlainDate.from({ year, month: birthday.month, day: birthday.day })
      : Temporal.PlainDate.from({ year, month: 3, day: 1 });
  };
  let age = -1;
  while (Temporal.PlainDate.compare(anniversary(age + 1), today) <= 0) age += 1;
  return age;
};

describe('ageOn properties', () => {
  it('matches the anniversary-counting reference', () => {
    fc.assert(
      fc.property(birthdayArb, fc.integer({ min: 0, max: 120 * 366 }), (birthday, days) => {
        const today = birthday.add({ days });
        expect(ageOn(birthday, today)).toBe(referenceAge(birthday, today));
      }),
      { numRuns: 400 },
    );
  });

  it('matches the reference on the days around each anniversary', () => {
    fc.assert(
      fc.property(
        birthdayArb,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: -2, max: 2 }),
        (birthday, years, shift) => {
          const today = birthday.add({ years }).add({ days: shift });
          expect(ageOn(birthday, today)).toBe(referenceAge(birthday, today));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('is monotone in today: a later day never gives a lower age', () => {
    fc.assert(
      fc.property(birthdayArb, dateArb(), dateArb(), (birthday, a, b) => {
        const [earlier, later] = Temporal.PlainDate.compare(a, b) <= 0 ? [a, b] : [b, a];
        expect(ageOn(birthday, later)).toBeGreaterThanOrEqual(ageOn(birthday, earlier));
      }),
      { numRuns: 400 },
    );
  });

  it('grows by exactly one from one day to the next on an anniversary, else stays', () => {
    fc.assert(
      fc.property(birthdayArb, fc.integer({ min: 0, max: 100 * 366 }), (birthday, days) => {
        const today = birthday.add({ days });
        const step = ageOn(birthday, today.add({ days: 1 })) - ageOn(birthday, today);
        expect(step === 0 || step === 1).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
