import type { CalendarDay } from '../calendar/calendar-day';
import { isJobSituation, type JobSituation } from '../products/job-situation';
import { checkBirthdayInput } from './birthday-entry';
import type { EntryProduct } from './entry-product';
import { entryTargetUrl, type PageProduct } from './entry-target';

/** What the entry widget holds when its call-to-action is used. */
export interface EntryForm {
  readonly product: EntryProduct;
  /** The birth date as typed (DD.MM.YYYY) or prefilled. */
  readonly birthday: string;
  /** The chosen job situation, or null ('' and unknown values count as none). */
  readonly jobSituation: string | null;
  /** The Riester or Rürup page the widget stands on: the comparison keeps that product. */
  readonly pageProduct?: PageProduct | null;
}

/** SPEC §7 POST /bpm: only valid, non-null fields; the product decides the birthday's max age. */
export interface EntrySave {
  readonly birthday?: string;
  readonly jobSituation?: JobSituation;
  readonly productType: EntryProduct;
}

export type EntryPlan =
  /** SPEC §2 step 4: the birth date is invalid — stay and show the message at the field. */
  | { readonly kind: 'stay'; readonly message: string; readonly save: EntrySave | null }
  /** SPEC §2 steps 1–3: save (when there is something valid), then go to the target. */
  | { readonly kind: 'go'; readonly target: string; readonly save: EntrySave | null };

/**
 * SPEC §2 "Landing page behaviour", the call-to-action's four steps as data: which fields to
 * save (each only when valid and not null), and where to go — or to stay with the message.
 */
export const planEntry = (form: EntryForm, today: CalendarDay): EntryPlan => {
  const check = checkBirthdayInput(form.birthday, form.product, today);
  const jobSituation = isJobSituation(form.jobSituation) ? form.jobSituation : null;
  const birthday = check.state === 'valid' ? check.iso : null;
  const save: EntrySave | null =
    birthday === null && jobSituation === null
      ? null
      : {
          ...(birthday === null ? {} : { birthday }),
          ...(jobSituation === null ? {} : { jobSituation }),
          productType: form.product,
        };
  if (check.state === 'invalid') return { kind: 'stay', message: check.message, save };
  return {
    kind: 'go',
    // SPEC §9's carried parameters are the caller's (carryQueryParameters): kept out of here,
    // this module is on the result page, which needs no query surgery.
    target: entryTargetUrl({
      product: form.product,
      birthday,
      jobSituation,
      pageProduct: form.pageProduct ?? null,
    }),
    save,
  };
};
