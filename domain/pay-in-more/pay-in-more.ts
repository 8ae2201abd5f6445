import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { err, ok, type Result } from '../result';
import {
  checkPayInMoreAmount,
  type PayInMoreError,
  type PayInMoreLimits,
} from './pay-in-more-amount';

/**
 * A pay-in-more (Zuzahlung) campaign of one insurer, its days inclusive in Europe/Berlin, with
 * the limits of a one-time payment and of the raise of the monthly payment, euros. The amount
 * rule is domain/pay-in-more/pay-in-more-amount.ts (bounds inclusive; SPEC §9: limits not shown).
 */
export interface PayInMoreCampaign {
  readonly id: string;
  readonly insurerName: string;
  /** ISO dates, first and last day. */
  readonly firstDay: string;
  readonly lastDay: string;
  readonly oneTimePayment: PayInMoreLimits;
  readonly monthlyIncrease: PayInMoreLimits;
}

/** DEMO campaign and limits, no real insurer's figures: Nordlicht Leben, 1 Nov – 31 Dec 2026. */
export const DEMO_PAY_IN_MORE_CAMPAIGN: PayInMoreCampaign = {
  id: 'zuzahlung-nordlicht-2026',
  insurerName: 'Nordlicht Leben',
  firstDay: '2026-11-01',
  lastDay: '2026-12-31',
  oneTimePayment: { min: 500, max: 50_000 },
  monthlyIncrease: { min: 10, max: 500 },
};

/** Whether the campaign runs at `now`: from its first day 00:00 to its last day 24:00 in Berlin. */
export const isCampaignRunning = (campaign: PayInMoreCampaign, now: Temporal.Instant): boolean => {
  const today = berlinDateOf(now);
  return (
    Temporal.PlainDate.compare(today, Temporal.PlainDate.from(campaign.firstDay)) >= 0 &&
    Temporal.PlainDate.compare(today, Temporal.PlainDate.from(campaign.lastDay)) <= 0
  );
};

/** What the customer area says of a campaign offered for one application. */
export interface PayInMoreOffer {
  /** The campaign's id. */
  readonly campaign: string;
  readonly insurerName: string;
  /** ISO date: the campaign's last day (inclusive, Berlin). */
  readonly until: string;
  /** The application's Zuzahlung page. */
  readonly path: string;
}

export const PAY_IN_MORE_EMPTY_MESSAGE =
  'Bitte geben Sie eine Zuzahlung oder eine Erhöhung des Monatsbeitrags an.';

export type PayInMoreRequestError =
  | PayInMoreError
  | { readonly kind: 'pay-in-more/empty'; readonly message: string }
  | {
      readonly kind: 'pay-in-more/oneTimePaymentNumber' | 'pay-in-more/paymentNumber';
      readonly message: string;
    };

/** What was typed is no amount in euros („abc“, „1e308“): said so, not „unter dem Mindestbetrag“. */
export const PAY_IN_MORE_NUMBER_MESSAGES = {
  oneTimePayment:
    'Bitte geben Sie die Einmalzahlung als Betrag in Euro an, z. B. 2.000 oder 2.000,50.',
  payment: 'Bitte geben Sie die Erhöhung als Betrag in Euro an, z. B. 25 oder 25,50.',
} as const;

/** What the customer asks for: a one-time payment and/or a raise of the monthly payment, euros. */
export interface PayInMoreAmounts {
  readonly oneTimePayment: number | null;
  readonly monthlyIncrease: number | null;
}

/**
 * Checks a request against the campaign's limits: at least one amount, each judged on its own
 * by the SPEC §3 amount rule; every error found, the one-time payment first.
 */
export const checkPayInMoreRequest = (
  amounts: PayInMoreAmounts,
  campaign: PayInMoreCampaign,
): Result<PayInMoreAmounts, readonly PayInMoreRequestError[]> => {
  const { oneTimePayment, monthlyIncrease } = amounts;
  if (oneTimePayment === null && monthlyIncrease === null) {
    return err([{ kind: 'pay-in-more/empty', message: PAY_IN_MORE_EMPTY_MESSAGE }]);
  }
  const errors: PayInMoreRequestError[] = [];
  if (oneTimePayment !== null && !Number.isFinite(oneTimePayment)) {
    errors.push({
      kind: 'pay-in-more/oneTimePaymentNumber',
      message: PAY_IN_MORE_NUMBER_MESSAGES.oneTimePayment,
    });
  } else if (oneTimePayment !== null) {
    const checked = checkPayInMoreAmount('oneTimePayment', oneTimePayment, campaign.oneTimePayment);
    if (!checked.ok) errors.push(checked.error);
  }
  if (monthlyIncrease !== null && !Number.isFinite(monthlyIncrease)) {
    errors.push({
      kind: 'pay-in-more/paymentNumber',
      message: PAY_IN_MORE_NUMBER_MESSAGES.payment,
    });
  } else if (monthlyIncrease !== null) {
    const checked = checkPayInMoreAmount('payment', monthlyIncrease, campaign.monthlyIncrease);
    if (!checked.ok) errors.push(checked.error);
  }
  return errors.length > 0 ? err(errors) : ok(amounts);
};
