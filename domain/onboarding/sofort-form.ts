import { BIRTHDAY_MESSAGES, checkBirthdayText } from '../age/check-birthday';
import type { CalendarDay } from '../calendar/calendar-day';
import { isoDayOf } from '../calendar/calendar-day';
import { COMPARISON_MESSAGES } from '../comparison/comparison-input-error';
import type { ContributionLimits } from '../comparison/contribution-limits';
import { monthsBetween, pensionStartFor } from '../comparison/pension-start';
import { PROJECTION_DEFAULTS, RETIREMENT_AGE_RANGE } from '../comparison/projection-input';
import { SEARCH_RANGES } from '../comparison/search-ranges';
import { err, ok, type Result } from '../result';
import type { SearchData } from '../search-data/search-data';
import { addLimitErrors } from './contribution-form';
import {
  ErrorCollector,
  euroInputText,
  type FieldErrors,
  type FormValues,
  fieldText,
  isoToGerman,
  readEuroAmount,
  readGermanDate,
} from './form-values';
import { GUARANTEE_PERIODS } from './investment-form';
import { ONBOARDING_MESSAGES as M } from './onboarding-messages';

// The comparison's range (SEARCH_RANGES), far above any tariff's maximum one-time payment.
const MAX_ONE_TIME = SEARCH_RANGES.oneTimePayment.max;

/** When the pension of a single premium starts: at once (Sofortrente) or at a later age. */
export const PENSION_TIMINGS = ['sofort', 'spaeter'] as const;
export type PensionTiming = (typeof PENSION_TIMINGS)[number];

/** SPEC §1, §3: a pension now is the Sofortrente; a later one the deferred s3einmalzahlung. */
export const productOfTiming = (timing: PensionTiming): 'sofort' | 's3einmalzahlung' =>
  timing === 'sofort' ? 'sofort' : 's3einmalzahlung';

/** The catalogue limits of both single-premium products (null where unknown). */
export interface SinglePremiumLimits {
  readonly sofort: ContributionLimits | null;
  readonly s3einmalzahlung: ContributionLimits | null;
}

/**
 * The single-premium step (SPEC §2 /onboarding-sofort): when the pension starts (now: sofort,
 * birth date up to 80; later: s3einmalzahlung, up to 62, SPEC §5, with the retirement age
 * 62–70), the birth date, the one-time payment within the catalogue's limits of that product,
 * the insurance start (one of the offered months; for sofort also the pension start) and the
 * pension guarantee period. A form without the timing (an old link) is the Sofortrente.
 */
export const readSofort = (
  values: FormValues,
  today: CalendarDay,
  startOptions: readonly string[],
  limits?: SinglePremiumLimits,
): Result<SearchData, FieldErrors> => {
  const errors = new ErrorCollector();
  const timingText = fieldText(values, 'pensionTiming');
  const timing = PENSION_TIMINGS.find((t) => t === (timingText === '' ? 'sofort' : timingText));
  if (timing === undefined) errors.add('pensionTiming', M.pensionTiming);
  const product = productOfTiming(timing ?? 'sofort');
  const typed = fieldText(values, 'birthday');
  const iso = readGermanDate(typed);
  const check = checkBirthdayText(iso ?? typed, product, today);
  if (typed === '' || iso === null) errors.add('birthday', BIRTHDAY_MESSAGES.invalid);
  else if (check.state === 'invalid') errors.add('birthday', check.message);
  const amountText = fieldText(values, 'oneTimePayment');
  const amount = readEuroAmount(amountText);
  if (amount === null) {
    errors.add('oneTimePayment', amountText === '' ? M.oneTimePayment : M.amountFormat);
  } else if (amount > MAX_ONE_TIME) {
    errors.add('oneTimePayment', COMPARISON_MESSAGES.oneTimePaymentRange);
  } else if (amount <= 0) errors.add('oneTimePayment', M.contributionPositive);
  else
    addLimitErrors(errors, limits?.[product], {
      period: 'oneTime',
      regular: undefined,
      oneTime: amount,
    });
  const start = fieldText(values, 'insuranceStart');
  if (!startOptions.includes(start)) errors.add('insuranceStart', M.insuranceStart);
  const later = timing === 'spaeter';
  const age = Number(fieldText(values, 'retirementAge'));
  const ageOk =
    Number.isInteger(age) && age >= RETIREMENT_AGE_RANGE.min && age <= RETIREMENT_AGE_RANGE.max;
  if (later && !ageOk) errors.add('retirementAge', M.retirementAge);
  const birthday = iso === null ? null : isoDayOf(iso);
  const startDay = isoDayOf(start);
  if (later && ageOk && birthday !== null && startDay !== null) {
    if (monthsBetween(startDay, pensionStartFor(birthday, age)) < 1) {
      errors.add('retirementAge', M.retirementTooSoon);
    }
  }
  const periodText = fieldText(values, 'pensionGuaranteePeriod');
  const period = GUARANTEE_PERIODS.find((p) => periodText !== '' && p === Number(periodText));
  if (period === undefined) errors.add('pensionGuaranteePeriod', M.guaranteePeriod);
  if (errors.hasErrors || iso === null || amount === null || period === undefined) {
    return err(errors.all);
  }
  return ok({
    birthday: iso,
    productType: product,
    pensionStartsInstantly: !later,
    ...(later ? { retirementAge: age } : {}),
    paymentPeriod: 'oneTime',
    oneTimePayment: amount,
    insuranceStart: start,
    pensionGuaranteePeriod: period,
  });
};

/**
 * The timing a customer most likely wants: what the search says, else by age — who can still
 * save until 62 (SPEC §5) gets the deferred pension, an older customer the Sofortrente.
 */
export const defaultPensionTiming = (
  searchData: SearchData,
  birthday: string | undefined,
  today: CalendarDay,
): PensionTiming => {
  if (searchData.productType === 's3einmalzahlung') return 'spaeter';
  if (searchData.productType === 'sofort') return 'sofort';
  const check = checkBirthdayText(birthday, 's3einmalzahlung', today);
  return birthday !== undefined && check.state === 'valid' ? 'spaeter' : 'sofort';
};

/** The form's values from the URL (the landing widget sends `?birthday=`, SPEC §2). */
export const sofortValues = (
  searchData: SearchData,
  defaults: {
    readonly insuranceStart: string;
    readonly landingBirthday?: string | null;
    readonly today: CalendarDay;
  },
  startOptions: readonly string[],
): FormValues => ({
  pensionTiming: defaultPensionTiming(
    searchData,
    searchData.birthday ?? defaults.landingBirthday ?? undefined,
    defaults.today,
  ),
  retirementAge: String(searchData.retirementAge ?? PROJECTION_DEFAULTS.retirementAge),
  birthday: isoToGerman(searchData.birthday ?? defaults.landingBirthday ?? undefined),
  oneTimePayment: euroInputText(searchData.oneTimePayment),
  insuranceStart:
    searchData.insuranceStart !== undefined && startOptions.includes(searchData.insuranceStart)
      ? searchData.insuranceStart
      : defaults.insuranceStart,
  pensionGuaranteePeriod: String(searchData.pensionGuaranteePeriod ?? 0),
});
