import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * The few column types and checks that differ between SQLite and PostgreSQL, so that one list of
 * migrations builds the same schema on both. SQLite gets exactly what it had before PostgreSQL
 * came, so databases migrated before stay as they are.
 */
export interface DialectColumnTypes {
  /** An integer id the database numbers itself: `integer … autoincrement` or `serial`. */
  readonly autoId: 'integer' | 'serial';
  /** Raw bytes: `blob` or `bytea`. */
  readonly bytes: 'blob' | 'bytea';
  /** A check that the text column holds valid JSON. */
  jsonCheck(column: string): Expression<unknown>;
}

export const isPostgres = <DB>(db: Kysely<DB>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

const sqliteJson = (column: string): RawBuilder<unknown> => sql`json_valid(${sql.ref(column)})`;
// A cast of invalid JSON fails the insert, as the SQLite check does.
const postgresJson = (column: string): RawBuilder<unknown> =>
  sql`(${sql.ref(column)})::jsonb is not null`;

export const columnTypesOf = <DB>(db: Kysely<DB>): DialectColumnTypes =>
  isPostgres(db)
    ? { autoId: 'serial', bytes: 'bytea', jsonCheck: postgresJson }
    : { autoId: 'integer', bytes: 'blob', jsonCheck: sqliteJson };
