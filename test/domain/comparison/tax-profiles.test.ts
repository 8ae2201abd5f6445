import { describe, expect, it } from 'vitest';
import { ruerupProfileOf } from '../../../domain/comparison/tax-profiles';
import { ruerupTaxSaving } from '../../../domain/tax/ruerup';

const MARRIED = {
  jobSituation: 'Angestellter',
  estimatedGrossYearlySalary: 50_000,
  isMarried: true,
  spouseJobSituation: 'Angestellter',
  spouseEstimatedGrossYearlySalary: 40_000,
} as const;

describe('the comparison’s Rürup profile', () => {
  it('carries the spouse’s salary and insurance, so both spouses’ contributions count (issue 32)', () => {
    const profile = ruerupProfileOf(MARRIED, 2026);
    expect(profile).toEqual({
      gross: 50_000,
      employee: true,
      married: true,
      spouseGross: 40_000,
      spouseEmployee: true,
      year: 2026,
    });
    // 61,652 − 9,300 − 7,440 = 44,912 € (worked example in test/domain/tax/ruerup-married.test.ts).
    expect(ruerupTaxSaving({ ...profile, contribution: 2_400 }).maximumDeductible).toBe(44_912);
  });

  it('counts a spouse outside the statutory insurance only in the income', () => {
    for (const spouse of [
      { spouseHasPublicInsurance: false },
      { spouseJobSituation: 'Beamter' },
      { spouseJobSituation: 'Freiberufler/Selbstständiger' },
      { spouseJobSituation: undefined },
    ]) {
      const profile = ruerupProfileOf({ ...MARRIED, ...spouse }, 2026);
      expect(profile).toMatchObject({ spouseGross: 40_000, spouseEmployee: false });
      expect(ruerupTaxSaving({ ...profile, contribution: 0 }).maximumDeductible).toBe(52_352);
    }
  });

  it('ignores the spouse of a single saver and clamps salaries to the search range', () => {
    expect(ruerupProfileOf({ ...MARRIED, isMarried: false }, 2026)).toMatchObject({
      married: false,
      spouseGross: 0,
      spouseEmployee: false,
    });
    expect(
      ruerupProfileOf({ ...MARRIED, spouseEstimatedGrossYearlySalary: 99_000_000 }, 2030),
    ).toMatchObject({ spouseGross: 10_000_000, year: 2026 });
  });
});
