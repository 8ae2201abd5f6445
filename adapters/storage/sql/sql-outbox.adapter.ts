import { decorate, inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { isOutboxKind, type OutboxKind } from '../../../domain/outbox/outbox-kind';
import type { OutboxBacklog } from '../../../ports/metrics.port';
import type { OutboxItem, OutboxPort } from '../../../ports/outbox.port';
import { instantColumn, instantValue } from './instant-before';
import { isPostgres } from './migrations/dialect-column-types';
import { enqueueOutbox, outboxInstant } from './outbox-entries';
import { SqlDatabase } from './sql-database';

/**
 * How long a claimed entry belongs to the worker that claimed it (PostgreSQL). A worker that
 * dies mid-attempt leaves it to another one after this; a finished attempt sets the next due time.
 */
const CLAIM_LEASE = Temporal.Duration.from({ minutes: 5 });

interface DueRow {
  readonly id: number | string;
  readonly kind: string;
  readonly key: string;
  readonly attempts: number | string;
  readonly due_at: string;
}

const itemsOf = (rows: readonly DueRow[]): OutboxItem[] =>
  rows.flatMap((row) =>
    isOutboxKind(row.kind)
      ? [
          {
            id: Number(row.id),
            kind: row.kind,
            key: row.key,
            attempts: Number(row.attempts),
            dueAt: row.due_at,
          },
        ]
      : [],
  );

const byDue = (a: OutboxItem, b: OutboxItem): number =>
  Temporal.Instant.compare(a.dueAt, b.dueAt) || a.id - b.id;

/**
 * The one `outbox` table (migration 0016) as the worker sees it. Portable Kysely; on PostgreSQL,
 * where several servers share the database, `claimDue` claims with `FOR UPDATE SKIP LOCKED` and
 * moves the claimed entries behind a lease in the same statement. On SQLite the one server holds
 * the database alone (exclusive lock), so reading the due entries is claiming them.
 */
@injectable()
export class SqlOutbox implements OutboxPort {
  constructor(private readonly database: SqlDatabase) {}

  async enqueue(
    entry: { readonly kind: OutboxKind; readonly key: string; readonly dueAt: string },
    reopen = false,
  ): Promise<void> {
    await enqueueOutbox(this.database.db, entry, reopen);
  }

  async claimDue(
    kinds: readonly OutboxKind[],
    now: string,
    limit: number,
  ): Promise<readonly OutboxItem[]> {
    if (kinds.length === 0) return [];
    const db = this.database.db;
    const due = outboxInstant(now);
    if (isPostgres(db)) {
      const lease = Temporal.Instant.from(due)
        .add(CLAIM_LEASE)
        .toString({ fractionalSecondDigits: 3 });
      const result = await sql<DueRow>`
        with due as (
          select id, next_attempt_at as due_at from outbox
          where done = 0 and kind in (${sql.join(kinds)})
            and next_attempt_at::timestamptz <= (${due})::timestamptz
          order by next_attempt_at::timestamptz, id
          limit ${limit}
          for update skip locked
        )
        update outbox as o set next_attempt_at = ${lease}
        from due where o.id = due.id
        returning o.id, o.kind, o.key, o.attempts, due.due_at`.execute(db);
      return itemsOf(result.rows).sort(byDue);
    }
    // One look per kind, each a seek in outbox_kind_due (migration 0023): with `kind in (…)`
    // SQLite walks every pending entry of any kind in due order (the applications' thousands
    // after a burst) to find the few of these kinds.
    const perKind = await Promise.all(
      kinds.map((kind) =>
        db
          .selectFrom('outbox')
          .select(['id', 'kind', 'key', 'attempts', 'next_attempt_at as due_at'])
          .where('done', '=', 0)
          .where('kind', '=', kind)
          .where(instantColumn(db, 'next_attempt_at'), '<=', instantValue(db, due))
          .orderBy(instantColumn(db, 'next_attempt_at'))
          .orderBy('id')
          .limit(limit)
          .execute(),
      ),
    );
    return itemsOf(perKind.flat()).sort(byDue).slice(0, limit);
  }

  async retry(item: OutboxItem, nextAttemptAt: string, error: string): Promise<void> {
    await this.database.db
      .updateTable('outbox')
      .set({
        attempts: item.attempts + 1,
        next_attempt_at: outboxInstant(nextAttemptAt),
        last_error: error,
      })
      .where('id', '=', item.id)
      .where('done', '=', 0)
      .execute();
  }

  async finish(item: OutboxItem, error: string | null): Promise<void> {
    await this.database.db
      .updateTable('outbox')
      .set({ attempts: item.attempts + 1, last_error: error, done: 1 })
      .where('id', '=', item.id)
      .execute();
  }

  async pendingKeys(kind: OutboxKind): Promise<readonly string[]> {
    const db = this.database.db;
    const rows = await db
      .selectFrom('outbox')
      .select('key')
      .where('kind', '=', kind)
      .where('done', '=', 0)
      .orderBy(instantColumn(db, 'next_attempt_at'))
      .orderBy('id')
      .execute();
    return rows.map((row) => row.key);
  }

  async backlog(): Promise<readonly OutboxBacklog[]> {
    const db = this.database.db;
    // The instants are written in one ISO form (outboxInstant), so their text sorts as time;
    // PostgreSQL compares in the C collation, whose order is the bytes'.
    const oldest = isPostgres(db)
      ? sql<string>`min(next_attempt_at collate "C")`
      : sql<string>`min(next_attempt_at)`;
    const rows = await db
      .selectFrom('outbox')
      .select([
        'kind',
        (eb) => eb.fn.countAll<number | string>().as('pending'),
        oldest.as('oldest'),
      ])
      .where('done', '=', 0)
      .groupBy('kind')
      .execute();
    return rows.flatMap((row) =>
      isOutboxKind(row.kind)
        ? [{ kind: row.kind, pending: Number(row.pending), oldestDueAt: row.oldest }]
        : [],
    );
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlOutbox, 0);
