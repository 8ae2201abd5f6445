import { describe, expect, it } from 'vitest';
import { accessFactor } from '../../../domain/pension-gap/access-factor';
import {
  annuityFutureValueFactor,
  annuityPresentValueFactor,
  monthlyRateOf,
} from '../../../domain/pension-gap/annuity';
import {
  pensionerCareRate,
  pensionerContributionsIn,
  pensionerHealthShare,
} from '../../../domain/pension-gap/pensioner-contribution-figures';
import { regularRetirementAgeInMonths } from '../../../domain/pension-gap/regular-retirement-age';

describe('regularRetirementAgeInMonths (§ 235 SGB VI)', () => {
  it.each([
    [1946, 65, 0],
    [1947, 65, 1],
    [1958, 66, 0],
    [1959, 66, 2],
    [1963, 66, 10],
    [1964, 67, 0],
    [2000, 67, 0],
  ])('born %i: %i years %i months', (birthYear, years, months) => {
    expect(regularRetirementAgeInMonths(birthYear)).toBe(years * 12 + months);
  });
});

describe('accessFactor (§ 77 Abs. 2 SGB VI)', () => {
  it('0.3 % less per month early, at most 14.4 %; 0.5 % more per month late', () => {
    expect(accessFactor(804, 804)).toBe(1);
    expect(accessFactor(803, 804)).toBe(0.997);
    expect(accessFactor(756, 804)).toBe(0.856); // 48 months: 14.4 %
    expect(accessFactor(700, 804)).toBe(0.856); // capped
    expect(accessFactor(816, 804)).toBe(1.06); // 12 months late: + 6 %
  });
});

describe('pensioner contributions (KVdR, § 249a SGB V; § 59 SGB XI)', () => {
  it('2026: health 8.75 %, care 3.6 % or 4.2 % without children; later years use 2026', () => {
    const figures = pensionerContributionsIn(2040);
    expect(pensionerHealthShare(figures)).toBe(0.0875);
    expect(pensionerCareRate(figures, false)).toBe(0.036);
    expect(pensionerCareRate(figures, true)).toBe(0.042);
    // 2024: (14.6 + 1.7) / 2 = 8.15 %, Pflege 3.4 %.
    expect(pensionerHealthShare(pensionerContributionsIn(2024))).toBe(0.0815);
  });
});

describe('annuity factors', () => {
  it('at 0 % they count payments; at 12 % a year the monthly rate is 0.9489 %', () => {
    expect(annuityPresentValueFactor(12, 0)).toBe(12);
    expect(annuityFutureValueFactor(12, 0)).toBe(12);
    expect(monthlyRateOf(0.12)).toBeCloseTo(0.009489, 6);
    // Two payments in advance at 10 % a month: 1 + 1/1.1 = 1.909091; value after: 1.1 + 1.21 = 2.31.
    expect(annuityPresentValueFactor(2, 0.1)).toBeCloseTo(1.909091, 6);
    expect(annuityFutureValueFactor(2, 0.1)).toBeCloseTo(2.31, 10);
  });
});
