import { describe, expect, it } from 'vitest';
import { MemoryMetrics } from '../../../adapters/memory/memory-metrics.adapter';
import { meteredInsurerGateway } from '../../../adapters/metrics/metered-insurer-gateway';
import type {
  InsurerAnswer,
  InsurerGatewayPort,
  InsurerHandOver,
} from '../../../ports/insurer-gateway.port';

/** A gateway whose hand-over answers (or throws) what the test queued. */
const gatewayAnswering = (answers: (InsurerAnswer | Error)[]): InsurerGatewayPort => {
  const unused = async (): Promise<never> => {
    throw new Error('not used here');
  };
  return {
    handOver: async () => {
      const next = answers.shift();
      if (next === undefined || next instanceof Error) throw next ?? new Error('none left');
      return next;
    },
    reportAdjustmentChoice: unused,
    reportIdentification: unused,
    reportPayInMore: unused,
    reportWithdrawal: unused,
  };
};

const HAND_OVER = {} as InsurerHandOver;

describe('meteredInsurerGateway', () => {
  it('counts arrived hand-overs and failed ones (unavailable or thrown), passing each answer on', async () => {
    const metrics = new MemoryMetrics();
    const accepted = { kind: 'accepted', insurerReference: 'V-1' } as unknown as InsurerAnswer;
    const declined = { kind: 'declined' } as unknown as InsurerAnswer;
    const unavailable: InsurerAnswer = { kind: 'unavailable', error: 'timeout' } as InsurerAnswer;
    const gateway = meteredInsurerGateway(
      gatewayAnswering([accepted, declined, unavailable, new Error('socket hang up')]),
      metrics,
    );
    expect(await gateway.handOver(HAND_OVER, 'RK-1')).toBe(accepted);
    expect(await gateway.handOver(HAND_OVER, 'RK-2')).toBe(declined);
    expect(await gateway.handOver(HAND_OVER, 'RK-3')).toBe(unavailable);
    await expect(gateway.handOver(HAND_OVER, 'RK-4')).rejects.toThrow('socket hang up');
    expect(metrics.handOvers).toEqual({ ok: 2, failed: 2 });
  });
});
