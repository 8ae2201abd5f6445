import type { HealthPort } from '../../ports/health.port';
import type { DatabasePoolUse } from '../../ports/metrics.port';

export class MemoryHealth implements HealthPort {
  constructor(
    public reachable = true,
    public pool: DatabasePoolUse | null = null,
  ) {}

  async databaseReachable(): Promise<boolean> {
    return this.reachable;
  }

  databasePool(): DatabasePoolUse | null {
    return this.pool;
  }
}
