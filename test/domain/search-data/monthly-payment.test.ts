import { describe, expect, it } from 'vitest';
import { monthlyFromYearly } from '../../../domain/search-data/monthly-payment';

describe('monthlyFromYearly (SPEC §3, §9: ÷ 12, 2 decimals)', () => {
  it.each([
    [1800, 150],
    [1234.56, 102.88],
    [1000, 83.33],
    [100, 8.33],
    [1206, 100.5],
    [1206.06, 100.51],
    [0, 0],
    [0.06, 0.01],
    [0.05, 0],
    // Values where Math.round(y * 100 / 12) / 100 loses a cent to binary floating point:
    [0.42, 0.04],
    [1.14, 0.1],
    [4.02, 0.34],
    [16.74, 1.4],
    [1000.005, 83.33],
    [1e21, 83333333333333330000],
  ])('%d per year → %d per month', (yearly, monthly) => {
    expect(monthlyFromYearly(yearly)).toBe(monthly);
  });

  it('rounds a negative amount half away from zero', () => {
    expect(monthlyFromYearly(-0.06)).toBe(-0.01);
    expect(monthlyFromYearly(-1800)).toBe(-150);
    expect(Object.is(monthlyFromYearly(-0.01), 0)).toBe(true);
  });

  it('passes non-finite input through', () => {
    expect(monthlyFromYearly(Number.NaN)).toBeNaN();
    expect(monthlyFromYearly(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});
