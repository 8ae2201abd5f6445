import { BIRTHDAY_MESSAGES, checkBirthdayText } from '../age/check-birthday';
import type { CalendarDay } from '../calendar/calendar-day';
import { COMPARISON_MESSAGES } from '../comparison/comparison-input-error';
import { SEARCH_RANGES } from '../comparison/search-ranges';
import { err, ok, type Result } from '../result';
import type { SearchData } from '../search-data/search-data';
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

/**
 * The single-premium step (SPEC §2 /onboarding-sofort): birth date up to 80 (SPEC §5), one-time
 * payment, start of the pension (one of the offered months) and pension guarantee period; the
 * product is sofort, paid once, the pension starting at once.
 */
export const readSofort = (
  values: FormValues,
  today: CalendarDay,
  startOptions: readonly string[],
): Result<SearchData, FieldErrors> => {
  const errors = new ErrorCollector();
  const typed = fieldText(values, 'birthday');
  const iso = readGermanDate(typed);
  const check = checkBirthdayText(iso ?? typed, 'sofort', today);
  if (typed === '' || iso === null) errors.add('birthday', BIRTHDAY_MESSAGES.invalid);
  else if (check.state === 'invalid') errors.add('birthday', check.message);
  const amountText = fieldText(values, 'oneTimePayment');
  const amount = readEuroAmount(amountText);
  if (amount === null) {
    errors.add('oneTimePayment', amountText === '' ? M.oneTimePayment : M.amountFormat);
  } else if (amount > MAX_ONE_TIME) {
    errors.add('oneTimePayment', COMPARISON_MESSAGES.oneTimePaymentRange);
  } else if (amount <= 0) errors.add('oneTimePayment', M.contributionPositive);
  const start = fieldText(values, 'insuranceStart');
  if (!startOptions.includes(start)) errors.add('insuranceStart', M.insuranceStart);
  const periodText = fieldText(values, 'pensionGuaranteePeriod');
  const period = GUARANTEE_PERIODS.find((p) => periodText !== '' && p === Number(periodText));
  if (period === undefined) errors.add('pensionGuaranteePeriod', M.guaranteePeriod);
  if (errors.hasErrors || iso === null || amount === null || period === undefined) {
    return err(errors.all);
  }
  return ok({
    birthday: iso,
    productType: 'sofort',
    pensionStartsInstantly: true,
    paymentPeriod: 'oneTime',
    oneTimePayment: amount,
    insuranceStart: start,
    pensionGuaranteePeriod: period,
  });
};

/** The form's values from the URL (the landing widget sends `?birthday=`, SPEC §2). */
export const sofortValues = (
  searchData: SearchData,
  defaults: { readonly insuranceStart: string; readonly landingBirthday?: string | null },
  startOptions: readonly string[],
): FormValues => ({
  birthday: isoToGerman(searchData.birthday ?? defaults.landingBirthday ?? undefined),
  oneTimePayment: euroInputText(searchData.oneTimePayment),
  insuranceStart:
    searchData.insuranceStart !== undefined && startOptions.includes(searchData.insuranceStart)
      ? searchData.insuranceStart
      : defaults.insuranceStart,
  pensionGuaranteePeriod: String(searchData.pensionGuaranteePeriod ?? 0),
});
