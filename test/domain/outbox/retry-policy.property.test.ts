import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTBOX_KINDS } from '../../../domain/outbox/outbox-kind';
import {
  mayRetry,
  RETRY_POLICIES,
  retryDelayS,
  waitedS,
} from '../../../domain/outbox/retry-policy';

const kind = fc.constantFrom(...OUTBOX_KINDS);
const attempts = fc.integer({ min: 1, max: 5_000 });

/** The attempt after which the kind gives up (the first n with mayRetry false). */
const lastAttemptOf = (policy: (typeof RETRY_POLICIES)[keyof typeof RETRY_POLICIES]): number => {
  let n = 1;
  while (mayRetry(policy, n)) n += 1;
  return n;
};

describe('the outbox retry policy per kind', () => {
  it('backs off exponentially from the first delay, doubling, capped', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayS(RETRY_POLICIES.handOver, n))).toEqual([
      5, 10, 20, 40, 80,
    ]);
    expect(retryDelayS(RETRY_POLICIES.handOver, 12)).toBe(3600);
    expect(retryDelayS(RETRY_POLICIES.payInMoreReport, 50)).toBe(900);
  });

  it('never waits less after one more failure, never past the cap, never less than the first delay', () => {
    fc.assert(
      fc.property(kind, attempts, (k, n) => {
        const policy = RETRY_POLICIES[k];
        const delay = retryDelayS(policy, n);
        expect(delay).toBeGreaterThanOrEqual(policy.firstDelayS);
        expect(delay).toBeLessThanOrEqual(policy.maxDelayS);
        expect(retryDelayS(policy, n + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it('counts the waits in all as the sum of the delays', () => {
    fc.assert(
      fc.property(kind, fc.integer({ min: 0, max: 400 }), (k, n) => {
        const policy = RETRY_POLICIES[k];
        let sum = 0;
        for (let i = 1; i <= n; i += 1) sum += retryDelayS(policy, i);
        expect(waitedS(policy, n)).toBe(sum);
      }),
    );
  });

  it('keeps handing over through an insurer outage over a long weekend, and gives up after 7 days', () => {
    const policy = RETRY_POLICIES.handOver;
    const last = lastAttemptOf(policy);
    // Friday evening to Tuesday morning (84 hours) is still retried.
    expect(waitedS(policy, last - 1)).toBeGreaterThan(84 * 3600);
    expect(waitedS(policy, last - 1)).toBeLessThan(7 * 24 * 3600);
    expect(waitedS(policy, last)).toBeGreaterThanOrEqual(7 * 24 * 3600);
    expect(last).toBe(177);
  });

  it('never gives up a report to the insurer (none may be lost)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'adjustmentChoiceReport',
          'identificationReport',
          'payInMoreReport',
        ) as fc.Arbitrary<keyof typeof RETRY_POLICIES>,
        attempts,
        (k, n) => {
          expect(mayRetry(RETRY_POLICIES[k], n)).toBe(true);
        },
      ),
    );
  });

  it('retries a report 5 s after the insurer could not take it, doubling up to 15 minutes', () => {
    for (const kind of [
      'adjustmentChoiceReport',
      'identificationReport',
      'payInMoreReport',
    ] as const) {
      expect([1, 2, 3, 4, 8, 9, 50].map((n) => retryDelayS(RETRY_POLICIES[kind], n))).toEqual([
        5, 10, 20, 40, 640, 900, 900,
      ]);
    }
  });

  it('gives up every other kind once, and for good', () => {
    fc.assert(
      fc.property(kind, attempts, (k, n) => {
        const policy = RETRY_POLICIES[k];
        if (policy.giveUpAfterS === null) return;
        if (!mayRetry(policy, n)) expect(mayRetry(policy, n + 1)).toBe(false);
      }),
    );
  });
});
