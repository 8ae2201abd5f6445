import type { InvestmentType } from '../products/investment-type';
import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import type { SearchData } from '../search-data/search-data';
import { DEATH_BENEFITS_BY_BENEFIT, type DeathBenefitOption } from '../tariffs/death-benefit';
import { isOneOf } from '../value-set';

/** What a customer asked for at the investment step (SPEC §2 /onboarding-investment-selection). */
export interface SearchWishes {
  /** The investment choice; null when none was made (every tariff matches). */
  readonly investmentType: InvestmentType | null;
  /** The wished beitragsGarantie in percent of the money paid in; 0 wishes nothing. */
  readonly beitragsGarantie: number;
  /** The wished pension guarantee period in years; 0 wishes nothing. Absent: none asked. */
  readonly pensionGuaranteePeriod?: number;
  /** The wished death benefit before the pension start; null or absent: none asked. */
  readonly deathBenefit?: DeathBenefitOption | null;
}

/**
 * Why a shown tariff does not meet the wishes: its investment type, a lower guarantee, a shorter
 * longest pension guarantee period, or no death benefit as full as the wish.
 */
export type WishMismatch =
  | 'investmentType'
  | 'beitragsGarantie'
  | 'pensionGuaranteePeriod'
  | 'deathBenefit';

/** What a projection applied of the wishes (see TariffProjection). */
export interface AppliedWishes {
  readonly beitragsGarantie: number;
  readonly guaranteePeriodMet: boolean;
  readonly deathBenefitMet: boolean;
}

/** How many of the shown tariffs meet the wishes; the others are marked and listed after them. */
export interface WishSummary extends SearchWishes {
  readonly matching: number;
  readonly notMatching: number;
}

// "Hybrid" takes both hybrid kinds (fund policies with a guarantee part), and the choice
// "Hybrid und klassisch" asks to compare the hybrids with the classic tariffs.
const ACCEPTED: Readonly<Record<InvestmentType, readonly InvestmentType[]>> = {
  klassisch: ['klassisch'],
  fondsgebunden: ['fondsgebunden'],
  hybrid: ['hybrid', 'hybridUndKlassisch'],
  hybridUndKlassisch: ['hybrid', 'hybridUndKlassisch', 'klassisch'],
};

/** The investment types a choice accepts. */
export const acceptedInvestmentTypes = (wish: InvestmentType): readonly InvestmentType[] =>
  ACCEPTED[wish];

/** The wishes of a search; sofort has no investment step and so no wishes (null). */
export const searchWishesOf = (
  search: Pick<
    SearchData,
    'investmentType' | 'beitragsGarantie' | 'pensionGuaranteePeriod' | 'deathBenefit'
  >,
  productType: ProductType,
): SearchWishes | null =>
  PRODUCT_PROFILES[productType].immediatePayout
    ? null
    : {
        investmentType: search.investmentType ?? null,
        beitragsGarantie: search.beitragsGarantie ?? 0,
        pensionGuaranteePeriod: search.pensionGuaranteePeriod ?? 0,
        deathBenefit: isOneOf(DEATH_BENEFITS_BY_BENEFIT, search.deathBenefit)
          ? search.deathBenefit
          : null,
      };

/**
 * Where a tariff falls short of the wishes: an investment type the choice does not accept, a
 * beitragsGarantie (the level the projection applied, see guaranteeLevelFor) below the wish, no
 * guarantee period or death benefit as long or full as wished (payoutChoiceFor).
 */
export const wishMismatchesOf = (
  investmentType: InvestmentType,
  applied: AppliedWishes,
  wishes: SearchWishes | null,
): WishMismatch[] => {
  if (wishes === null) return [];
  const mismatches: WishMismatch[] = [];
  if (wishes.investmentType !== null && !ACCEPTED[wishes.investmentType].includes(investmentType)) {
    mismatches.push('investmentType');
  }
  if (applied.beitragsGarantie < wishes.beitragsGarantie) mismatches.push('beitragsGarantie');
  if (!applied.guaranteePeriodMet) mismatches.push('pensionGuaranteePeriod');
  if (!applied.deathBenefitMet) mismatches.push('deathBenefit');
  return mismatches;
};

/** The counts of a list's rows against the wishes; null without wishes (sofort). */
export const wishSummaryOf = (
  wishes: SearchWishes | null,
  rows: readonly { readonly wishMismatches: readonly WishMismatch[] }[],
): WishSummary | null => {
  if (wishes === null) return null;
  const notMatching = rows.filter((r) => r.wishMismatches.length > 0).length;
  return { ...wishes, matching: rows.length - notMatching, notMatching };
};
