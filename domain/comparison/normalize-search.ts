import { Temporal } from 'temporal-polyfill';
import { ageOn, BIRTHDAY_MESSAGES, checkBirthdayText } from '../age/check-birthday';
import { berlinDateOf } from '../calendar/berlin';
import { type CalendarDay, isoDayOf } from '../calendar/calendar-day';
import { DATE_RANGE_MESSAGE, isInDateRange } from '../calendar/date-range';
import { defaultInsuranceStart } from '../insurance-start/insurance-start';
import { isInsuranceStartOld } from '../insurance-start/old-insurance-start';
import { PRODUCT_PROFILES } from '../products/product-profile';
import { isProductType, type ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import type { SearchData } from '../search-data/search-data';
import { DEATH_BENEFITS_BY_BENEFIT } from '../tariffs/death-benefit';
import { isOneOf } from '../value-set';
import {
  COMPARISON_MESSAGES,
  type ComparisonInputError,
  inputError,
} from './comparison-input-error';
import { contributionsOf } from './normalize-contributions';
import { addMonths, monthsBetween, pensionStartFor } from './pension-start';
import { PROJECTION_DEFAULTS, type ProjectionInput } from './projection-input';
import { checkSearchRanges, isWithin, SEARCH_RANGES } from './search-ranges';
import { riesterProfileOf, ruerupProfileOf } from './tax-profiles';

const dayOf = (date: Temporal.PlainDate): CalendarDay => ({
  year: date.year,
  month: date.month,
  day: date.day,
});

/**
 * The insurance start: the search data's `is` when it names a day not more than 3 months back
 * (SPEC §9; a day other than the 1st moves to the first of the next month), otherwise the
 * insurance-start rule of SPEC §4 for `now`.
 */
const insuranceStartOf = (
  search: SearchData,
  now: Temporal.Instant,
  productType: ProductType,
  today: Temporal.PlainDate,
): CalendarDay => {
  const given = search.insuranceStart === undefined ? null : isoDayOf(search.insuranceStart);
  if (given !== null) {
    const date = Temporal.PlainDate.from(given);
    if (!isInsuranceStartOld(date, today)) return given.day === 1 ? given : addMonths(given, 1);
  }
  return defaultInsuranceStart(now, productType, dayOf(today));
};

/**
 * Search data + `now` → the checked ProjectionInput. Required: productType, a valid birthday
 * (SPEC §5 rules and messages), the contribution of the payment period, and for Riester the job
 * situation. Defaults: insurance start by the SPEC §4 rule, retirement age 67 (allowed 62–70),
 * payment period monthly (sofort and s3einmalzahlung: always oneTime), beitragsGarantie 0 %,
 * pension guarantee period 0 years. Pension start: see pensionStartFor; sofort starts at once.
 */
export const projectionInputOf = (
  search: SearchData,
  now: Temporal.Instant,
): Result<ProjectionInput, ComparisonInputError> => {
  const productType = search.productType;
  if (!isProductType(productType)) {
    return err(inputError('comparison/product-type', COMPARISON_MESSAGES.productType));
  }
  const todayDate = berlinDateOf(now);
  const today = dayOf(todayDate);
  const check = checkBirthdayText(search.birthday, productType, today);
  if (check.state === 'invalid') return err(inputError('comparison/birthday', check.message));
  const birthday = check.iso === null ? null : isoDayOf(check.iso);
  if (birthday === null) return err(inputError('comparison/birthday', BIRTHDAY_MESSAGES.invalid));

  // Every number in its range before any work depends on it.
  const ranges = checkSearchRanges(search);
  if (!ranges.ok) return ranges;
  const contributions = contributionsOf(search, productType);
  if (!contributions.ok) return contributions;

  const insuranceStart = insuranceStartOf(search, now, productType, todayDate);
  const immediate = PRODUCT_PROFILES[productType].immediatePayout;
  // sofort pays from the insurance start: a retirement age sent along plays no part.
  const retirementAge = search.retirementAge ?? PROJECTION_DEFAULTS.retirementAge;
  if (!immediate && !isWithin(retirementAge, SEARCH_RANGES.retirementAge)) {
    return err(inputError('comparison/retirement-age', COMPARISON_MESSAGES.retirementAge));
  }
  const pensionStart = immediate ? insuranceStart : pensionStartFor(birthday, retirementAge);
  // A start or pension start past 9999 leaves the one date range of the portal.
  if (!isInDateRange(insuranceStart) || !isInDateRange(pensionStart)) {
    return err(inputError('comparison/date-range', DATE_RANGE_MESSAGE));
  }
  const months = monthsBetween(insuranceStart, pensionStart);
  if (!immediate && months < 1) {
    return err(inputError('comparison/pension-start', COMPARISON_MESSAGES.pensionStart));
  }
  const beitragsGarantie = search.beitragsGarantie ?? PROJECTION_DEFAULTS.beitragsGarantie;
  if (!isWithin(beitragsGarantie, SEARCH_RANGES.beitragsGarantie)) {
    return err(inputError('comparison/beitrags-garantie', COMPARISON_MESSAGES.beitragsGarantie));
  }
  const guaranteePeriod =
    search.pensionGuaranteePeriod ?? PROJECTION_DEFAULTS.pensionGuaranteePeriod;
  if (!isWithin(guaranteePeriod, SEARCH_RANGES.pensionGuaranteePeriod)) {
    return err(inputError('comparison/guarantee-period', COMPARISON_MESSAGES.guaranteePeriod));
  }
  const riester = productType === 'riester' ? riesterProfileOf(search) : ok(null);
  if (!riester.ok) return riester;

  return ok({
    productType,
    birthday,
    today,
    insuranceStart,
    pensionStart,
    months,
    ageAtPensionStart: immediate ? ageOn(birthday, insuranceStart) : retirementAge,
    ...contributions.value,
    beitragsGarantie,
    pensionGuaranteePeriod: guaranteePeriod,
    // An unknown `db` is no wish, as a missing one.
    deathBenefit: isOneOf(DEATH_BENEFITS_BY_BENEFIT, search.deathBenefit)
      ? search.deathBenefit
      : null,
    riester: riester.value,
    ruerup: productType === 'ruerup' ? ruerupProfileOf(search, insuranceStart.year) : null,
  });
};
