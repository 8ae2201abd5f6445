import { describe, expect, it } from 'vitest';
import {
  childAllowance,
  minimumOwnContribution,
  riesterAllowances,
} from '../../../domain/tax/riester';

describe('Riester allowances and Mindesteigenbeitrag, §§ 84–86 EStG', () => {
  it('pays 185 € for a child born before 2008 and 300 € from 2008', () => {
    expect(childAllowance(2007)).toBe(185);
    expect(childAllowance(2008)).toBe(300);
  });

  /*
   * Reference: 60,000 € gross, married, one child → Mindesteigenbeitrag 1,450 €;
   * paying 1,200 € cuts the allowances to 538 €. The only reading that gives 1,450 €:
   * - the earner is unmittelbar eligible, the spouse mittelbar with an own contract, so the
   *   spouse's Grundzulage counts toward the couple's allowances (§ 86 Abs. 2 S. 1 EStG);
   * - the child is born in 2008 or later (300 €).
   * 4 % · 60,000 = 2,400 → capped at 2,100; allowances 175 + 175 + 300 = 650;
   * 2,100 − 650 = 1,450 €. (With a child born before 2008, 2,100 − 535 = 1,565 €; with one
   * Grundzulage and a 300 € child 2,100 − 475 = 1,625 €.)
   * The cut: 650 · 1,200 / 1,450 = 537.93 € exactly, which the issue rounds to 538 €.
   */
  it('reproduces the reference: 1,450 € minimum, 1,200 € paid → 537.93 € (≈ 538 €)', () => {
    const result = riesterAllowances({
      eligibility: 'unmittelbar',
      previousYearIncome: 60_000,
      childBirthYears: [2010],
      spouseIndirectlyEligible: true,
      ownContribution: 1_200,
    });
    expect(result).toEqual({
      eligibility: 'unmittelbar',
      basicAllowance: 350,
      childAllowances: 300,
      starterBonus: 0,
      maximumAllowances: 650,
      minimumOwnContribution: 1_450,
      allowancesPaid: 537.93,
    });
    expect(Math.round(result.allowancesPaid)).toBe(538);
  });

  it('pays the full allowances from the Mindesteigenbeitrag on', () => {
    // Single, 30,000 €, children born 2005 and 2012, age 24: 175 + 185 + 300 + 200 = 860 €;
    // 4 % · 30,000 = 1,200 − 860 = 340 €.
    const input = {
      eligibility: 'unmittelbar',
      previousYearIncome: 30_000,
      childBirthYears: [2005, 2012],
      ageAtStartOfYear: 24,
    } as const;
    const result = riesterAllowances({ ...input, ownContribution: 340 });
    expect(result.maximumAllowances).toBe(860);
    expect(result.starterBonus).toBe(200);
    expect(result.minimumOwnContribution).toBe(340);
    expect(result.allowancesPaid).toBe(860);
    // One cent less: 860 · 339.99 / 340 = 859.9747… → 859.97 €.
    expect(riesterAllowances({ ...input, ownContribution: 339.99 }).allowancesPaid).toBe(859.97);
  });

  it('has no Berufseinsteigerbonus from age 25 at the start of the year', () => {
    const at25 = riesterAllowances({
      eligibility: 'unmittelbar',
      previousYearIncome: 20_000,
      childBirthYears: [],
      ageAtStartOfYear: 25,
    });
    expect(at25.starterBonus).toBe(0);
  });

  it('asks at least the Sockelbetrag of 60 € and cuts in proportion below it', () => {
    // 5,000 €, two children from 2008: 4 % = 200 − 775 < 60 → 60 €; paying 30 € → 775 · 30 / 60.
    const result = riesterAllowances({
      eligibility: 'unmittelbar',
      previousYearIncome: 5_000,
      childBirthYears: [2015, 2018],
      ownContribution: 30,
    });
    expect(result.minimumOwnContribution).toBe(60);
    expect(result.allowancesPaid).toBe(387.5);
    expect(minimumOwnContribution(0, 175)).toBe(60);
  });

  it('takes the contribution to be the Mindesteigenbeitrag when none is given', () => {
    const result = riesterAllowances({
      eligibility: 'unmittelbar',
      previousYearIncome: 40_000,
      childBirthYears: [],
    });
    expect(result.minimumOwnContribution).toBe(1_425);
    expect(result.allowancesPaid).toBe(175);
  });

  it('asks a mittelbar saver only 60 € and pays nothing below it', () => {
    const input = {
      eligibility: 'mittelbar' as const,
      previousYearIncome: 0,
      childBirthYears: [2016],
      spouseIndirectlyEligible: false,
    };
    expect(riesterAllowances({ ...input, ownContribution: 60 })).toMatchObject({
      basicAllowance: 175,
      childAllowances: 300,
      minimumOwnContribution: 60,
      allowancesPaid: 475,
    });
    expect(riesterAllowances({ ...input, ownContribution: 59.99 }).allowancesPaid).toBe(0);
  });

  it('pays nothing to a saver who is not eligible', () => {
    expect(
      riesterAllowances({
        eligibility: 'nein',
        previousYearIncome: 50_000,
        childBirthYears: [2012],
        ownContribution: 2_000,
      }),
    ).toEqual({
      eligibility: 'nein',
      basicAllowance: 0,
      childAllowances: 0,
      starterBonus: 0,
      maximumAllowances: 0,
      minimumOwnContribution: 0,
      allowancesPaid: 0,
    });
  });
});
