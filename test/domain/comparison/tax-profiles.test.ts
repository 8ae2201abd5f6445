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
      civilServant: false,
      married: true,
      spouseGross: 40_000,
      spouseEmployee: true,
      spouseCivilServant: false,
      year: 2026,
    });
    // 61,652 − 9,300 − 7,440 = 44,912 € (worked example in test/domain/tax/ruerup-married.test.ts).
    expect(ruerupTaxSaving({ ...profile, contribution: 2_400 }).maximumDeductible).toBe(44_912);
  });

  it('counts a self-employed or uninsured spouse only in the income', () => {
    for (const spouse of [
      { spouseHasPublicInsurance: false },
      { spouseJobSituation: 'Freiberufler/Selbstständiger' },
      { spouseJobSituation: undefined },
    ]) {
      const profile = ruerupProfileOf({ ...MARRIED, ...spouse }, 2026);
      expect(profile).toMatchObject({
        spouseGross: 40_000,
        spouseEmployee: false,
        spouseCivilServant: false,
      });
      expect(ruerupTaxSaving({ ...profile, contribution: 0 }).maximumDeductible).toBe(52_352);
    }
  });

  it('takes a Beamter’s fictitious contribution from the Höchstbetrag, as an employee’s real one', () => {
    // § 10 Abs. 3 Satz 3 EStG: 18.6 % of the Beamtin's 40,000 € as if she paid into the
    // statutory insurance: 61,652 − 9,300 − 7,440 = 44,912 €, as for an employee spouse.
    const spouse = ruerupProfileOf({ ...MARRIED, spouseJobSituation: 'Beamter' }, 2026);
    expect(spouse).toMatchObject({ spouseEmployee: false, spouseCivilServant: true });
    expect(ruerupTaxSaving({ ...spouse, contribution: 0 }).maximumDeductible).toBe(44_912);
    const own = ruerupProfileOf({ ...MARRIED, jobSituation: 'Beamter', isMarried: false }, 2026);
    expect(own).toMatchObject({ employee: false, civilServant: true });
    // 30,826 − 18.6 % · 50,000 = 21,526 €.
    expect(ruerupTaxSaving({ ...own, contribution: 0 }).maximumDeductible).toBe(21_526);
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
