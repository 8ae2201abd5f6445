import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../../domain/calendar/berlin';
import { germanDateOfIso } from '../../domain/calendar/calendar-day';
import {
  type PreviousApplicationData,
  takeoverValuesOf,
} from '../../domain/customer-area/data-takeover';
import type { ApplicationStorePort } from '../application-store.port';

/**
 * „Daten übernehmen“: the personal data of the account's latest application (the store lists an
 * account's own applications, newest first); null when it has none. A guest's applications of
 * the same browser never count: only an account's stored data prefills a new form.
 */
export const makePreviousApplicationData =
  (deps: { readonly store: ApplicationStorePort }) =>
  async (accountId: string): Promise<PreviousApplicationData | null> => {
    const [latest] = await deps.store.listForAccount(accountId, 1);
    if (latest === undefined) return null;
    return {
      reference: latest.reference,
      submittedOn: germanDateOfIso(
        berlinDateOf(Temporal.Instant.from(latest.submittedAt)).toString(),
      ),
      values: takeoverValuesOf(latest.form),
    };
  };

export type PreviousApplicationDataOf = ReturnType<typeof makePreviousApplicationData>;
export const PreviousApplicationDataOf = Symbol.for('PreviousApplicationDataOf');
