import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  checkPayInMoreRequest,
  DEMO_PAY_IN_MORE_CAMPAIGN,
  isCampaignRunning,
  PAY_IN_MORE_EMPTY_MESSAGE,
  PAY_IN_MORE_NUMBER_MESSAGES,
  type PayInMoreCampaign,
} from '../../../domain/pay-in-more/pay-in-more';
import { payInMoreLimitMessage } from '../../../domain/pay-in-more/pay-in-more-amount';
import { readPayInMoreField } from '../../../domain/pay-in-more/pay-in-more-notice';

const DEMO = DEMO_PAY_IN_MORE_CAMPAIGN;
const amount = fc.double({ min: 0, max: 200_000, noNaN: true });
const errorsOf = (
  oneTime: number | null,
  monthly: number | null,
  campaign: PayInMoreCampaign = DEMO,
): string[] => {
  const checked = checkPayInMoreRequest(
    { oneTimePayment: oneTime, monthlyIncrease: monthly },
    campaign,
  );
  return checked.ok ? [] : checked.error.map((e) => ('error' in e ? e.error : e.kind));
};

describe('pay-in-more request', () => {
  it('accepts both bounds (inclusive) and refuses a cent beyond, with the SPEC error', () => {
    expect(errorsOf(DEMO.oneTimePayment.min, null)).toEqual([]);
    expect(errorsOf(DEMO.oneTimePayment.max, null)).toEqual([]);
    expect(errorsOf(DEMO.oneTimePayment.min - 0.01, null)).toEqual(['oneTimePaymentMinError']);
    expect(errorsOf(DEMO.oneTimePayment.max + 0.01, null)).toEqual(['oneTimePaymentMaxError']);
    expect(errorsOf(null, DEMO.monthlyIncrease.min)).toEqual([]);
    expect(errorsOf(null, DEMO.monthlyIncrease.max)).toEqual([]);
    expect(errorsOf(null, DEMO.monthlyIncrease.min - 0.01)).toEqual(['paymentMinError']);
    expect(errorsOf(null, DEMO.monthlyIncrease.max + 0.01)).toEqual(['paymentMaxError']);
  });

  it('names every error, one-time payment first, with the German messages; none asked is an error', () => {
    const checked = checkPayInMoreRequest({ oneTimePayment: 100, monthlyIncrease: 600 }, DEMO);
    expect(checked.ok ? [] : checked.error.map((e) => e.message)).toEqual([
      payInMoreLimitMessage('oneTimePaymentMinError', DEMO.oneTimePayment),
      payInMoreLimitMessage('paymentMaxError', DEMO.monthlyIncrease),
    ]);
    expect(checkPayInMoreRequest({ oneTimePayment: null, monthlyIncrease: null }, DEMO)).toEqual({
      ok: false,
      error: [{ kind: 'pay-in-more/empty', message: PAY_IN_MORE_EMPTY_MESSAGE }],
    });
  });

  it('is monotone: a min error stays for every smaller amount, a max error for every larger', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (errorsOf(high, null).includes('oneTimePaymentMinError')) {
          expect(errorsOf(low, null)).toContain('oneTimePaymentMinError');
        }
        if (errorsOf(low, null).includes('oneTimePaymentMaxError')) {
          expect(errorsOf(high, null)).toContain('oneTimePaymentMaxError');
        }
        if (errorsOf(null, high).includes('paymentMinError')) {
          expect(errorsOf(null, low)).toContain('paymentMinError');
        }
        if (errorsOf(null, low).includes('paymentMaxError')) {
          expect(errorsOf(null, high)).toContain('paymentMaxError');
        }
      }),
    );
  });

  it('accepts exactly the amounts inside the limits, each amount judged on its own', () => {
    const campaign: fc.Arbitrary<PayInMoreCampaign> = fc
      .tuple(amount, amount, amount, amount)
      .map(([a, b, c, d]) => ({
        ...DEMO,
        oneTimePayment: { min: Math.min(a, b), max: Math.max(a, b) },
        monthlyIncrease: { min: Math.min(c, d), max: Math.max(c, d) },
      }));
    fc.assert(
      fc.property(campaign, amount, amount, (c, once, monthly) => {
        const inOnce = once >= c.oneTimePayment.min && once <= c.oneTimePayment.max;
        const inMonthly = monthly >= c.monthlyIncrease.min && monthly <= c.monthlyIncrease.max;
        expect(
          checkPayInMoreRequest({ oneTimePayment: once, monthlyIncrease: monthly }, c).ok,
        ).toBe(inOnce && inMonthly);
        expect(errorsOf(once, null, c).length === 0).toBe(inOnce);
        expect(errorsOf(null, monthly, c).length === 0).toBe(inMonthly);
        expect(errorsOf(once, monthly, c).length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('says an amount that is no number is no number („abc“, „1e308“), not „unter dem Mindestbetrag“', () => {
    for (const typed of ['abc', '1e308', '2.000,00,00', '∞']) {
      const value = readPayInMoreField(typed);
      expect(value === null || Number.isNaN(value)).toBe(true);
      const checked = checkPayInMoreRequest(
        { oneTimePayment: value, monthlyIncrease: value },
        DEMO,
      );
      expect(checked.ok).toBe(false);
      if (checked.ok) continue;
      expect(checked.error.map((e) => e.message)).toEqual([
        PAY_IN_MORE_NUMBER_MESSAGES.oneTimePayment,
        PAY_IN_MORE_NUMBER_MESSAGES.payment,
      ]);
    }
  });
});

describe('pay-in-more campaign period (Europe/Berlin, days inclusive)', () => {
  it('starts at midnight in Berlin on the first day and ends after the last', () => {
    const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);
    // 1 Nov 2026 00:00 CET is 31 Oct 23:00 UTC.
    expect(isCampaignRunning(DEMO, at('2026-10-31T22:59:59Z'))).toBe(false);
    expect(isCampaignRunning(DEMO, at('2026-10-31T23:00:00Z'))).toBe(true);
    expect(isCampaignRunning(DEMO, at('2026-12-31T22:59:59Z'))).toBe(true);
    expect(isCampaignRunning(DEMO, at('2026-12-31T23:00:00Z'))).toBe(false);
  });
});
