import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database-schema';

/**
 * What the portable adapters need: the query builder on SQLite or PostgreSQL. The adapters that
 * take only this run unchanged on both (adapters/storage/storage.module.ts binds them to either).
 */
export interface SqlDatabase {
  readonly db: Kysely<Database>;
  /**
   * Runs `work` in one transaction: the one way a portable adapter writes several statements
   * together (a record and its outbox entry). On SQLite it runs alone, the group commit's writes
   * of other requests wait for it (a transaction open across awaits must never take in a
   * foreign statement); on PostgreSQL it is a transaction on one pooled connection.
   */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** PostgreSQL's pool as it stands (GET /metrics); absent on SQLite, which has no pool. */
  poolUse?(): { readonly total: number; readonly idle: number; readonly waiting: number };
}

/**
 * The inversify token of the open database, whichever the dialect, that the portable adapters
 * share; the SQLite- and PostgreSQL-only adapters take SqliteDatabase or PostgresDatabase.
 */
export const SqlDatabase = Symbol.for('SqlDatabase');
