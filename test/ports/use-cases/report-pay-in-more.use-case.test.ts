import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryAccountStore } from '../../../adapters/memory/memory-account-store.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryPayInMoreStore } from '../../../adapters/memory/memory-pay-in-more-store.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import type {
  AdjustmentReportAnswer,
  IdentificationReportAnswer,
  InsurerAnswer,
  InsurerGatewayPort,
  PayInMoreReport,
} from '../../../ports/insurer-gateway.port';
import { makeProcessApplicationOutbox } from '../../../ports/use-cases/process-application-outbox.use-case';
import { samplePayInMoreRequest } from '../../fixtures/pay-in-more/sample-pay-in-more-request';

// The outbox's pay-in-more step alone: no application is due, so only the reports run.

const request = samplePayInMoreRequest;

/** An insurer that answers the pay-in-more reports as told and records what it got. */
class ScriptedInsurer implements InsurerGatewayPort {
  readonly reports: PayInMoreReport[] = [];
  constructor(public answer: AdjustmentReportAnswer) {}
  async handOver(): Promise<InsurerAnswer> {
    return { kind: 'unavailable', error: 'not in this test' };
  }
  async reportAdjustmentChoice(): Promise<AdjustmentReportAnswer> {
    return this.answer;
  }
  async reportPayInMore(report: PayInMoreReport): Promise<AdjustmentReportAnswer> {
    this.reports.push(report);
    return this.answer;
  }
  async reportIdentification(): Promise<IdentificationReportAnswer> {
    return { kind: 'unavailable', error: 'not in this test' };
  }
  async reportWithdrawal(): Promise<AdjustmentReportAnswer> {
    return { kind: 'unavailable', error: 'not in this test' };
  }
}

const outboxWith = (
  insurer: ScriptedInsurer,
  requests: MemoryPayInMoreStore,
  at: string | FixedClockAdapter,
) =>
  makeProcessApplicationOutbox({
    store: new MemoryApplicationStore(),
    gateway: insurer,
    mail: { send: async () => undefined },
    catalogue: new MemoryTariffCatalogue({ demo: true, tariffs: [] }),
    accounts: new MemoryAccountStore(),
    clock: typeof at === 'string' ? new FixedClockAdapter(Temporal.Instant.from(at)) : at,
    brand: { name: 'Rentenkompass', phoneNumber: '0800 000000' },
    outbox: requests.outbox,
    payInMore: requests,
  });

describe('the outbox telling the insurer pay-in-more requests', () => {
  it('sends each unreported request with its amounts and marks it reported at the run’s instant', async () => {
    const requests = new MemoryPayInMoreStore();
    await requests.add(request({ id: 'p-1' }));
    await requests.add(
      request({
        id: 'p-2',
        oneTimeCents: null,
        monthlyIncreaseCents: 2_550,
        requestedAt: '2026-11-26T11:00:00.000Z',
      }),
    );
    const insurer = new ScriptedInsurer({ kind: 'received' });
    const run = outboxWith(insurer, requests, '2026-11-27T08:00:00Z');
    expect((await run()).done).toBe(2);
    expect(insurer.reports).toEqual([
      {
        reference: 'RK-1',
        requestId: 'p-1',
        oneTimeCents: 200_000,
        monthlyIncreaseCents: null,
        requestedAt: '2026-11-26T10:00:00.000Z',
      },
      {
        reference: 'RK-1',
        requestId: 'p-2',
        oneTimeCents: null,
        monthlyIncreaseCents: 2_550,
        requestedAt: '2026-11-26T11:00:00.000Z',
      },
    ]);
    expect((await requests.listFor('a-1', 'RK-1')).map((r) => r.reportedAt)).toEqual([
      '2026-11-27T08:00:00.000Z',
      '2026-11-27T08:00:00.000Z',
    ]);
    expect((await run()).done).toBe(0);
    expect(insurer.reports).toHaveLength(2);
  });

  it('keeps each request the insurer cannot take in the outbox and tries it again 5 s later', async () => {
    const requests = new MemoryPayInMoreStore();
    await requests.add(request({}));
    await requests.add(request({ id: 'p-2', requestedAt: '2026-11-26T11:00:00.000Z' }));
    const insurer = new ScriptedInsurer({ kind: 'unavailable', error: 'HTTP 503' });
    const clock = new FixedClockAdapter(Temporal.Instant.from('2026-11-27T08:00:00Z'));
    const run = outboxWith(insurer, requests, clock);
    // Each request is its own entry with its own retry: neither counts as done.
    expect(await run()).toEqual({ done: 0, retried: 2, givenUp: 0 });
    expect(insurer.reports.map((r) => r.requestId)).toEqual(['p-1', 'p-2']);
    expect(await requests.outbox.pendingKeys('payInMoreReport')).toEqual(['p-1', 'p-2']);
    insurer.answer = { kind: 'received' };
    clock.advance({ seconds: 4 });
    expect(await run()).toEqual({ done: 0, retried: 0, givenUp: 0 });
    expect(insurer.reports).toHaveLength(2);
    clock.advance({ seconds: 1 });
    expect((await run()).done).toBe(2);
    expect(await requests.outbox.pendingKeys('payInMoreReport')).toEqual([]);
    expect(insurer.reports.map((r) => r.requestId)).toEqual(['p-1', 'p-2', 'p-1', 'p-2']);
  });

  it('waits longer with every refusal of a request, and tries a new request at once', async () => {
    const requests = new MemoryPayInMoreStore();
    await requests.add(request({}));
    const insurer = new ScriptedInsurer({ kind: 'unavailable', error: 'HTTP 503' });
    const clock = new FixedClockAdapter(Temporal.Instant.from('2026-11-27T08:00:00Z'));
    const run = outboxWith(insurer, requests, clock);
    // Refusals at 0 s, 5 s, 15 s, 35 s: rests of 5, 10, 20, then 40 s.
    for (const wait of [0, 5, 10, 20]) {
      clock.advance({ seconds: wait });
      await run();
    }
    expect(insurer.reports).toHaveLength(4);
    clock.advance({ seconds: 39 });
    await run();
    expect(insurer.reports).toHaveLength(4);
    insurer.answer = { kind: 'received' };
    clock.advance({ seconds: 1 });
    expect((await run()).done).toBe(1);
    await requests.add(request({ id: 'p-2', requestedAt: '2026-11-27T08:01:00.000Z' }));
    expect((await run()).done).toBe(1);
    expect(insurer.reports).toHaveLength(6);
  });
});
