import type { OutboxKind } from './outbox-kind';

/**
 * How one kind of deferred work is retried: exponential backoff from `firstDelayS`, doubling,
 * capped at `maxDelayS`; given up once the waits in all reach `giveUpAfterS` (null: never, for
 * what must not be lost).
 */
export interface RetryPolicy {
  readonly firstDelayS: number;
  readonly maxDelayS: number;
  readonly giveUpAfterS: number | null;
}

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/**
 * One policy per kind. The hand-over waits out an insurer outage over a long weekend (7 days of
 * trying, at most an hour between attempts) before the application is marked failed; reports to
 * the insurer are never given up (none may be lost) and rest at most 15 minutes; mails and
 * reminders stop when they would no longer help; the identification text message is a link the
 * customer waits for at the phone, so it is given up after an hour.
 */
export const RETRY_POLICIES: { readonly [K in OutboxKind]: RetryPolicy } = {
  handOver: { firstDelayS: 5, maxDelayS: HOUR_S, giveUpAfterS: 7 * DAY_S },
  confirmationMail: { firstDelayS: 30, maxDelayS: HOUR_S, giveUpAfterS: 3 * DAY_S },
  adjustmentChoiceReport: { firstDelayS: 5, maxDelayS: 15 * MINUTE_S, giveUpAfterS: null },
  identificationReport: { firstDelayS: 5, maxDelayS: 15 * MINUTE_S, giveUpAfterS: null },
  payInMoreReport: { firstDelayS: 5, maxDelayS: 15 * MINUTE_S, giveUpAfterS: null },
  identificationReminder: { firstDelayS: MINUTE_S, maxDelayS: HOUR_S, giveUpAfterS: DAY_S },
  appointmentMail: { firstDelayS: 30, maxDelayS: HOUR_S, giveUpAfterS: DAY_S },
  appointmentCancelMail: { firstDelayS: 30, maxDelayS: HOUR_S, giveUpAfterS: DAY_S },
  identificationSms: { firstDelayS: 10, maxDelayS: 5 * MINUTE_S, giveUpAfterS: HOUR_S },
  // A withdrawal the insurer is not told would leave a contract the customer ended (§ 152 VVG).
  withdrawalReport: { firstDelayS: 5, maxDelayS: 15 * MINUTE_S, giveUpAfterS: null },
  withdrawalMail: { firstDelayS: 30, maxDelayS: HOUR_S, giveUpAfterS: 3 * DAY_S },
  // The guest waits for the link: worth trying for a day.
  guestLinkMail: { firstDelayS: 30, maxDelayS: HOUR_S, giveUpAfterS: DAY_S },
};

/** Seconds to wait after the `attempts`-th failed attempt (1 = the first). */
export const retryDelayS = (policy: RetryPolicy, attempts: number): number => {
  const step = Math.max(0, Math.floor(attempts) - 1);
  // Past 2^20 every delay here is at its cap already; the exponent stays small.
  return Math.min(policy.firstDelayS * 2 ** Math.min(step, 20), policy.maxDelayS);
};

/** The seconds waited in all before the attempt after `attempts` failed ones. */
export const waitedS = (policy: RetryPolicy, attempts: number): number => {
  let total = 0;
  for (let n = 1; n <= attempts; n += 1) {
    const delay = retryDelayS(policy, n);
    // From the cap on, every wait is the same: the rest is one multiplication.
    if (delay === policy.maxDelayS) return total + delay * (attempts - n + 1);
    total += delay;
  }
  return total;
};

/** Whether another attempt follows after `attempts` failed ones. */
export const mayRetry = (policy: RetryPolicy, attempts: number): boolean =>
  policy.giveUpAfterS === null || waitedS(policy, attempts) < policy.giveUpAfterS;
