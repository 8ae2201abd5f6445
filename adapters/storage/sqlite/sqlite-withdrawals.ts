import { isWithdrawableStatus } from '../../../domain/application/application-status';
import { INSERT_APPLICATION_EVENT } from '../sql/application-events';
import { outboxInstant } from '../sql/outbox-entries';
import type { SqliteDatabase } from './sqlite-database';

// The withdrawal (Widerruf, § 152 VVG) in SQLite, each run all or nothing by the store
// (sqlite-application-store.adapter.ts): the status, its event and the outbox entries together.

/** An entry of the one outbox unless one of its kind and key is there. */
export const INSERT_OUTBOX_ONCE = `insert into outbox (key, kind, attempts, next_attempt_at, done)
  values (?, ?, 0, ?, 0) on conflict (kind, key) do nothing`;

/** ApplicationStorePort.withdraw's statements. */
export const withdrawIn = (database: SqliteDatabase, reference: string, at: string): boolean => {
  const row = database
    .statement<[string], { status: string }>('select status from applications where reference = ?')
    .get(reference);
  if (row === undefined || !isWithdrawableStatus(row.status)) return false;
  database
    .statement<unknown[], never>(
      `update applications set status = 'withdrawn', updated_at = ? where reference = ?`,
    )
    .run(at, reference);
  database
    .statement<unknown[], never>(INSERT_APPLICATION_EVENT)
    .run(reference, 'withdrawn', at, reference);
  const due = outboxInstant(at);
  if (row.status === 'stored') {
    // Not handed over yet: it never will be, and the insurer has nothing to be told.
    database
      .statement<unknown[], never>(
        `update outbox set done = 1, last_error = 'withdrawn'
             where kind = 'handOver' and key = ? and done = 0`,
      )
      .run(reference);
  } else {
    database
      .statement<unknown[], never>(INSERT_OUTBOX_ONCE)
      .run(reference, 'withdrawalReport', due);
  }
  database.statement<unknown[], never>(INSERT_OUTBOX_ONCE).run(reference, 'withdrawalMail', due);
  return true;
};

/** ApplicationStorePort.confirmWithdrawal's statements. */
export const confirmWithdrawalIn = (
  database: SqliteDatabase,
  reference: string,
  at: string,
): void => {
  const confirmed = database
    .statement<[string], { n: number }>(
      `select count(*) as n from applications a
           where a.reference = ? and a.status = 'withdrawn' and not exists (
             select 1 from application_events e
             where e.reference = a.reference and e.kind = 'withdrawalConfirmed')`,
    )
    .get(reference);
  if ((confirmed?.n ?? 0) === 0) return;
  database
    .statement<unknown[], never>(INSERT_APPLICATION_EVENT)
    .run(reference, 'withdrawalConfirmed', at, reference);
};
