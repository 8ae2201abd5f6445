import type {
  DatabasePoolUse,
  MetricsPort,
  OutboxBacklog,
  RenderSide,
} from '../../ports/metrics.port';

/** The metrics as plain lists and counts (tests read what was recorded). */
export class MemoryMetrics implements MetricsPort {
  readonly requests: { route: string; method: string; status: number; seconds: number }[] = [];
  readonly renders: { side: RenderSide; seconds: number }[] = [];
  readonly comparisons: number[] = [];
  handOvers = { ok: 0, failed: 0 };
  loginFailures = 0;
  readonly rateLimited: string[] = [];
  backlog: readonly OutboxBacklog[] = [];
  pool: DatabasePoolUse | null = null;

  request(route: string, method: string, status: number, seconds: number): void {
    this.requests.push({ route, method, status, seconds });
  }

  render(side: RenderSide, seconds: number): void {
    this.renders.push({ side, seconds });
  }

  comparison(seconds: number): void {
    this.comparisons.push(seconds);
  }

  handOver(failed: boolean): void {
    if (failed) this.handOvers.failed += 1;
    else this.handOvers.ok += 1;
  }

  loginFailure(): void {
    this.loginFailures += 1;
  }

  rateLimitRefusal(route: string): void {
    this.rateLimited.push(route);
  }

  outboxBacklog(rows: readonly OutboxBacklog[]): void {
    this.backlog = rows;
  }

  databasePool(use: DatabasePoolUse | null): void {
    this.pool = use;
  }

  async exposition(): Promise<{ readonly contentType: string; readonly text: string }> {
    const lines = [
      `requests ${this.requests.length}`,
      `renders ${this.renders.length}`,
      `comparisons ${this.comparisons.length}`,
      `hand_overs_ok ${this.handOvers.ok}`,
      `hand_overs_failed ${this.handOvers.failed}`,
      `login_failures ${this.loginFailures}`,
      `rate_limit_refusals ${this.rateLimited.length}`,
    ];
    return { contentType: 'text/plain; charset=utf-8', text: `${lines.join('\n')}\n` };
  }
}
