/** Whether the embedded database answers (GET /api/health). */
export interface HealthPort {
  databaseReachable(): Promise<boolean>;
}
export const HealthPort = Symbol.for('HealthPort');
