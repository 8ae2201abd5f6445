import type { PublicSupportEligibility } from '../application/public-support';
import { roundToCents } from '../money/cents';
import { RIESTER } from './riester-figures';

export interface RiesterAllowanceInput {
  readonly eligibility: PublicSupportEligibility;
  /** Last year's income subject to pension contributions (or Besoldung), €, § 86 Abs. 1 S. 2 EStG. */
  readonly previousYearIncome: number;
  /** Birth years of the children whose Kinderzulage goes to this contract (Kindergeld assumed). */
  readonly childBirthYears: readonly number[];
  /** Age at the start of the contribution year; under 25 earns the Berufseinsteigerbonus. */
  readonly ageAtStartOfYear?: number;
  /**
   * The spouse is mittelbar eligible with an own contract: for a directly eligible saver the
   * spouse's Grundzulage counts toward the couple's allowances and so lowers the saver's
   * Mindesteigenbeitrag, and is cut with them (§ 86 Abs. 2 S. 1 EStG).
   */
  readonly spouseIndirectlyEligible?: boolean;
  /** The own yearly contribution, €; omitted: the saver pays the Mindesteigenbeitrag. */
  readonly ownContribution?: number;
}

export interface RiesterAllowances {
  readonly eligibility: PublicSupportEligibility;
  /** Grundzulage: the saver's, plus the mittelbar spouse's when counted on this contract. */
  readonly basicAllowance: number;
  readonly childAllowances: number;
  /** Berufseinsteigerbonus, paid once (assumed not yet received). */
  readonly starterBonus: number;
  /** The full allowances: basic + child + starter. */
  readonly maximumAllowances: number;
  readonly minimumOwnContribution: number;
  /** The allowances after the cut for paying less than the Mindesteigenbeitrag, € with cents. */
  readonly allowancesPaid: number;
}

/** Kinderzulage, § 85 Abs. 1 EStG: 185 € for a child born before 1 January 2008, 300 € after. */
export const childAllowance = (birthYear: number): number =>
  birthYear < RIESTER.childAllowanceHigherFromYear
    ? RIESTER.childAllowanceBefore2008
    : RIESTER.childAllowanceFrom2008;

/**
 * No Kinderzulage for `year` any more: it needs Kindergeld for at least one month of the year
 * (§ 85 Abs. 1 EStG), paid up to age 25 at most (§ 32 Abs. 4, § 63 EStG).
 */
export const childAllowanceEndedBefore = (birthYear: number, year: number): boolean =>
  birthYear < year - RIESTER.childAllowanceMaxAge;

/**
 * Mindesteigenbeitrag, § 86 Abs. 1 EStG: 4 % of last year's income subject to contributions, at
 * most 2,100 €, minus the allowances; at least the Sockelbetrag of 60 €. Rounded to cents.
 */
export const minimumOwnContribution = (previousYearIncome: number, allowances: number): number => {
  const share = Math.min(
    roundToCents(Math.max(0, previousYearIncome) * RIESTER.minimumContributionRate),
    RIESTER.maxDeductible,
  );
  return Math.max(RIESTER.baseContribution, roundToCents(share - allowances));
};

/**
 * Riester allowances (§§ 83–86 EStG) and the own contribution that earns them in full. Paying
 * less cuts the allowances in the ratio of the contribution to the Mindesteigenbeitrag (§ 86
 * Abs. 1 S. 6; rounded to cents). A mittelbar eligible saver needs only the 60 € of § 79 S. 2
 * Nr. 4 and gets nothing below it; the spouse is assumed to pay their own minimum.
 */
export const riesterAllowances = (input: RiesterAllowanceInput): RiesterAllowances => {
  const { eligibility } = input;
  if (eligibility === 'nein') {
    return {
      eligibility,
      basicAllowance: 0,
      childAllowances: 0,
      starterBonus: 0,
      maximumAllowances: 0,
      minimumOwnContribution: 0,
      allowancesPaid: 0,
    };
  }
  const withSpouse = eligibility === 'unmittelbar' && input.spouseIndirectlyEligible === true;
  const basicAllowance = RIESTER.basicAllowance * (withSpouse ? 2 : 1);
  const childAllowances = input.childBirthYears.reduce((sum, y) => sum + childAllowance(y), 0);
  const age = input.ageAtStartOfYear;
  const starterBonus = age !== undefined && age < 25 ? RIESTER.starterBonus : 0;
  const maximumAllowances = basicAllowance + childAllowances + starterBonus;
  const minimum =
    eligibility === 'mittelbar'
      ? RIESTER.baseContribution
      : minimumOwnContribution(input.previousYearIncome, maximumAllowances);
  const paid = Math.max(0, input.ownContribution ?? minimum);
  const allowancesPaid =
    paid >= minimum
      ? maximumAllowances
      : eligibility === 'mittelbar'
        ? 0
        : roundToCents((maximumAllowances * paid) / minimum);
  return {
    eligibility,
    basicAllowance,
    childAllowances,
    starterBonus,
    maximumAllowances,
    minimumOwnContribution: minimum,
    allowancesPaid,
  };
};
