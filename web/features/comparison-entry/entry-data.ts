import type { CalendarDay } from '../../../domain/age/calendar-day';
import {
  type EntryPrefill,
  entryPrefill,
  loginPrefill,
  queryPrefill,
} from '../../../domain/entry/entry-prefill';
import { defaultEntryProduct, parseEntryProduct } from '../../../domain/entry/entry-product';
import { type EntrySave, planEntry } from '../../../domain/entry/entry-submission';
import type { Result } from '../../../domain/result';
import type { LoginUserData } from '../../../domain/session/login-state';
import type { ProductCategory } from '../../../domain/tracking/product-category';
import { berlinToday } from './berlin-today';

/** What the page's loader hands the entry widget (plain JSON: it crosses hydration). */
export interface EntryData {
  readonly prefill: EntryPrefill;
  /** The Berlin date the birth date is checked against. */
  readonly today: CalendarDay;
  /** The message of a form sent without JavaScript and refused (SPEC §2 step 4), or null. */
  readonly message: string | null;
}

/** The hidden field that marks a form sent without JavaScript (a plain GET to the page). */
export const ENTRY_SUBMIT_FIELD = { name: 'entry', value: '1' } as const;

/** A saved field's error as the API answers it (kind 'age/…' for the birth date). */
export interface EntrySaveError {
  readonly kind: string;
  readonly message: string;
}

export type SaveEntry = (input: EntrySave) => Promise<Result<unknown, EntrySaveError>>;

/** The calls the loader needs (a part of AppServices). */
export interface EntryLoaderDeps {
  businessProcess(): Promise<{ readonly birthday?: string; readonly jobSituation?: string }>;
  userData(): Promise<LoginUserData | null>;
  readonly saveBusinessProcess: SaveEntry;
}

export type EntryLoad =
  | { readonly kind: 'data'; readonly data: EntryData }
  | { readonly kind: 'redirect'; readonly location: string };

/** SPEC §2 steps 1 and 4: a refused birth date is the domain's message, other failures are not. */
export const isBirthdayError = (error: EntrySaveError): boolean => error.kind.startsWith('age/');

/** The form sent without JavaScript: the call-to-action's four steps on the server. */
const submitted = async (
  deps: EntryLoaderDeps,
  query: URLSearchParams,
  pageCategory: ProductCategory,
  today: CalendarDay,
): Promise<EntryLoad> => {
  const product = parseEntryProduct(query.get('productType')) ?? defaultEntryProduct(pageCategory);
  const birthday = query.get('birthday') ?? '';
  const jobSituation = query.get('jobSituation');
  const plan = planEntry({ product, birthday, jobSituation }, today);
  const saved = plan.save === null ? null : await deps.saveBusinessProcess(plan.save);
  const refused = saved !== null && !saved.ok && isBirthdayError(saved.error) ? saved.error : null;
  if (plan.kind === 'go' && refused === null) return { kind: 'redirect', location: plan.target };
  const prefill = entryPrefill({
    query: { birthday, ...(jobSituation === null ? {} : { jobSituation }), productType: product },
    businessProcess: {},
    login: {},
    pageCategory,
  });
  return {
    kind: 'data',
    data: {
      // The text exactly as typed, so the visitor can correct it.
      prefill: { ...prefill, birthday },
      today,
      message: plan.kind === 'stay' ? plan.message : (refused?.message ?? null),
    },
  };
};

/**
 * The entry widget's data for a page request: SPEC §3 prefill (query, then business-process data,
 * then login data); for a form sent without JavaScript, the call-to-action itself — a redirect to
 * the target, or the page again with the message at the field.
 */
export const loadEntry = async (
  deps: EntryLoaderDeps,
  input: { readonly url: URL; readonly pageCategory: ProductCategory; readonly now: Date },
): Promise<EntryLoad> => {
  const today = berlinToday(input.now);
  const query = input.url.searchParams;
  if (query.get(ENTRY_SUBMIT_FIELD.name) === ENTRY_SUBMIT_FIELD.value) {
    return submitted(deps, query, input.pageCategory, today);
  }
  const [businessProcess, userData] = await Promise.all([deps.businessProcess(), deps.userData()]);
  return {
    kind: 'data',
    data: {
      prefill: entryPrefill({
        query: queryPrefill(query),
        businessProcess,
        login: loginPrefill(userData),
        pageCategory: input.pageCategory,
      }),
      today,
      message: null,
    },
  };
};
