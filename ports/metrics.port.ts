import type { OutboxKind } from '../domain/outbox/outbox-kind';

/** Where a page was rendered: on the main thread or in a render worker. */
export type RenderSide = 'main' | 'worker';

/** What is waiting in the outbox of one kind (OutboxPort.backlog). */
export interface OutboxBacklog {
  readonly kind: OutboxKind;
  /** Entries not yet done. */
  readonly pending: number;
  /** ISO instant the oldest of them is (or was) due at. */
  readonly oldestDueAt: string;
}

/** The database connections in use (PostgreSQL's pool); SQLite has none to report. */
export interface DatabasePoolUse {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/**
 * What the portal counts and times for the operator (GET /metrics, README "Operations"). The
 * callers hand in plain values; a route is always a route pattern, never a requested address.
 */
export interface MetricsPort {
  /** One answered request: its route pattern ('unmatched' when none), method, status, seconds. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** One page rendered, where and how long. */
  render(side: RenderSide, seconds: number): void;
  /** One comparison computed. */
  comparison(seconds: number): void;
  /** One hand-over attempt to the insurer; `failed` when it did not arrive. */
  handOver(failed: boolean): void;
  /** One refused login (wrong password, unknown account, wrong code). */
  loginFailure(): void;
  /** One request refused for too many attempts (429), by route pattern. */
  rateLimitRefusal(route: string): void;
  /** The outbox as it stands now, at `now` (ISO); kinds not listed have nothing waiting. */
  outboxBacklog(rows: readonly OutboxBacklog[], now: string): void;
  /** The database pool as it stands now; null: the embedded database (no pool). */
  databasePool(use: DatabasePoolUse | null): void;
  /** Everything in the Prometheus text format. */
  exposition(): Promise<{ readonly contentType: string; readonly text: string }>;
}
export const MetricsPort = Symbol.for('MetricsPort');
