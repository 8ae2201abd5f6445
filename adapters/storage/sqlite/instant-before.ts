import { type Kysely, type RawBuilder, sql } from 'kysely';
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
