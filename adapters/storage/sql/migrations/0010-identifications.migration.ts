import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The identification of each application (GwG, § 10 ff.): its status and chosen type, and the
 * one-time tokens of the identification service's redirects already used (replays are refused).
 * An application without a row has its identification open.
 */
export const identifications0010: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('application_identifications')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('type', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'application_identifications_status',
        sql`status in ('open', 'chosen', 'inProgress', 'done', 'declined')`,
      )
      .execute();
    await db.schema
      .createTable('identification_tokens')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('used_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('identification_tokens').ifExists().execute();
    await db.schema.dropTable('application_identifications').ifExists().execute();
  },
};
