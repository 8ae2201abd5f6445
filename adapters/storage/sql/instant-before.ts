import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from './migrations/dialect-column-types';

/**
 * `column < instant` as instants, not strings ('…00Z' and '…00.5Z' sort wrongly as text): the
 * columns hold ISO text on both databases, so each compares them with its own date function.
 */
export const instantBefore = <DB>(
  db: Kysely<DB>,
  column: string,
  instant: string,
): RawBuilder<boolean> =>
  isPostgres(db)
    ? sql<boolean>`(${sql.ref(column)})::timestamptz < (${instant})::timestamptz`
    : sql<boolean>`julianday(${sql.ref(column)}) < julianday(${instant})`;

/**
 * A column of ISO instants as the database orders them: SQLite sorts the ISO text of one format
 * as it is (and uses its index); PostgreSQL's collation may not sort ISO text, so it casts.
 */
export const instantColumn = <DB>(db: Kysely<DB>, column: string): Expression<string> =>
  isPostgres(db) ? sql<string>`(${sql.ref(column)})::timestamptz` : sql.ref<string>(column);

/** An ISO instant to compare with `instantColumn`. */
export const instantValue = <DB>(db: Kysely<DB>, instant: string): Expression<string> =>
  isPostgres(db) ? sql<string>`(${instant})::timestamptz` : sql.val(instant);
