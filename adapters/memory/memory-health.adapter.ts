import type { HealthPort } from '../../ports/health.port';

export class MemoryHealth implements HealthPort {
  constructor(public reachable = true) {}

  async databaseReachable(): Promise<boolean> {
    return this.reachable;
  }
}
