import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  checkPayInMore,
  DEMO_PAY_IN_MORE_CAMPAIGN,
  isCampaignRunning,
  PAY_IN_MORE_EMPTY_MESSAGE,
  type PayInMoreLimits,
} from '../../../domain/pay-in-more/pay-in-more';

const LIMITS = DEMO_PAY_IN_MORE_CAMPAIGN.limits;
const amount = fc.double({ min: 0, max: 200_000, noNaN: true });
const kindsOf = (oneTime: number | null, monthly: number | null, limits = LIMITS): string[] => {
  const checked = checkPayInMore({ oneTimePayment: oneTime, monthlyIncrease: monthly }, limits);
  return checked.ok ? [] : checked.error.map((e) => e.kind);
};

describe('pay-in-more amounts', () => {
  it('accepts both bounds (inclusive) and refuses a cent beyond', () => {
    expect(kindsOf(LIMITS.oneTimeMin, null)).toEqual([]);
    expect(kindsOf(LIMITS.oneTimeMax, null)).toEqual([]);
    expect(kindsOf(LIMITS.oneTimeMin - 0.01, null)).toEqual(['oneTimePaymentMinError']);
    expect(kindsOf(LIMITS.oneTimeMax + 0.01, null)).toEqual(['oneTimePaymentMaxError']);
    expect(kindsOf(null, LIMITS.monthlyMin)).toEqual([]);
    expect(kindsOf(null, LIMITS.monthlyMax)).toEqual([]);
    expect(kindsOf(null, LIMITS.monthlyMin - 0.01)).toEqual(['paymentMinError']);
    expect(kindsOf(null, LIMITS.monthlyMax + 0.01)).toEqual(['paymentMaxError']);
  });

  it('gives German messages with the limit in euros', () => {
    const checked = checkPayInMore({ oneTimePayment: 100, monthlyIncrease: 600 }, LIMITS);
    expect(checked).toEqual({
      ok: false,
      error: [
        {
          kind: 'oneTimePaymentMinError',
          message: 'Die Zuzahlung muss mindestens 500,00\u00a0€ betragen.',
        },
        {
          kind: 'paymentMaxError',
          message: 'Die Erhöhung des Monatsbeitrags darf höchstens 500,00\u00a0€ betragen.',
        },
      ],
    });
    expect(checkPayInMore({ oneTimePayment: null, monthlyIncrease: null }, LIMITS)).toEqual({
      ok: false,
      error: [{ kind: 'pay-in-more/empty', message: PAY_IN_MORE_EMPTY_MESSAGE }],
    });
  });

  it('is monotone: a min error stays for every smaller amount, a max error for every larger', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (kindsOf(high, null).includes('oneTimePaymentMinError')) {
          expect(kindsOf(low, null)).toContain('oneTimePaymentMinError');
        }
        if (kindsOf(low, null).includes('oneTimePaymentMaxError')) {
          expect(kindsOf(high, null)).toContain('oneTimePaymentMaxError');
        }
        if (kindsOf(null, high).includes('paymentMinError')) {
          expect(kindsOf(null, low)).toContain('paymentMinError');
        }
        if (kindsOf(null, low).includes('paymentMaxError')) {
          expect(kindsOf(null, high)).toContain('paymentMaxError');
        }
      }),
    );
  });

  it('accepts exactly the amounts inside the limits, each amount judged on its own', () => {
    const limits: fc.Arbitrary<PayInMoreLimits> = fc
      .tuple(amount, amount, amount, amount)
      .map(([a, b, c, d]) => ({
        oneTimeMin: Math.min(a, b),
        oneTimeMax: Math.max(a, b),
        monthlyMin: Math.min(c, d),
        monthlyMax: Math.max(c, d),
      }));
    fc.assert(
      fc.property(limits, amount, amount, (l, once, monthly) => {
        const inOnce = once >= l.oneTimeMin && once <= l.oneTimeMax;
        const inMonthly = monthly >= l.monthlyMin && monthly <= l.monthlyMax;
        expect(checkPayInMore({ oneTimePayment: once, monthlyIncrease: monthly }, l).ok).toBe(
          inOnce && inMonthly,
        );
        expect(kindsOf(once, null, l).length === 0).toBe(inOnce);
        expect(kindsOf(null, monthly, l).length === 0).toBe(inMonthly);
        // Never both a min and a max error for one amount.
        expect(kindsOf(once, monthly, l).length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('pay-in-more campaign period (Europe/Berlin, days inclusive)', () => {
  it('starts at midnight in Berlin on the first day and ends after the last', () => {
    const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);
    // 1 Nov 2026 00:00 CET is 31 Oct 23:00 UTC.
    expect(isCampaignRunning(DEMO_PAY_IN_MORE_CAMPAIGN, at('2026-10-31T22:59:59Z'))).toBe(false);
    expect(isCampaignRunning(DEMO_PAY_IN_MORE_CAMPAIGN, at('2026-10-31T23:00:00Z'))).toBe(true);
    expect(isCampaignRunning(DEMO_PAY_IN_MORE_CAMPAIGN, at('2026-12-31T22:59:59Z'))).toBe(true);
    expect(isCampaignRunning(DEMO_PAY_IN_MORE_CAMPAIGN, at('2026-12-31T23:00:00Z'))).toBe(false);
  });
});
