import { describe, expect, it } from 'vitest';
import { riesterSubsidy, riesterTaxBenefit } from '../../../domain/tax/riester-subsidy';

const employee = { jobSituation: 'Angestellter', hasPublicInsurance: true } as const;
const homemaker = {
  jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
  hasPublicInsurance: false,
} as const;

describe('Riester subsidy with the Günstigerprüfung, § 10a EStG', () => {
  it('grants the tax saving above the allowances (single, 50,000 €, 2026)', () => {
    // Minimum 2,000 − 175 = 1,825 €; deduction 1,825 + 175 = 2,000 €.
    // zvE = 50,000 − 1,230 − 9.3 % · 50,000 (4,650) − 36 = 44,084 €:
    // tax(44,084) = (173.10 · 2.6285 + 2,397) · 2.6285 + 1,034.87 = 8,531.33 → 8,531 €;
    // tax(42,084) = (173.10 · 2.4285 + 2,397) · 2.4285 + 1,034.87 = 7,876.96 → 7,876 €;
    // saving 655 € − allowance 175 € = 480 €.
    const result = riesterSubsidy({
      saver: employee,
      gross: 50_000,
      year: 2026,
      childBirthYears: [],
      ageAtStartOfYear: 30,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        eligibility: 'unmittelbar',
        basicAllowance: 175,
        childAllowances: 0,
        starterBonus: 0,
        maximumAllowances: 175,
        minimumOwnContribution: 1_825,
        allowancesPaid: 175,
        taxBenefit: 480,
      },
    });
  });

  it('takes 42 % of the full 2,100 € in zone 4 (single, 100,000 €, 2026)', () => {
    // zvE = 100,000 − 1,230 − 9,300 − 36 = 89,434 € (zone 4): 0.42 · 2,100 = 882 € − 175 € = 707 €.
    const result = riesterSubsidy({
      saver: employee,
      gross: 100_000,
      year: 2026,
      childBirthYears: [],
    });
    expect(result.ok && result.value.taxBenefit).toBe(707);
  });

  it('gives no extra benefit in the reference case (married, 60,000 €, child 2010, 1,200 € paid)', () => {
    // Allowances 537.93 €; with the spouse's 60 €: deduction min(1,260 + 537.93, 2,160) = 1,797.93 €.
    // zvE = 60,000 − 1,230 − 5,580 − 72 = 53,118 €; splitting 2026:
    // 2 · tax(26,559) = 2 · 3,267 = 6,534 €; 2 · tax(25,660) = 2 · 3,026 = 6,052 €; 482 € < 537.93 €.
    const result = riesterSubsidy({
      saver: employee,
      spouse: homemaker,
      gross: 60_000,
      year: 2026,
      childBirthYears: [2010],
      ownContribution: 1_200,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { minimumOwnContribution: 1_450, allowancesPaid: 537.93, taxBenefit: 0 },
    });
  });

  it('gives a mittelbar saver the allowances but no deduction of their own', () => {
    const result = riesterSubsidy({
      saver: homemaker,
      spouse: employee,
      gross: 0,
      year: 2025,
      childBirthYears: [2019],
      ownContribution: 60,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { eligibility: 'mittelbar', allowancesPaid: 475, taxBenefit: 0 },
    });
  });

  it('rejects children born after the year or too old for Kindergeld', () => {
    const base = { saver: employee, gross: 40_000, year: 2026 } as const;
    expect(riesterSubsidy({ ...base, childBirthYears: [2027] })).toEqual({
      ok: false,
      error: {
        kind: 'riester/child-birth-year',
        message: 'Das Geburtsjahr 2027 liegt nach dem Beitragsjahr 2026.',
      },
    });
    expect(riesterSubsidy({ ...base, childBirthYears: [2000] })).toMatchObject({
      ok: false,
      error: { kind: 'riester/child-birth-year' },
    });
    expect(riesterSubsidy({ ...base, childBirthYears: [2001] }).ok).toBe(true);
  });

  it('never grants a negative benefit', () => {
    expect(
      riesterTaxBenefit({
        taxableIncome: 10_000,
        year: 2025,
        married: false,
        contributions: 500,
        allowances: 175,
        deductionCap: 2_100,
      }),
    ).toBe(0);
  });
});
