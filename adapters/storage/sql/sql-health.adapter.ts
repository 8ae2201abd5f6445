import { decorate, inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { HealthPort } from '../../../ports/health.port';
import type { DatabasePoolUse } from '../../../ports/metrics.port';
import { SqlDatabase } from './sql-database';

/** GET /api/health and /api/ready: the database answers `select 1`; /metrics: its pool. */
@injectable()
export class SqlHealth implements HealthPort {
  constructor(private readonly database: SqlDatabase) {}

  async databaseReachable(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.database.db);
      return true;
    } catch {
      // A closed or broken database is exactly what the health check reports.
      return false;
    }
  }

  databasePool(): DatabasePoolUse | null {
    return this.database.poolUse?.() ?? null;
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlHealth, 0);
