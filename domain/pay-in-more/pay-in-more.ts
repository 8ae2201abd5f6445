import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { formatPrice as euros } from '../format/price';
import { err, ok, type Result } from '../result';

// SPEC §3: pay-in-more amount errors.
export const PAY_IN_MORE_AMOUNT_ERRORS = [
  'oneTimePaymentMinError',
  'oneTimePaymentMaxError',
  'paymentMinError',
  'paymentMaxError',
] as const;
export type PayInMoreAmountError = (typeof PAY_IN_MORE_AMOUNT_ERRORS)[number];

/**
 * An insurer's limits for a Zuzahlung, euros: a one-time payment and a raise of the monthly
 * payment. Both bounds are inclusive: an amount equal to a minimum or a maximum is accepted.
 */
export interface PayInMoreLimits {
  readonly oneTimeMin: number;
  readonly oneTimeMax: number;
  readonly monthlyMin: number;
  readonly monthlyMax: number;
}

/** A pay-in-more campaign of one insurer, its days inclusive in Europe/Berlin. */
export interface PayInMoreCampaign {
  readonly id: string;
  readonly insurerName: string;
  /** ISO dates, first and last day. */
  readonly firstDay: string;
  readonly lastDay: string;
  readonly limits: PayInMoreLimits;
}

/** DEMO campaign and limits, no real insurer's figures: Nordlicht Leben, 1 Nov – 31 Dec 2026. */
export const DEMO_PAY_IN_MORE_CAMPAIGN: PayInMoreCampaign = {
  id: 'zuzahlung-nordlicht-2026',
  insurerName: 'Nordlicht Leben',
  firstDay: '2026-11-01',
  lastDay: '2026-12-31',
  limits: { oneTimeMin: 500, oneTimeMax: 50_000, monthlyMin: 10, monthlyMax: 500 },
};

/** Whether the campaign runs at `now`: from its first day 00:00 to its last day 24:00 in Berlin. */
export const isCampaignRunning = (campaign: PayInMoreCampaign, now: Temporal.Instant): boolean => {
  const today = berlinDateOf(now);
  return (
    Temporal.PlainDate.compare(today, Temporal.PlainDate.from(campaign.firstDay)) >= 0 &&
    Temporal.PlainDate.compare(today, Temporal.PlainDate.from(campaign.lastDay)) <= 0
  );
};

/** The German message of an amount error under the given limits. */
export const payInMoreMessage = (kind: PayInMoreAmountError, limits: PayInMoreLimits): string => {
  switch (kind) {
    case 'oneTimePaymentMinError':
      return `Die Zuzahlung muss mindestens ${euros(limits.oneTimeMin)} betragen.`;
    case 'oneTimePaymentMaxError':
      return `Die Zuzahlung darf höchstens ${euros(limits.oneTimeMax)} betragen.`;
    case 'paymentMinError':
      return `Die Erhöhung des Monatsbeitrags muss mindestens ${euros(limits.monthlyMin)} betragen.`;
    case 'paymentMaxError':
      return `Die Erhöhung des Monatsbeitrags darf höchstens ${euros(limits.monthlyMax)} betragen.`;
  }
};

export const PAY_IN_MORE_EMPTY_MESSAGE =
  'Bitte geben Sie eine Zuzahlung oder eine Erhöhung des Monatsbeitrags an.';

export type PayInMoreError =
  | { readonly kind: PayInMoreAmountError; readonly message: string }
  | { readonly kind: 'pay-in-more/empty'; readonly message: string };

/** What the customer asks for: a one-time payment and/or a raise of the monthly payment, euros. */
export interface PayInMoreAmounts {
  readonly oneTimePayment: number | null;
  readonly monthlyIncrease: number | null;
}

/** Which bound an amount breaks, or null inside [min, max]. */
const outside = (amount: number, min: number, max: number): 'min' | 'max' | null =>
  amount < min ? 'min' : amount > max ? 'max' : null;

/**
 * Checks the amounts against the limits, the one-time payment first: every error found, in
 * SPEC order; ok with the amounts rounded to cents when none.
 */
export const checkPayInMore = (
  amounts: PayInMoreAmounts,
  limits: PayInMoreLimits,
): Result<PayInMoreAmounts, readonly PayInMoreError[]> => {
  const { oneTimePayment, monthlyIncrease } = amounts;
  if (oneTimePayment === null && monthlyIncrease === null) {
    return err([{ kind: 'pay-in-more/empty', message: PAY_IN_MORE_EMPTY_MESSAGE }]);
  }
  const kinds: PayInMoreAmountError[] = [];
  if (oneTimePayment !== null) {
    const broken = outside(oneTimePayment, limits.oneTimeMin, limits.oneTimeMax);
    if (broken === 'min') kinds.push('oneTimePaymentMinError');
    if (broken === 'max') kinds.push('oneTimePaymentMaxError');
  }
  if (monthlyIncrease !== null) {
    const broken = outside(monthlyIncrease, limits.monthlyMin, limits.monthlyMax);
    if (broken === 'min') kinds.push('paymentMinError');
    if (broken === 'max') kinds.push('paymentMaxError');
  }
  if (kinds.length > 0) {
    return err(kinds.map((kind) => ({ kind, message: payInMoreMessage(kind, limits) })));
  }
  const cents = (amount: number | null): number | null =>
    amount === null ? null : Math.round(amount * 100) / 100;
  return ok({ oneTimePayment: cents(oneTimePayment), monthlyIncrease: cents(monthlyIncrease) });
};
