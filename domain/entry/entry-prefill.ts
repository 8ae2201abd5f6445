import { germanDateOfIso } from '../calendar/calendar-day';
import { isJobSituation, type JobSituation } from '../products/job-situation';
import type { LoginUserData } from '../session/login-state';
import { mergePrefill, type PrefillSource } from '../session/prefill';
import type { ProductCategory } from '../tracking/product-category';
import { defaultEntryProduct, type EntryProduct, parseEntryProduct } from './entry-product';

/** What the entry widget starts with. */
export interface EntryPrefill {
  readonly product: EntryProduct;
  /** As the input shows it: DD.MM.YYYY for a date, '' for none, other text unchanged. */
  readonly birthday: string;
  readonly jobSituation: JobSituation | null;
}

/** The query parameters by their spec names, then the search-data codec's short keys (SPEC §3). */
const QUERY_NAMES = {
  birthday: ['birthday', 'bd'],
  jobSituation: ['jobSituation', 'js'],
  productType: ['productType', 'pt'],
} as const;

const firstParameter = (query: URLSearchParams, names: readonly string[]): string | undefined => {
  for (const name of names) {
    const value = query.get(name);
    if (value !== null && value.trim() !== '') return value;
  }
  return undefined;
};

/** The prefill fields of a page's query ('+' already reads as a space in URLSearchParams). */
export const queryPrefill = (
  query: URLSearchParams,
): PrefillSource & { readonly productType?: string } => {
  const birthday = firstParameter(query, QUERY_NAMES.birthday);
  const jobSituation = firstParameter(query, QUERY_NAMES.jobSituation);
  const productType = firstParameter(query, QUERY_NAMES.productType);
  return {
    ...(birthday === undefined ? {} : { birthday }),
    ...(jobSituation === undefined ? {} : { jobSituation }),
    ...(productType === undefined ? {} : { productType }),
  };
};

const textField = (source: object, name: string): string | undefined => {
  const value: unknown = (source as Readonly<Record<string, unknown>>)[name];
  return typeof value === 'string' ? value : undefined;
};

/** SPEC §3: the login data's birthday and job situation, when its ssoUserData carries them. */
export const loginPrefill = (userData: LoginUserData | null): PrefillSource => {
  const user = userData?.isLoggedIn === true ? userData.ssoUserData : null;
  if (user === null || user === undefined) return {};
  const birthday = textField(user, 'birthday');
  const jobSituation = textField(user, 'jobSituation');
  return {
    ...(birthday === undefined ? {} : { birthday }),
    ...(jobSituation === undefined ? {} : { jobSituation }),
  };
};

// A job situation the select cannot show falls through to the next source.
const knownJob = (source: PrefillSource): PrefillSource => ({
  birthday: source.birthday,
  jobSituation: isJobSituation(source.jobSituation) ? source.jobSituation : undefined,
});

/**
 * SPEC §3 prefill: per field the query, then the business-process data, then the login data
 * (domain/session/prefill); the product from the query's productType, else the page's default.
 */
export const entryPrefill = (sources: {
  readonly query: PrefillSource & { readonly productType?: string };
  readonly businessProcess: PrefillSource;
  readonly login: PrefillSource;
  readonly pageCategory: ProductCategory;
}): EntryPrefill => {
  const merged = mergePrefill({
    query: knownJob(sources.query),
    businessProcess: knownJob(sources.businessProcess),
    login: knownJob(sources.login),
  });
  return {
    product:
      parseEntryProduct(sources.query.productType) ?? defaultEntryProduct(sources.pageCategory),
    birthday: merged.birthday === null ? '' : germanDateOfIso(merged.birthday.trim()),
    jobSituation: isJobSituation(merged.jobSituation) ? merged.jobSituation : null,
  };
};
