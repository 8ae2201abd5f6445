import type { Transaction } from 'kysely';
import { isWithdrawableStatus } from '../../../domain/application/application-status';
import { appendApplicationEvent } from '../sql/application-events';
import type { Database } from '../sql/database-schema';
import { enqueueOutbox } from '../sql/outbox-entries';

// The withdrawal (Widerruf, § 152 VVG) on PostgreSQL, each inside the store's transaction
// (postgres-application-store.adapter.ts): the application's row locked, then its status, event
// and outbox entries together.

/** The application's row locked for the rest of the transaction, with its status. */
const lockedStatusOf = (trx: Transaction<Database>, reference: string) =>
  trx
    .selectFrom('applications')
    .select('status')
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();

/** ApplicationStorePort.withdraw's statements. */
export const withdrawIn = async (
  trx: Transaction<Database>,
  reference: string,
  at: string,
): Promise<boolean> => {
  const row = await lockedStatusOf(trx, reference);
  if (row === undefined || !isWithdrawableStatus(row.status)) return false;
  await trx
    .updateTable('applications')
    .set({ status: 'withdrawn', updated_at: at })
    .where('reference', '=', reference)
    .execute();
  await appendApplicationEvent(trx, reference, 'withdrawn', at);
  if (row.status === 'stored') {
    // Not handed over yet: it never will be, and the insurer has nothing to be told.
    await trx
      .updateTable('outbox')
      .set({ done: 1, last_error: 'withdrawn' })
      .where('kind', '=', 'handOver')
      .where('key', '=', reference)
      .where('done', '=', 0)
      .execute();
  } else {
    await enqueueOutbox(trx, { kind: 'withdrawalReport', key: reference, dueAt: at });
  }
  await enqueueOutbox(trx, { kind: 'withdrawalMail', key: reference, dueAt: at });
  return true;
};

/** ApplicationStorePort.confirmWithdrawal's statements. */
export const confirmWithdrawalIn = async (
  trx: Transaction<Database>,
  reference: string,
  at: string,
): Promise<void> => {
  const row = await lockedStatusOf(trx, reference);
  if (row?.status !== 'withdrawn') return;
  const confirmed = await trx
    .selectFrom('application_events')
    .select('seq')
    .where('reference', '=', reference)
    .where('kind', '=', 'withdrawalConfirmed')
    .executeTakeFirst();
  if (confirmed === undefined) {
    await appendApplicationEvent(trx, reference, 'withdrawalConfirmed', at);
  }
};
