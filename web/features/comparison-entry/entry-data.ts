import type { CalendarDay } from '../../../domain/calendar/calendar-day';
import {
  type EntryPrefill,
  entryPrefill,
  loginPrefill,
  queryPrefill,
} from '../../../domain/entry/entry-prefill';
import { defaultEntryProduct, parseEntryProduct } from '../../../domain/entry/entry-product';
import { type EntrySave, planEntry } from '../../../domain/entry/entry-submission';
import type { PageProduct } from '../../../domain/entry/entry-target';
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
  /** The Riester or Rürup page the widget stands on (the comparison keeps it); absent or null: none. */
  readonly pageProduct?: PageProduct | null | undefined;
}

/**
 * The hidden field that marks the form sent without JavaScript: a POST to the page (no
 * GET changes stored data), which the page's action answers.
 */
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

/** The entry fields of a form or a query. */
interface EntryFields {
  get(name: string): string | null;
}

/**
 * The call-to-action's four steps on the server for the form sent without JavaScript. Only a
 * POST (`write`) saves (SPEC §2 step 1); a GET with the same fields merely navigates or shows the
 * message, so a link or image on a foreign page cannot change the visitor's stored data.
 */
const submitted = async (
  deps: EntryLoaderDeps,
  fields: EntryFields,
  pageCategory: ProductCategory,
  today: CalendarDay,
  write: boolean,
  pageProduct: PageProduct | null,
): Promise<EntryLoad> => {
  const product = parseEntryProduct(fields.get('productType')) ?? defaultEntryProduct(pageCategory);
  const birthday = fields.get('birthday') ?? '';
  const jobSituation = fields.get('jobSituation');
  const plan = planEntry({ product, birthday, jobSituation, pageProduct }, today);
  const saved = !write || plan.save === null ? null : await deps.saveBusinessProcess(plan.save);
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
      ...(pageProduct === null ? {} : { pageProduct }),
    },
  };
};

/**
 * The entry form posted without JavaScript (the content page's action): saves the valid values,
 * then a redirect to the target, or the page again with the message at the field.
 */
export const submitEntry = (
  deps: EntryLoaderDeps,
  input: {
    readonly form: EntryFields;
    readonly pageCategory: ProductCategory;
    readonly now: Date;
    readonly pageProduct?: PageProduct | null;
  },
): Promise<EntryLoad> =>
  submitted(
    deps,
    input.form,
    input.pageCategory,
    berlinToday(input.now),
    true,
    input.pageProduct ?? null,
  );

/**
 * The entry widget's data for a page request: SPEC §3 prefill (query, then business-process data,
 * then login data). A GET carrying the entry fields (an old bookmark of the GET form) redirects to
 * the target or shows the message, and saves nothing.
 */
export const loadEntry = async (
  deps: EntryLoaderDeps,
  input: {
    readonly url: URL;
    readonly pageCategory: ProductCategory;
    readonly now: Date;
    readonly pageProduct?: PageProduct | null;
  },
): Promise<EntryLoad> => {
  const pageProduct = input.pageProduct ?? null;
  const today = berlinToday(input.now);
  const query = input.url.searchParams;
  if (query.get(ENTRY_SUBMIT_FIELD.name) === ENTRY_SUBMIT_FIELD.value) {
    return submitted(deps, query, input.pageCategory, today, false, pageProduct);
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
      ...(pageProduct === null ? {} : { pageProduct }),
    },
  };
};
