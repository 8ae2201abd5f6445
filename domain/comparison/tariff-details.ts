import type { Temporal } from 'temporal-polyfill';
import { isoOf } from '../calendar/calendar-day';
import type { DeviceOutput } from '../device/device-output';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import { payInErrorText } from '../result-view/pay-in-text';
import type { SearchData } from '../search-data/search-data';
import type { CheckResult, SustainabilityCheckResult } from '../tariffs/check-result';
import {
  TARIFF_FEATURE_LABELS,
  TARIFF_FEATURE_NAMES,
  type TariffFeatureName,
} from '../tariffs/features';
import type { TariffPromotion } from '../tariffs/promotion';
import type { RentenfaktorEntry, Tariff, TariffCatalogue, TariffDocument } from '../tariffs/tariff';
import { comparisonRowOfProjection, searchContextOf } from './compare-tariffs';
import {
  COMPARISON_MESSAGES,
  type ComparisonInputError,
  inputError,
  type TariffLookupError,
} from './comparison-input-error';
import type { ComparisonRow } from './comparison-row';
import { checkContributionLimits, contributionLimitsOf } from './contribution-limits';
import { projectionInputOf } from './normalize-search';
import { payInErrorOf } from './pay-in-error';
import { type CostBreakdown, projectTariff, type TariffProjection } from './project-tariff';
import type { ProjectionInput } from './projection-input';
import { rentenfaktorExplanation } from './rentenfaktor-text';
import type { RiesterYear } from './riester-years';
import { searchWishesOf } from './search-wishes';
import { servesProductType } from './tariff-filters';
import { type YearRow, yearTableOf } from './year-table';

export interface FeatureLine {
  readonly name: TariffFeatureName;
  readonly label: string;
  readonly result: CheckResult | SustainabilityCheckResult;
  readonly explanation: string;
}

export interface TariffDetails {
  /** The product of the search: a Sofortrente shows no saving phase (result-presentation.ts). */
  readonly productType: ProductType;
  readonly row: ComparisonRow;
  /** Whether the tariff can be signed online (the journey's "Online abschließen"). */
  readonly onlineContract: boolean;
  /** SPEC §3: the insurer's promotion (the inflation premium), shown as a badge. */
  readonly promotion: TariffPromotion | null;
  readonly insuranceStart: string;
  readonly pensionStart: string;
  readonly projection: TariffProjection;
  readonly yearTable: readonly YearRow[];
  readonly costBreakdown: CostBreakdown;
  readonly features: readonly FeatureLine[];
  readonly documents: readonly TariffDocument[];
  readonly riesterYears: readonly RiesterYear[];
  /** FIGURES.md: the model rates are assumptions and create no claim; say so where shown. */
  readonly modelCalculationNote: string;
}

export const MODEL_CALCULATION_NOTE =
  'Die Modellrechnung mit 0,67 %, 1,67 % und 2,67 % (§ 154 VVG) und die angenommene Fondsrendite sind Annahmen. Sie begründen keinen Anspruch; garantiert sind nur die garantierten Werte.';

const NO_DATA = 'Zu diesem Merkmal liegen keine Angaben vor.';

/** The Rentenfaktor the figures use: the entry for the customer's pension start and age. */
export interface PensionStartFactor {
  readonly factor: RentenfaktorEntry | null;
  readonly ageAtPensionStart: number;
}

/**
 * Every feature of SPEC §3 in catalogue order; a feature the tariff lacks reads noData. The
 * Rentenfaktor line states the factor of the customer's pension start (one source with the
 * figures); without a pension start (null) it keeps the catalogue's sentence.
 */
export const featureLinesOf = (
  tariff: Tariff,
  pensionStart: PensionStartFactor | null = null,
): FeatureLine[] =>
  TARIFF_FEATURE_NAMES.map((name) => {
    const label = TARIFF_FEATURE_LABELS[name];
    if (name === 'nachhaltigkeit') {
      const { result, explanation } = tariff.sustainability;
      return { name, label, result, explanation };
    }
    const feature = tariff.features[name];
    return {
      name,
      label,
      result: feature?.result ?? 'noData',
      explanation:
        name === 'rentenfaktor' && pensionStart !== null
          ? rentenfaktorExplanation(pensionStart.factor, pensionStart.ageAtPensionStart)
          : (feature?.explanation ?? NO_DATA),
    };
  });

