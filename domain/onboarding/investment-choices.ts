import type { ProductOffer } from '../comparison/product-offer';
import { acceptedInvestmentTypes } from '../comparison/search-wishes';
import { INVESTMENT_TYPES, type InvestmentType } from '../products/investment-type';
import type { ProductType } from '../products/product-type';
import type { FormValues } from './form-values';
import {
  DEATH_BENEFITS,
  type DeathBenefit,
  GUARANTEE_PERIODS,
  guaranteeLevelsFor,
} from './investment-form';

/** The choices the investment step shows (plain JSON, the step's extra). */
export interface InvestmentChoices {
  readonly investmentTypes: readonly InvestmentType[];
  readonly guaranteeLevels: readonly number[];
  readonly deathBenefits: readonly DeathBenefit[];
  readonly guaranteePeriods: readonly number[];
}

/** A filtered list, or the whole list where no choice would be left (nothing to compare). */
const orAll = <T>(all: readonly T[], keep: (value: T) => boolean): readonly T[] => {
  const kept = all.filter(keep);
  return kept.length === 0 ? all : kept;
};

/**
 * The investment step's choices for a product (issue 32, finding 3): only the wishes some tariff
 * of the product can meet. An investment choice is shown when some tariff has a type it accepts,
 * a guarantee level up to the highest some tariff offers, a guarantee period up to the longest
 * some tariff offers, a death benefit some tariff offers. Without an offer (catalogue not
 * loaded, no tariff for the product) every choice is shown. A wish sent anyway is still read
 * (readInvestment) and its tariffs marked on the list.
 */
export const investmentChoicesFor = (
  productType: ProductType | undefined,
  offer: ProductOffer | null | undefined,
): InvestmentChoices => {
  const levels = guaranteeLevelsFor(productType);
  if (offer === null || offer === undefined || offer.investmentTypes.length === 0) {
    return {
      investmentTypes: INVESTMENT_TYPES,
      guaranteeLevels: levels,
      deathBenefits: DEATH_BENEFITS,
      guaranteePeriods: GUARANTEE_PERIODS,
    };
  }
  const highest = offer.highestGuarantee ?? Number.POSITIVE_INFINITY;
  const longest = offer.longestGuaranteePeriod ?? Number.POSITIVE_INFINITY;
  return {
    investmentTypes: orAll(INVESTMENT_TYPES, (choice) =>
      acceptedInvestmentTypes(choice).some((type) => offer.investmentTypes.includes(type)),
    ),
    guaranteeLevels: orAll(levels, (level) => level <= highest),
    deathBenefits: orAll(DEATH_BENEFITS, (option) => offer.deathBenefits.includes(option)),
    guaranteePeriods: orAll(GUARANTEE_PERIODS, (years) => years <= longest),
  };
};

/** The nearest shown number not above the wish, else the lowest shown. */
const nearestBelow = (shown: readonly number[], wish: number): number =>
  shown.reduce<number | null>(
    (best, n) => (n <= wish && (best === null || n > best) ? n : best),
    null,
  ) ?? Math.min(...shown);

/**
 * The form's values moved onto shown choices: a value the step no longer shows (an old URL, a
 * changed catalogue) becomes the nearest shown one (the investment type: none chosen yet, or the
 * only one shown).
 */
export const onShownChoices = (values: FormValues, choices: InvestmentChoices): FormValues => {
  const type = values.investmentType ?? '';
  const death = values.deathBenefit ?? '';
  const level = Number(values.beitragsGarantie ?? '');
  const period = Number(values.pensionGuaranteePeriod ?? '');
  return {
    ...values,
    investmentType: choices.investmentTypes.some((t) => t === type)
      ? type
      : choices.investmentTypes.length === 1
        ? (choices.investmentTypes[0] ?? '')
        : '',
    beitragsGarantie: String(
      nearestBelow(choices.guaranteeLevels, Number.isNaN(level) ? 0 : level),
    ),
    deathBenefit: choices.deathBenefits.some((d) => d === death)
      ? death
      : choices.deathBenefits.includes('guthaben')
        ? 'guthaben'
        : (choices.deathBenefits[0] ?? ''),
    pensionGuaranteePeriod: String(
      nearestBelow(choices.guaranteePeriods, Number.isNaN(period) ? 0 : period),
    ),
  };
};
