import { isoDayOf } from '../calendar/calendar-day';
import { COMPARISON_MESSAGES as C } from '../comparison/comparison-input-error';
import {
  type ContributionLimits,
  checkContributionLimits,
} from '../comparison/contribution-limits';
import { monthsBetween, pensionStartFor } from '../comparison/pension-start';
import { PROJECTION_DEFAULTS, RETIREMENT_AGE_RANGE } from '../comparison/projection-input';
import { SEARCH_RANGES } from '../comparison/search-ranges';
import type { PaymentPeriod } from '../products/payment-period';
import { err, ok, type Result } from '../result';
import { monthlyFromYearly } from '../search-data/monthly-payment';
import type { SearchData } from '../search-data/search-data';
import {
  ErrorCollector,
  euroInputText,
  type FieldErrors,
  type FormValues,
  fieldText,
  readEuroAmount,
} from './form-values';
import { ONBOARDING_MESSAGES as M } from './onboarding-messages';

/** The payment periods the contribution step offers (mix = monthly plus the one-time payment). */
export const CONTRIBUTION_PERIODS: readonly PaymentPeriod[] = ['monthly', 'yearly', 'oneTime'];

// The comparison's ranges (SEARCH_RANGES), far above any tariff's maximum: one home.
const MAX_AMOUNT = SEARCH_RANGES.monthlyPayment.max;
const MAX_ONE_TIME = SEARCH_RANGES.oneTimePayment.max;

const readAmount = (
  values: FormValues,
  name: string,
  messages: { readonly missing: string; readonly range: string; readonly max: number },
  errors: ErrorCollector,
): number | undefined => {
  const text = fieldText(values, name);
  const amount = readEuroAmount(text);
  if (amount === null) errors.add(name, text === '' ? messages.missing : M.amountFormat);
  // Above the range, the comparison's range message at the field.
  else if (amount > messages.max) errors.add(name, messages.range);
  else if (amount <= 0) errors.add(name, M.contributionPositive);
  else return amount;
  return undefined;
};

export interface ContributionContext {
  /** The customer's birth date (ISO) from the search data, for the pension-start check. */
  readonly birthday?: string;
  /** The insurance starts offered (ISO), see insuranceStartChoice. */
  readonly startOptions: readonly string[];
  /** What the catalogue's tariffs of the product take together; null when unknown. */
  readonly limits?: ContributionLimits | null;
}

/**
 * The amounts no tariff of the product takes, as messages at their fields (the same rule the
 * comparison applies, so the list never shows figures for a contribution nobody accepts).
 */
export const addLimitErrors = (
  errors: ErrorCollector,
  limits: ContributionLimits | null | undefined,
  amounts: {
    readonly period: PaymentPeriod;
    readonly regular: number | undefined;
    readonly oneTime: number | undefined;
  },
): void => {
  if (limits === null || limits === undefined) return;
  const { period, regular, oneTime } = amounts;
  if (regular !== undefined && (period === 'monthly' || period === 'yearly')) {
    const monthlyPayment = period === 'yearly' ? monthlyFromYearly(regular) : regular;
    const checked = checkContributionLimits(
      { paymentPeriod: period, monthlyPayment, oneTimePayment: 0 },
      limits,
    );
    if (!checked.ok) errors.add('contribution', checked.error.message);
  }
  if (oneTime !== undefined) {
    const checked = checkContributionLimits(
      { paymentPeriod: 'oneTime', monthlyPayment: 0, oneTimePayment: oneTime },
      limits,
    );
    if (!checked.ok) errors.add('oneTimePayment', checked.error.message);
  }
};

/**
 * The contribution step: payment period, the monthly or yearly contribution (SPEC §3: a yearly
 * amount is kept as its twelfth in `mp`, rounded to cents, and as typed in `sc`), the one-time
 * payment (alone, or added to a monthly contribution: `aotp`), retirement age (62–70) and
 * insurance start (one of the offered months; the pension must start after it).
 */
