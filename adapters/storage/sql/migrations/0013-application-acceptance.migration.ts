import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect-column-types';
import { rebuildSqliteCheck, replacePostgresCheck } from './replace-check';

const APPLICATION_STATUS_CHECK_0003 = `status in ('stored', 'handedOver', 'declined', 'failed')`;
export const APPLICATION_STATUS_CHECK_0013 = `status in ('stored', 'handedOver', 'declined', 'failed', 'accepted')`;
const IDENTIFICATION_STATUS_CHECK_0010 = `status in ('open', 'chosen', 'inProgress', 'done', 'declined')`;
const IDENTIFICATION_STATUS_CHECK = `status in ('open', 'chosen', 'inProgress', 'inReview', 'done', 'declined')`;

/**
 * The insurer's acceptance (GwG § 10: once the customer is identified): the application status
 * `accepted`, the identification state `inReview` (an ID copy the insurer checks) and when the
 * insurer was told of an identification (`reported_at`, null while not yet).
 */
export const applicationAcceptance0013: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('application_identifications')
      .addColumn('reported_at', 'text')
      .execute();
    if (isPostgres(db)) {
      await replacePostgresCheck(
        db,
        'applications',
        'applications_status',
        APPLICATION_STATUS_CHECK_0013,
      );
      await replacePostgresCheck(
        db,
        'application_identifications',
        'application_identifications_status',
        IDENTIFICATION_STATUS_CHECK,
      );
      return;
    }
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await rebuildSqliteCheck(
        db,
        'applications',
        APPLICATION_STATUS_CHECK_0003,
        APPLICATION_STATUS_CHECK_0013,
        '0013',
      );
      await rebuildSqliteCheck(
        db,
        'application_identifications',
        IDENTIFICATION_STATUS_CHECK_0010,
        IDENTIFICATION_STATUS_CHECK,
        '0013',
      );
      const { rows } = await sql`pragma foreign_key_check`.execute(db);
      if (rows.length > 0) throw new Error('foreign keys broken by the rebuild');
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('application_identifications').dropColumn('reported_at').execute();
  },
};
