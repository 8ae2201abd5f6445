import { decorate, inject, injectable } from 'inversify';
import type { Attempt, AttemptCounterPort } from '../../../ports/attempt-counter.port';
import { SqlDatabase } from './sql-database';

/**
 * The login service's attempt counters in the database (SQLite or PostgreSQL), one row per
 * attempt: every server on the same database sees every other's attempts.
 */
@injectable()
export class SqlAttemptCounter implements AttemptCounterPort {
  constructor(private readonly database: SqlDatabase) {}

  async record(attempt: Attempt): Promise<void> {
    await this.database.db
      .insertInto('login_attempts')
      .values({ scope: attempt.scope, key: attempt.key, attempted_at_ms: attempt.atMs })
      .execute();
  }

  async recentAttempts(
    scope: string,
    key: string,
    sinceMs: number,
    limit: number,
  ): Promise<readonly number[]> {
    const rows = await this.database.db
      .selectFrom('login_attempts')
      .select('attempted_at_ms')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('attempted_at_ms', '>', sinceMs)
      .orderBy('attempted_at_ms', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.attempted_at_ms));
  }

  async reset(scope: string, key: string): Promise<void> {
    await this.database.db
      .deleteFrom('login_attempts')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }

  async forgetUntil(scope: string, untilMs: number): Promise<number> {
    const result = await this.database.db
      .deleteFrom('login_attempts')
      .where('scope', '=', scope)
      .where('attempted_at_ms', '<=', untilMs)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlAttemptCounter, 0);