export const readContribution = (
  values: FormValues,
  context: ContributionContext,
): Result<SearchData, FieldErrors> => {
  const errors = new ErrorCollector();
  const period = CONTRIBUTION_PERIODS.find((p) => p === fieldText(values, 'paymentPeriod'));
  if (period === undefined) errors.add('paymentPeriod', M.paymentPeriod);
  const regular = period === 'monthly' || period === 'yearly';
  const amount = regular
    ? readAmount(
        values,
        'contribution',
        {
          missing: M.contribution,
          range: period === 'yearly' ? M.yearlyPaymentRange : C.monthlyPaymentRange,
          max: MAX_AMOUNT,
        },
        errors,
      )
    : undefined;
  const extra = period === 'monthly' && fieldText(values, 'additionalOneTimePayment') === '1';
  const oneTime =
    period === 'oneTime' || extra
      ? readAmount(
          values,
          'oneTimePayment',
          { missing: M.oneTimePayment, range: C.oneTimePaymentRange, max: MAX_ONE_TIME },
          errors,
        )
      : undefined;
  if (period !== undefined) {
    addLimitErrors(errors, context.limits, { period, regular: amount, oneTime });
  }
  const age = Number(fieldText(values, 'retirementAge'));
  const ageOk =
    Number.isInteger(age) && age >= RETIREMENT_AGE_RANGE.min && age <= RETIREMENT_AGE_RANGE.max;
  if (!ageOk) errors.add('retirementAge', M.retirementAge);
  const start = fieldText(values, 'insuranceStart');
  if (!context.startOptions.includes(start)) errors.add('insuranceStart', M.insuranceStart);
  const birthday = context.birthday === undefined ? null : isoDayOf(context.birthday);
  const startDay = isoDayOf(start);
  if (ageOk && birthday !== null && startDay !== null) {
    if (monthsBetween(startDay, pensionStartFor(birthday, age)) < 1) {
      errors.add('retirementAge', M.retirementTooSoon);
    }
  }
  if (errors.hasErrors || period === undefined) return err(errors.all);
  return ok({
    paymentPeriod: period,
    ...(amount === undefined
      ? {}
      : {
          monthlyPayment: period === 'yearly' ? monthlyFromYearly(amount) : amount,
          selectedContribution: String(amount),
        }),
    ...(oneTime === undefined ? {} : { oneTimePayment: oneTime }),
    ...(extra ? { additionalOneTimePayment: true } : {}),
    retirementAge: age,
    insuranceStart: start,
  });
};

/** The amount per period as typed before: `sc`, else derived from `mp`. */
const regularAmount = (searchData: SearchData, period: PaymentPeriod): number | undefined => {
  const typed = Number(searchData.selectedContribution);
  if (searchData.selectedContribution !== undefined && Number.isFinite(typed) && typed > 0) {
    return typed;
  }
  const monthly = searchData.monthlyPayment;
  if (monthly === undefined) return undefined;
  return period === 'yearly' ? Math.round(monthly * 1200) / 100 : monthly;
};

/** The form's values from the URL's search data, with the step's defaults. */
export const contributionValues = (
  searchData: SearchData,
  defaults: { readonly insuranceStart: string; readonly monthlySuggestion?: number },
  startOptions: readonly string[],
): FormValues => {
  const given = searchData.paymentPeriod;
  const period: PaymentPeriod = given === undefined || given === 'mix' ? 'monthly' : given;
  const extra = given === 'mix' || searchData.additionalOneTimePayment === true;
  const amount = regularAmount(searchData, period) ?? defaults.monthlySuggestion;
  const start =
    searchData.insuranceStart !== undefined && startOptions.includes(searchData.insuranceStart)
      ? searchData.insuranceStart
      : defaults.insuranceStart;
  return {
    paymentPeriod: period,
    contribution: euroInputText(amount),
    oneTimePayment: euroInputText(searchData.oneTimePayment),
    additionalOneTimePayment: extra ? '1' : '',
    retirementAge: String(searchData.retirementAge ?? PROJECTION_DEFAULTS.retirementAge),
    insuranceStart: start,
  };
};

/** The Riester Mindesteigenbeitrag as a monthly amount, rounded up to the cent. */
export const monthlyOfYearly = (yearly: number): number => Math.ceil((yearly * 100) / 12) / 100;
