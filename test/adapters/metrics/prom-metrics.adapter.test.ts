import { describe, expect, it } from 'vitest';
import { PromMetrics } from '../../../adapters/metrics/prom-metrics.adapter';

/** The value of one sample line `name{labels} value` of the text, or undefined. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('PromMetrics', () => {
  it('counts and times requests by route pattern, method and status', async () => {
    const metrics = new PromMetrics();
    metrics.request('/api/applications/:reference', 'GET', 200, 0.02);
    metrics.request('/api/applications/:reference', 'GET', 200, 0.03);
    metrics.request('unmatched', 'GET', 404, 0.001);
    const { contentType, text } = await metrics.exposition();
    expect(contentType).toContain('text/plain');
    expect(
      sample(
        text,
        'rk_http_requests_total{route="/api/applications/:reference",method="GET",status="200"}',
      ),
    ).toBe(2);
    expect(
      sample(text, 'rk_http_request_duration_seconds_count{route="unmatched",method="GET"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'rk_http_request_duration_seconds_bucket{le="0.025",route="/api/applications/:reference",method="GET"}',
      ),
    ).toBe(1);
  });

  it('keeps renders by side, comparisons, hand-overs, login failures and 429s', async () => {
    const metrics = new PromMetrics();
    metrics.render('main', 0.01);
    metrics.render('worker', 0.02);
    metrics.render('worker', 0.03);
    metrics.comparison(0.2);
    metrics.handOver(false);
    metrics.handOver(true);
    metrics.handOver(true);
    metrics.loginFailure();
    metrics.rateLimitRefusal('/login/auth/login');
    const { text } = await metrics.exposition();
    expect(sample(text, 'rk_ssr_render_duration_seconds_count{side="main"}')).toBe(1);
    expect(sample(text, 'rk_ssr_render_duration_seconds_count{side="worker"}')).toBe(2);
    expect(sample(text, 'rk_comparison_duration_seconds_sum')).toBeCloseTo(0.2);
    expect(sample(text, 'rk_insurer_hand_overs_total{outcome="ok"}')).toBe(1);
    expect(sample(text, 'rk_insurer_hand_overs_total{outcome="failed"}')).toBe(2);
    expect(sample(text, 'rk_login_failures_total')).toBe(1);
    expect(sample(text, 'rk_rate_limit_refusals_total{route="/login/auth/login"}')).toBe(1);
  });

  it('reports every outbox kind, 0 where nothing waits, and how long the oldest has been due', async () => {
    const metrics = new PromMetrics();
    metrics.outboxBacklog(
      [
        { kind: 'handOver', pending: 3, oldestDueAt: '2026-11-29T09:00:00Z' },
        { kind: 'identificationSms', pending: 1, oldestDueAt: '2026-11-29T12:00:00Z' },
      ],
      '2026-11-29T10:00:30Z',
    );
    const { text } = await metrics.exposition();
    expect(sample(text, 'rk_outbox_pending{kind="handOver"}')).toBe(3);
    expect(sample(text, 'rk_outbox_oldest_due_age_seconds{kind="handOver"}')).toBe(3630);
    // Due only later: not overdue.
    expect(sample(text, 'rk_outbox_oldest_due_age_seconds{kind="identificationSms"}')).toBe(0);
    expect(sample(text, 'rk_outbox_pending{kind="confirmationMail"}')).toBe(0);
    // Emptied: the series stays, at 0.
    metrics.outboxBacklog([], '2026-11-29T10:01:00Z');
    const later = (await metrics.exposition()).text;
    expect(sample(later, 'rk_outbox_pending{kind="handOver"}')).toBe(0);
  });

  it('reports the PostgreSQL pool, and no pool series for SQLite', async () => {
    const sqlite = new PromMetrics();
    sqlite.databasePool(null);
    expect((await sqlite.exposition()).text).not.toContain('rk_database_pool_connections{');
    const postgres = new PromMetrics();
    postgres.databasePool({ total: 8, idle: 5, waiting: 2 });
    const { text } = await postgres.exposition();
    expect(sample(text, 'rk_database_pool_connections{state="total"}')).toBe(8);
    expect(sample(text, 'rk_database_pool_connections{state="idle"}')).toBe(5);
    expect(sample(text, 'rk_database_pool_connections{state="waiting"}')).toBe(2);
  });

  it('keeps two instances apart and adds the process metrics only when asked', async () => {
    const one = new PromMetrics();
    const two = new PromMetrics({ processMetrics: true });
    one.loginFailure();
    const oneText = (await one.exposition()).text;
    const twoText = (await two.exposition()).text;
    expect(sample(oneText, 'rk_login_failures_total')).toBe(1);
    expect(sample(twoText, 'rk_login_failures_total')).toBe(0);
    expect(oneText).not.toContain('rk_nodejs_eventloop_lag_seconds');
    expect(twoText).toContain('rk_nodejs_eventloop_lag_seconds');
    expect(twoText).toContain('rk_nodejs_heap_size_used_bytes');
  });
});