/**
 * The details of one tariff for a search: its row as in the list, the projection with the
 * year table and cost breakdown, the features and documents. Unknown id: 'Diesen Tarif gibt es
 * nicht.'; a tariff not offered for the product type of the search is an error as well.
 */
export const tariffDetails = (
  catalogue: TariffCatalogue,
  tariffId: string,
  searchData: SearchData,
  now: Temporal.Instant,
  deviceOutput: DeviceOutput = 'desktop',
): Result<TariffDetails, ComparisonInputError | TariffLookupError> => {
  const found = tariffForSearch(catalogue, tariffId, searchData, now);
  if (!found.ok) return found;
  return ok(detailsOfTariff(found.value, searchData, deviceOutput));
};

/** A tariff of the catalogue with the search it is figured for, checked and completed. */
export interface TariffForSearch {
  readonly tariff: Tariff;
  readonly input: ProjectionInput;
}

/**
 * The lookup part of tariffDetails without its figures: the tariff by id, the search checked
 * and completed for `now`, the tariff offered for the search's product type. Cheap, for callers
 * that only need to know the tariff can be figured (submitting an application).
 */
export const tariffForSearch = (
  catalogue: TariffCatalogue,
  tariffId: string,
  searchData: SearchData,
  now: Temporal.Instant,
): Result<TariffForSearch, ComparisonInputError | TariffLookupError> => {
  const tariff = catalogue.tariffs.find((t) => t.id === tariffId);
  if (tariff === undefined) {
    return err({ kind: 'comparison/unknown-tariff', message: COMPARISON_MESSAGES.unknownTariff });
  }
  const input = projectionInputOf(searchData, now);
  if (!input.ok) return input;
  if (!servesProductType(tariff, input.value.productType)) {
    return err({
      kind: 'comparison/tariff-product-type',
      message: COMPARISON_MESSAGES.tariffProductType,
    });
  }
  // One check for the list, the details and the application (issue 30 finding 7): an amount no
  // tariff of the product takes is the comparison's input error; one this tariff does not take is
  // its pay-in error (SPEC §3), never figures of a contract it would not sign.
  const fits = checkContributionLimits(
    input.value,
    contributionLimitsOf(catalogue.tariffs, input.value.productType),
  );
  if (!fits.ok) return err(inputError(fits.error.kind, fits.error.message));
  const payIn = payInErrorOf(input.value, tariff.limits);
  if (payIn !== null) {
    const kind =
      payIn === 'paymentMinError' || payIn === 'paymentMaxError'
        ? 'comparison/contribution-limits'
        : 'comparison/one-time-payment-limits';
    return err(inputError(kind, payInErrorText(payIn, tariff.limits)));
  }
  return ok({ tariff, input: input.value });
};

/** The figures of tariffDetails for a tariff found by tariffForSearch. */
export const detailsOfTariff = (
  { tariff, input }: TariffForSearch,
  searchData: SearchData,
  deviceOutput: DeviceOutput = 'desktop',
): TariffDetails => {
  const context = searchContextOf(
    input,
    deviceOutput,
    searchWishesOf(searchData, input.productType),
  );
  // One projection for the row and the details (comparisonRowOf would make it a second time).
  const projection = projectTariff(tariff, input, context.schedule);
  return {
    productType: input.productType,
    row: comparisonRowOfProjection(tariff, context, projection),
    onlineContract: tariff.onlineContract,
    promotion: tariff.promotion,
    insuranceStart: isoOf(input.insuranceStart),
    pensionStart: isoOf(input.pensionStart),
    projection,
    yearTable: yearTableOf(tariff, input, context.schedule),
    costBreakdown: projection.costs,
    features: featureLinesOf(tariff, {
      factor: projection.rentenfaktor,
      ageAtPensionStart: input.ageAtPensionStart,
    }),
    documents: tariff.documents,
    riesterYears: context.schedule.riesterYears,
    modelCalculationNote: MODEL_CALCULATION_NOTE,
  };
};
