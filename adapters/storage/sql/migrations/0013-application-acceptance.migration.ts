import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect-column-types';

const APPLICATION_STATUS_CHECK_0003 = `status in ('stored', 'handedOver', 'declined', 'failed')`;
const APPLICATION_STATUS_CHECK = `status in ('stored', 'handedOver', 'declined', 'failed', 'accepted')`;
const IDENTIFICATION_STATUS_CHECK_0010 = `status in ('open', 'chosen', 'inProgress', 'done', 'declined')`;
const IDENTIFICATION_STATUS_CHECK = `status in ('open', 'chosen', 'inProgress', 'inReview', 'done', 'declined')`;

/**
 * SQLite cannot change a table's check, so the table is built anew from its own `create` text
 * with the check replaced, its rows copied and its indexes made again. Foreign keys are off
 * meanwhile: dropping the old `applications` would otherwise delete its outbox, documents and
 * points, and the other tables' references find the rebuilt table by its name afterwards.
 * The migrator runs SQLite migrations outside a transaction, where the pragma takes effect.
 */
const rebuildSqliteCheck = async (
  db: Kysely<unknown>,
  table: string,
  from: string,
  to: string,
): Promise<void> => {
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = rows.find((row) => row.type === 'table')?.sql;
  if (create === undefined || !create.includes(from)) {
    throw new Error(`${table}: the check to replace was not found`);
  }
  const rebuilt = `${table}_0013`;
  await sql.raw(create.replace(`"${table}"`, `"${rebuilt}"`).replace(from, to)).execute(db);
  await sql`insert into ${sql.table(rebuilt)} select * from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(rebuilt)} rename to ${sql.table(table)}`.execute(db);
  for (const index of rows.filter((row) => row.type === 'index')) {
    await sql.raw(index.sql).execute(db);
  }
};

const replacePostgresCheck = async (
  db: Kysely<unknown>,
  table: string,
  constraint: string,
  to: string,
): Promise<void> => {
  await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraint)}`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraint)} check (${sql.raw(to)})`.execute(
    db,
  );
};

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
        APPLICATION_STATUS_CHECK,
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
        APPLICATION_STATUS_CHECK,
      );
      await rebuildSqliteCheck(
        db,
        'application_identifications',
        IDENTIFICATION_STATUS_CHECK_0010,
        IDENTIFICATION_STATUS_CHECK,
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
