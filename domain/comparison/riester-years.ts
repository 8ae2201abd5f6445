import { ageOn } from '../age/check-birthday';
import { riesterAllowances } from '../tax/riester';
import { RIESTER } from '../tax/riester-figures';
import { addMonths } from './pension-start';
import type { ProjectionInput, RiesterProfile } from './projection-input';

/** The Riester allowances of one contract year. */
export interface RiesterYear {
  /** 1 for the first contract year. */
  readonly contractYear: number;
  /** The calendar year the contract year starts in (its allowance rules apply). */
  readonly calendarYear: number;
  /** Month after the insurance start at whose end the allowances are credited. */
  readonly endMonth: number;
  readonly ownContribution: number;
  /** Full allowances for the year (Grundzulage, Kinderzulagen, Berufseinsteigerbonus). */
  readonly maximumAllowances: number;
  /** The parts of maximumAllowances: Grundzulage (§ 84 EStG), Kinderzulagen (§ 85), bonus (§ 84 S. 2). */
  readonly basicAllowance: number;
  readonly childAllowances: number;
  readonly starterBonus: number;
  /** After the pro-rata cut for paying less than the Mindesteigenbeitrag (§ 86 Abs. 1 EStG). */
  readonly allowancesPaid: number;
}

// § 85 Abs. 1 EStG with § 32 Abs. 4: Kinderzulage while Kindergeld is paid, at most to age 25.
const childYearsIn = (profile: RiesterProfile, calendarYear: number, first: boolean): number[] => {
  const known = profile.childBirthYears.filter(
    (b) => b <= calendarYear && calendarYear - b <= RIESTER.childAllowanceMaxAge,
  );
  const unknown = first ? Array<number>(profile.childrenWithoutBirthday).fill(calendarYear) : [];
  return [...known, ...unknown];
};

/**
 * Allowances per contract year, computed with domain/tax riesterAllowances on the own premiums
 * of that year (so a short last year or a low contribution cuts them pro rata). The
 * Berufseinsteigerbonus is checked in the first year only (age on 1 January); children without
 * a birthday count in the first year only (their later Kindergeld is unknown).
 */
export const riesterYears = (
  input: ProjectionInput,
  profile: RiesterProfile,
  atStart: Float64Array,
): RiesterYear[] => {
  const years: RiesterYear[] = [];
  for (let start = 0, k = 0; start < input.months; start += 12, k++) {
    const endMonth = Math.min(start + 12, input.months);
    let own = 0;
    for (let m = start; m < endMonth; m++) own += atStart[m] ?? 0;
    const calendarYear = addMonths(input.insuranceStart, start).year;
    const allowances = riesterAllowances({
      eligibility: profile.eligibility,
      previousYearIncome: profile.gross,
      childBirthYears: childYearsIn(profile, calendarYear, k === 0),
      ageAtStartOfYear:
        k === 0 ? ageOn(input.birthday, { year: calendarYear, month: 1, day: 1 }) : undefined,
      spouseIndirectlyEligible: profile.spouseIndirectlyEligible,
      ownContribution: own,
    });
    years.push({
      contractYear: k + 1,
      calendarYear,
      endMonth,
      ownContribution: own,
      maximumAllowances: allowances.maximumAllowances,
      basicAllowance: allowances.basicAllowance,
      childAllowances: allowances.childAllowances,
      starterBonus: allowances.starterBonus,
      allowancesPaid: allowances.allowancesPaid,
    });
  }
  return years;
};
