import type { DatabasePoolUse } from './metrics.port';

/** Whether the embedded database answers (GET /api/health, /api/ready) and its pool (/metrics). */
export interface HealthPort {
  databaseReachable(): Promise<boolean>;
  /** PostgreSQL's pool: connections open, idle and requests waiting; null on SQLite (no pool). */
  databasePool(): DatabasePoolUse | null;
}
export const HealthPort = Symbol.for('HealthPort');
