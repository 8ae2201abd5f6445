import { type Kysely, type Migration, sql } from 'kysely';
import { APPLICATION_STATUS_CHECK_0013 } from './0013-application-acceptance.migration';
import { isPostgres } from './dialect-column-types';
import { rebuildSqliteCheck, replacePostgresCheck } from './replace-check';

const APPLICATION_STATUS_CHECK = `status in ('stored', 'handedOver', 'declined', 'failed', 'accepted', 'withdrawn')`;

/**
 * The customer's withdrawal (Widerruf, § 152 VVG): the application status `withdrawn`. Its
 * report to the insurer and its confirmation mail are entries of the one outbox (kinds
 * withdrawalReport and withdrawalMail), which needs no change.
 */
export const withdrawals0021: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (isPostgres(db)) {
      await replacePostgresCheck(
        db,
        'applications',
        'applications_status',
        APPLICATION_STATUS_CHECK,
      );
      return;
    }
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await rebuildSqliteCheck(
        db,
        'applications',
        APPLICATION_STATUS_CHECK_0013,
        APPLICATION_STATUS_CHECK,
        '0021',
      );
      const { rows } = await sql`pragma foreign_key_check`.execute(db);
      if (rows.length > 0) throw new Error('foreign keys broken by the rebuild');
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  },
  async down(): Promise<void> {
    // The wider check stays: an application once withdrawn must not break the table.
  },
};
