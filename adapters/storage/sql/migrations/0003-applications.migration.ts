import { type Kysely, type Migration, sql } from 'kysely';
import { columnTypesOf } from './dialect-column-types';

/**
 * Submitted applications with their outbox (hand-over to the insurer, confirmation mail), their
 * generated documents and the points credited for them. The owner key ('a:' account id or 'v:'
 * visitor id) with the idempotency key is unique: a double submit stores one application.
 */
export const applications0003: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const types = columnTypesOf(db);
    await db.schema
      .createTable('applications')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('owner_key', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('visitor_id', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('choice', 'text', (c) => c.notNull())
      .addColumn('consents', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('applications_owner_idempotency', ['owner_key', 'idempotency_key'])
      .addCheckConstraint(
        'applications_status',
        sql`status in ('stored', 'handedOver', 'declined', 'failed')`,
      )
      .addCheckConstraint('applications_form_json', types.jsonCheck('form'))
      .execute();
    await db.schema
      .createIndex('applications_submitted_at')
      .on('applications')
      .column('submitted_at')
      .execute();
    await db.schema
      .createTable('application_outbox')
      .addColumn('id', types.autoId, (c) =>
        types.autoId === 'serial' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('reference', 'text', (c) =>
        c.notNull().references('applications.reference').onDelete('cascade'),
      )
      .addColumn('task', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('application_outbox_task', ['reference', 'task'])
      .addCheckConstraint('application_outbox_done', sql`done in (0, 1)`)
      .execute();
    await db.schema
      .createIndex('application_outbox_due')
      .on('application_outbox')
      .columns(['done', 'next_attempt_at'])
      .execute();
    await db.schema
      .createTable('application_documents')
      .addColumn('reference', 'text', (c) =>
        c.notNull().references('applications.reference').onDelete('cascade'),
      )
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('bytes', types.bytes, (c) => c.notNull())
      .addPrimaryKeyConstraint('application_documents_pk', ['reference', 'id'])
      .execute();
    await db.schema
      .createTable('points_credits')
      .addColumn('reference', 'text', (c) =>
        c.primaryKey().references('applications.reference').onDelete('cascade'),
      )
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('credited_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'points_credits',
      'application_documents',
      'application_outbox',
      'applications',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
