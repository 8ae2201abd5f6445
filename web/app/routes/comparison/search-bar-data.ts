import { Temporal } from 'temporal-polyfill';
import { PROJECTION_DEFAULTS } from '../../../../domain/comparison/projection-input';
import {
  contributionValues,
  readContribution,
} from '../../../../domain/onboarding/contribution-form';
import { RESULT_PATH } from '../../../../domain/onboarding/flow-steps';
import type { FormValues } from '../../../../domain/onboarding/form-values';
import {
  type InsuranceStartChoice,
  insuranceStartChoice,
} from '../../../../domain/onboarding/insurance-start-options';
import { type StepSearch, searchUrl, withStepData } from '../../../../domain/onboarding/step-query';
import { PRODUCT_PROFILES } from '../../../../domain/products/product-profile';
import type { ProductType } from '../../../../domain/products/product-type';
import {
  SEARCH_BAR_HIDDEN,
  SEARCH_BAR_SHOWN,
  type SearchBarData,
  searchBarUnitOf,
  searchSummaryText,
} from '../../../../domain/result-view/search-bar';
import { encodeSearchQuery } from '../../../../domain/search-data/encode';
import type { AppServices } from '../../../../ports/app-services';
import { searchBarHtml } from '../../../features/result-list/search-bar-html';

// The result page's search bar (issue 32 finding 6), loaded by the result route's loader on
// demand: it needs the insurance-start rule (Temporal), which the result page's own JavaScript
// does not carry at arrival (the route's 152 kB budget).

// The starts one may choose change only with the Berlin day and the year-end periods, whose
// bounds are whole minutes (SPEC §4, §9): kept per product for the minute, the rule's Temporal
// arithmetic is not repeated for every page (issue 31).
const choices = new Map<
  string,
  { readonly minute: number; readonly choice: InsuranceStartChoice }
>();
const startChoiceOf = (nowMs: number, product: ProductType): InsuranceStartChoice => {
  const minute = Math.floor(nowMs / 60_000);
  const kept = choices.get(product);
  if (kept !== undefined && kept.minute === minute) return kept.choice;
  const choice = insuranceStartChoice(Temporal.Instant.fromEpochMilliseconds(nowMs), product);
  choices.set(product, { minute, choice });
  return choice;
};

/**
 * The bar of a search: the contribution step's values and the starts one may choose now; for a
 * sent bar the new search's URL when the values read well (SPEC §3 codec), else the values as
 * sent with their messages. Null for a single premium (its own step: „ändern“ links there).
 */
export const searchBarOf = async (
  svc: AppServices,
  search: StepSearch,
  sent: FormValues | null,
): Promise<
  | { readonly kind: 'bar'; readonly bar: SearchBarData | null }
  | { readonly kind: 'redirect'; readonly url: string }
> => {
  const product = search.searchData.productType ?? 'schicht3';
  if (PRODUCT_PROFILES[product].singlePremium) return { kind: 'bar', bar: null };
  const choice = startChoiceOf(svc.now(), product);
  const values = contributionValues(
    search.searchData,
    { insuranceStart: choice.defaultStart },
    choice.options,
  );
  const unit = searchBarUnitOf(search.searchData) ?? 'einmalig';
  if (sent === null)
    return { kind: 'bar', bar: { values, errors: {}, startOptions: choice.options, unit } };
  const asSent: Record<string, string> = { ...values };
  for (const name of [...SEARCH_BAR_SHOWN, ...SEARCH_BAR_HIDDEN]) {
    const value = sent[name];
    if (typeof value === 'string') asSent[name] = value;
  }
  const read = readContribution(asSent, {
    ...(search.searchData.birthday === undefined ? {} : { birthday: search.searchData.birthday }),
    startOptions: choice.options,
    limits: await svc.contributionLimits(product),
  });
  if (read.ok) {
    return {
      kind: 'redirect',
      url: searchUrl(RESULT_PATH, withStepData(search, 'contribution', read.value)),
    };
  }
  return {
    kind: 'bar',
    bar: { values: asSent, errors: read.error, startOptions: choice.options, unit },
  };
};

/** The bar's HTML for the list of `search`, whose figures start at `insuranceStart`. */
export const searchBarPageHtml = (
  search: StepSearch,
  bar: SearchBarData | null,
  insuranceStart: string,
  editUrl: string,
): string =>
  searchBarHtml({
    summary: searchSummaryText(
      search.searchData,
      insuranceStart,
      search.searchData.retirementAge ?? PROJECTION_DEFAULTS.retirementAge,
    ),
    bar,
    query: encodeSearchQuery(search),
    action: RESULT_PATH,
    editUrl,
  });
