import { type Kysely, type Migration, sql } from 'kysely';
import { columnTypesOf } from './dialect-column-types';

/**
 * The one outbox of everything told later (domain/outbox/outbox-kind.ts): one row per kind and
 * key (an application's reference, a request's id), so enqueuing twice is one entry. The
 * applications' hand-over and confirmation-mail entries move over as they are (attempts, due
 * time, last error, done), and their old table goes.
 */
export const oneOutbox0016: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const types = columnTypesOf(db);
    await db.schema
      .createTable('outbox')
      .addColumn('id', types.autoId, (c) =>
        types.autoId === 'serial' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('outbox_kind_key', ['kind', 'key'])
      .addCheckConstraint('outbox_done', sql`done in (0, 1)`)
      .execute();
    await db.schema
      .createIndex('outbox_due')
      .on('outbox')
      .columns(['done', 'next_attempt_at'])
      .execute();
    await sql`insert into outbox (kind, key, attempts, next_attempt_at, last_error, done)
      select task, reference, attempts, next_attempt_at, last_error, done
      from application_outbox order by id`.execute(db);
    await db.schema.dropTable('application_outbox').execute();
  },
  async down(): Promise<void> {
    throw new Error('0016_one_outbox cannot be undone: the application outbox table is gone');
  },
};
