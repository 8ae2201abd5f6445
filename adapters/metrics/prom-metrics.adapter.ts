import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { Temporal } from 'temporal-polyfill';
import { OUTBOX_KINDS } from '../../domain/outbox/outbox-kind';
import type {
  DatabasePoolUse,
  MetricsPort,
  OutboxBacklog,
  RenderSide,
} from '../../ports/metrics.port';

/** Every metric's name starts so (README "Operations" lists them). */
export const METRIC_PREFIX = 'rk_';

/** Seconds: 5 ms to 10 s, the range of an API answer, a page render and a comparison. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PromMetricsOptions {
  /**
   * prom-client's default process metrics (event-loop lag, heap, GC, CPU, handles) under the same
   * prefix. The real server only: each registry starts its own event-loop and GC observers.
   */
  readonly processMetrics?: boolean;
}

/**
 * The MetricsPort on prom-client, each instance with a registry of its own (never the global one,
 * so two servers in one process keep their counts apart).
 */
export class PromMetrics implements MetricsPort {
  private readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'method' | 'status'>;
  private readonly requestSeconds: Histogram<'route' | 'method'>;
  private readonly renderSeconds: Histogram<'side'>;
  private readonly comparisonSeconds: Histogram;
  private readonly handOvers: Counter<'outcome'>;
  private readonly loginFailures: Counter;
  private readonly rateLimited: Counter<'route'>;
  private readonly outboxPending: Gauge<'kind'>;
  private readonly outboxOldestDue: Gauge<'kind'>;
  private readonly pool: Gauge<'state'>;

  constructor(options: PromMetricsOptions = {}) {
    const registers = [this.registry];
    const p = METRIC_PREFIX;
    this.requests = new Counter({
      name: `${p}http_requests_total`,
      help: 'Answered requests by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: `${p}http_request_duration_seconds`,
      help: 'Time to answer a request, by route pattern and method',
      labelNames: ['route', 'method'],
      buckets: SECONDS_BUCKETS,
      registers,
    });
    this.renderSeconds = new Histogram({
      name: `${p}ssr_render_duration_seconds`,
      help: 'Server-side page render time, on the main thread or in a render worker',
      labelNames: ['side'],
      buckets: SECONDS_BUCKETS,
      registers,
    });
    this.comparisonSeconds = new Histogram({
      name: `${p}comparison_duration_seconds`,
      help: 'Time to compute one tariff comparison',
      buckets: SECONDS_BUCKETS,
      registers,
    });
    this.handOvers = new Counter({
      name: `${p}insurer_hand_overs_total`,
      help: 'Hand-over attempts of applications to the insurer, by outcome (ok, failed)',
      labelNames: ['outcome'],
      registers,
    });
    this.loginFailures = new Counter({
      name: `${p}login_failures_total`,
      help: 'Refused logins (wrong credentials, refused login callbacks)',
      registers,
    });
    this.rateLimited = new Counter({
      name: `${p}rate_limit_refusals_total`,
      help: 'Requests refused with 429 (too many attempts), by route pattern',
      labelNames: ['route'],
      registers,
    });
    this.outboxPending = new Gauge({
      name: `${p}outbox_pending`,
      help: 'Outbox entries not yet done, by kind',
      labelNames: ['kind'],
      registers,
    });
    this.outboxOldestDue = new Gauge({
      name: `${p}outbox_oldest_due_age_seconds`,
      help: 'How long the oldest waiting outbox entry has been due (0: none overdue), by kind',
      labelNames: ['kind'],
      registers,
    });
    this.pool = new Gauge({
      name: `${p}database_pool_connections`,
      help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on SQLite',
      labelNames: ['state'],
      registers,
    });
    if (options.processMetrics === true) {
      collectDefaultMetrics({ register: this.registry, prefix: p });
    }
  }

  request(route: string, method: string, status: number, seconds: number): void {
    this.requests.inc({ route, method, status: String(status) });
    this.requestSeconds.observe({ route, method }, seconds);
  }

  render(side: RenderSide, seconds: number): void {
    this.renderSeconds.observe({ side }, seconds);
  }

  comparison(seconds: number): void {
    this.comparisonSeconds.observe(seconds);
  }

  handOver(failed: boolean): void {
    this.handOvers.inc({ outcome: failed ? 'failed' : 'ok' });
  }

  loginFailure(): void {
    this.loginFailures.inc();
  }

  rateLimitRefusal(route: string): void {
    this.rateLimited.inc({ route });
  }

  outboxBacklog(rows: readonly OutboxBacklog[], now: string): void {
    const at = Temporal.Instant.from(now).epochMilliseconds;
    // Every kind reported, 0 when nothing waits: an alert on the series never sees it vanish.
    for (const kind of OUTBOX_KINDS) {
      const row = rows.find((r) => r.kind === kind);
      this.outboxPending.set({ kind }, row?.pending ?? 0);
      const overdueMs =
        row === undefined ? 0 : at - Temporal.Instant.from(row.oldestDueAt).epochMilliseconds;
      this.outboxOldestDue.set({ kind }, Math.max(0, overdueMs) / 1000);
    }
  }

  databasePool(use: DatabasePoolUse | null): void {
    if (use === null) return;
    this.pool.set({ state: 'total' }, use.total);
    this.pool.set({ state: 'idle' }, use.idle);
    this.pool.set({ state: 'waiting' }, use.waiting);
  }

  async exposition(): Promise<{ readonly contentType: string; readonly text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
