import type { Kysely } from 'kysely';
import {
  isLifecycleEventKind,
  type LifecycleEvent,
  type LifecycleEventKind,
} from '../../../domain/application/application-lifecycle';
import type { Database } from './database-schema';
import { isPostgres } from './migrations/dialect-column-types';

// The application's events (migration 0020), the same on SQLite and PostgreSQL: appended by the
// stores inside the transaction of the change they record, read oldest first.

/** The SQLite group commit's statement: the next number of the application, its kind, its time. */
export const INSERT_APPLICATION_EVENT = `insert into application_events (reference, seq, kind, at)
  select ?, coalesce(max(seq), 0) + 1, ?, ? from application_events where reference = ?`;

/** Appends one event to the application's history (inside the caller's transaction). */
export const appendApplicationEvent = async (
  db: Kysely<Database>,
  reference: string,
  kind: LifecycleEventKind,
  at: string,
): Promise<void> => {
  // PostgreSQL: two servers appending to one application wait for each other (its row lock),
  // so they never take the same number. SQLite writes one transaction at a time anyway.
  if (isPostgres(db)) {
    await db
      .selectFrom('applications')
      .select('reference')
      .where('reference', '=', reference)
      .forUpdate()
      .execute();
  }
  const last = await db
    .selectFrom('application_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('reference', '=', reference)
    .executeTakeFirst();
  await db
    .insertInto('application_events')
    .values({ reference, seq: Number(last?.seq ?? 0) + 1, kind, at })
    .execute();
};

/** The application's events, oldest first; a kind this code does not know is left out. */
export const applicationHistory = async (
  db: Kysely<Database>,
  reference: string,
): Promise<readonly LifecycleEvent[]> => {
  const rows = await db
    .selectFrom('application_events')
    .select(['kind', 'at'])
    .where('reference', '=', reference)
    .orderBy('seq')
    .execute();
  return rows.flatMap((row) =>
    isLifecycleEventKind(row.kind) ? [{ kind: row.kind, at: row.at }] : [],
  );
};
