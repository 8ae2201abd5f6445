import { ageOn } from '../age/check-birthday';
import type { PublicSupportEligibility } from '../application/public-support';
import { type CalendarDay, isoDayOf } from '../calendar/calendar-day';
import { riesterProfileOf, ruerupProfileOf } from '../comparison/tax-profiles';
import type { SearchData } from '../search-data/search-data';
import { type RiesterAllowances, riesterAllowances } from '../tax/riester';
import { ruerupTaxSaving } from '../tax/ruerup';
import { clampTaxYear, type TaxYear } from '../tax/tax-year';

/** The Rürup contribution the product choice shows the tax saving for: 200 € a month. */
export const TYPICAL_RUERUP_CONTRIBUTION = 2_400;

export interface RiesterOffer {
  readonly eligibility: PublicSupportEligibility;
  /** Allowances and Mindesteigenbeitrag of this customer for this year (§§ 79–86 EStG). */
  readonly allowances: RiesterAllowances;
}

export interface RuerupOffer {
  readonly year: TaxYear;
  /** The yearly contribution the saving is computed for, €. */
  readonly contribution: number;
  readonly maximumDeductible: number;
  /** Yearly income tax saving, whole euros (§ 10 Abs. 3 EStG). */
  readonly taxSaving: number;
}

export interface ProductOffers {
  /** null without a job situation (the eligibility depends on it). */
  readonly riester: RiesterOffer | null;
  readonly ruerup: RuerupOffer;
}

/**
 * What Riester and Rürup mean for this customer, from the search data of the personal-data step
 * and the same profiles the comparison engine uses: the Riester eligibility with the allowances
 * of this year (children without a known birth date count as born from 2008), and the Rürup tax
 * saving at TYPICAL_RUERUP_CONTRIBUTION in this year's tariff.
 */
export const productOffers = (searchData: SearchData, today: CalendarDay): ProductOffers => {
  const year = clampTaxYear(today.year);
  const saving = ruerupTaxSaving({
    ...ruerupProfileOf(searchData, today.year),
    contribution: TYPICAL_RUERUP_CONTRIBUTION,
  });
  const ruerup: RuerupOffer = {
    year,
    contribution: TYPICAL_RUERUP_CONTRIBUTION,
    maximumDeductible: saving.maximumDeductible,
    taxSaving: saving.taxSaving,
  };
  const profile = riesterProfileOf(searchData);
  if (!profile.ok) return { riester: null, ruerup };
  const birthday = searchData.birthday === undefined ? null : isoDayOf(searchData.birthday);
  const startOfYear: CalendarDay = { year: today.year, month: 1, day: 1 };
  const p = profile.value;
  const allowances = riesterAllowances({
    eligibility: p.eligibility,
    previousYearIncome: p.gross,
    childBirthYears: [
      ...p.childBirthYears,
      ...Array.from({ length: p.childrenWithoutBirthday }, () => today.year),
    ],
    ...(birthday === null ? {} : { ageAtStartOfYear: ageOn(birthday, startOfYear) }),
    spouseIndirectlyEligible: p.spouseIndirectlyEligible,
  });
  return { riester: { eligibility: p.eligibility, allowances }, ruerup };
};
