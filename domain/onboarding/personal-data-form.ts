import { BIRTHDAY_MESSAGES, checkBirthdayText } from '../age/check-birthday';
import type { CalendarDay } from '../calendar/calendar-day';
import { DATE_RANGE_MESSAGE, isIsoDateInRange } from '../calendar/date-range';
import { COMPARISON_MESSAGES } from '../comparison/comparison-input-error';
import { SEARCH_RANGES } from '../comparison/search-ranges';
import { isJobSituation } from '../products/job-situation';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import type { SearchData } from '../search-data/search-data';
import {
  ErrorCollector,
  euroInputText,
  type FieldErrors,
  type FormValues,
  fieldText,
  isAfterDay,
  isoToGerman,
  readEuroAmount,
  readGermanDate,
  readYesNo,
  yesNoText,
} from './form-values';
import { ONBOARDING_MESSAGES as M } from './onboarding-messages';
import { personalDataQuestions } from './personal-data-questions';

/** At most this many children with allowance are asked for (one birth date each). */
export const MAX_CHILDREN = 6;

/** The form field of the n-th child's birth date (1-based). */
export const childBirthdayField = (n: number): string => `childBirthday${n}`;

// The largest salary the form accepts: the comparison's range (SEARCH_RANGES), one home.
const MAX_SALARY = SEARCH_RANGES.salary.max;

const readJob = (values: FormValues, name: string, errors: ErrorCollector): string | undefined => {
  const job = fieldText(values, name);
  if (isJobSituation(job)) return job;
  errors.add(name, M.jobSituation);
  return undefined;
};

const readYes = (
  values: FormValues,
  name: string,
  message: string,
  errors: ErrorCollector,
  optional = false,
): boolean | undefined => {
  const text = fieldText(values, name);
  const answer = readYesNo(text);
  if (answer !== null) return answer;
  if (optional && text === '') return undefined;
  errors.add(name, message);
  return undefined;
};

const readSalary = (
  values: FormValues,
  name: string,
  messages: { readonly missing: string; readonly range: string },
  errors: ErrorCollector,
  optional = false,
): number | undefined => {
  const text = fieldText(values, name);
  if (optional && text.trim() === '') return undefined;
  const amount = readEuroAmount(text);
  if (amount !== null && amount <= MAX_SALARY) return amount;
  // A salary above the range gets the comparison's range message at the field.
  errors.add(
    name,
    text === '' ? messages.missing : amount === null ? M.amountFormat : messages.range,
  );
  return undefined;
};

const readChildren = (
  values: FormValues,
  today: CalendarDay,
  errors: ErrorCollector,
): { count: number; birthdays: string[] } => {
  const count = Number(fieldText(values, 'numberOfChildrenWithAllowance') || '0');
  if (!Number.isInteger(count) || count < 0 || count > MAX_CHILDREN) {
    errors.add('numberOfChildrenWithAllowance', M.childrenCount);
    return { count: 0, birthdays: [] };
  }
  const birthdays: string[] = [];
  for (let n = 1; n <= count; n++) {
    const name = childBirthdayField(n);
    const iso = readGermanDate(fieldText(values, name));
    if (iso === null) errors.add(name, M.childBirthday(n));
    else if (!isIsoDateInRange(iso)) errors.add(name, DATE_RANGE_MESSAGE);
    else if (isAfterDay(iso, today)) errors.add(name, M.childBirthdayFuture);
    else birthdays.push(iso);
  }
  return { count, birthdays };
};

/**
 * The personal-data step (SPEC §2 /onboarding-personal-data, §3 search data): birth date (SPEC §5
 * rules for the regular products), job situation, public pension insurance, church tax, gross
 * salary, married (then the spouse's job, insurance, church tax, salary and Riester contract),
 * children with allowance and their birth dates. Salary and church tax (the customer's and the
 * spouse's) only where the product needs them (personalDataQuestions); without a product the
 * birth date follows the rules of private Rentenversicherung. Answers or German messages by field.
 */
export const readPersonalData = (
  values: FormValues,
  today: CalendarDay,
  productType?: ProductType,
): Result<SearchData, FieldErrors> => {
  const errors = new ErrorCollector();
  const asks = personalDataQuestions(productType);
  const typed = fieldText(values, 'birthday');
  const iso = readGermanDate(typed);
  const check = checkBirthdayText(iso ?? typed, productType ?? 'schicht3', today);
  if (typed === '' || iso === null) errors.add('birthday', BIRTHDAY_MESSAGES.invalid);
  else if (check.state === 'invalid') errors.add('birthday', check.message);
  const jobSituation = readJob(values, 'jobSituation', errors);
  const hasPublicInsurance = readYes(values, 'hasPublicInsurance', M.publicInsurance, errors);
  const paysChurchTax = asks.churchTax
    ? readYes(values, 'paysChurchTax', M.churchTax, errors, asks.optional)
    : undefined;
  const salary = asks.salary
    ? readSalary(
        values,
        'estimatedGrossYearlySalary',
        { missing: M.salary, range: COMPARISON_MESSAGES.salary },
        errors,
        asks.optional,
      )
    : undefined;
  const isMarried = readYes(values, 'isMarried', M.married, errors);
  const spouse =
    isMarried === true
      ? {
          spouseJobSituation: readJob(values, 'spouseJobSituation', errors),
          spouseHasPublicInsurance: readYes(
            values,
            'spouseHasPublicInsurance',
            M.spousePublicInsurance,
            errors,
          ),
          spousePaysChurchTax: asks.churchTax
            ? readYes(values, 'spousePaysChurchTax', M.spouseChurchTax, errors, asks.optional)
            : undefined,
          spouseEstimatedGrossYearlySalary: asks.salary
            ? readSalary(
                values,
                'spouseEstimatedGrossYearlySalary',
                { missing: M.spouseSalary, range: COMPARISON_MESSAGES.spouseSalary },
                errors,
                asks.optional,
              )
            : undefined,
          spouseHasRiesterContract: readYes(
            values,
            'spouseHasRiesterContract',
            M.spouseRiester,
            errors,
          ),
        }
      : {};
  const children = readChildren(values, today, errors);
  if (errors.hasErrors) return err(errors.all);
  const answers: Record<string, unknown> = {
    jobSituation,
    birthday: iso ?? undefined,
    hasPublicInsurance,
    paysChurchTax,
    estimatedGrossYearlySalary: salary,
    isMarried,
    numberOfChildrenWithAllowance: children.count,
    ...(children.birthdays.length > 0 ? { childrenBirthdays: children.birthdays } : {}),
    ...spouse,
  };
  // Questions the product does not ask leave their fields out of the search data.
  const given = Object.entries(answers).filter(([, value]) => value !== undefined);
  return ok(Object.fromEntries(given) as SearchData);
};

/**
 * The form's values for search data already in the URL; the landing widget's
 * `?jobSituation=…&birthday=…` (SPEC §2) fills job and birth date when the codec keys are absent.
 */
export const personalDataValues = (
  searchData: SearchData,
  landing: { readonly jobSituation?: string | null; readonly birthday?: string | null } = {},
): FormValues => {
  const values: Record<string, string> = {
    birthday: isoToGerman(searchData.birthday ?? landing.birthday ?? undefined),
    jobSituation: searchData.jobSituation ?? landing.jobSituation ?? '',
    hasPublicInsurance: yesNoText(searchData.hasPublicInsurance),
    paysChurchTax: yesNoText(searchData.paysChurchTax),
    estimatedGrossYearlySalary: euroInputText(searchData.estimatedGrossYearlySalary),
    isMarried: yesNoText(searchData.isMarried ?? false),
    numberOfChildrenWithAllowance: String(searchData.numberOfChildrenWithAllowance ?? 0),
    spouseJobSituation: searchData.spouseJobSituation ?? '',
    spouseHasPublicInsurance: yesNoText(searchData.spouseHasPublicInsurance),
    spousePaysChurchTax: yesNoText(searchData.spousePaysChurchTax),
    spouseEstimatedGrossYearlySalary: euroInputText(searchData.spouseEstimatedGrossYearlySalary),
    spouseHasRiesterContract: yesNoText(searchData.spouseHasRiesterContract),
  };
  (searchData.childrenBirthdays ?? []).slice(0, MAX_CHILDREN).forEach((iso, i) => {
    values[childBirthdayField(i + 1)] = isoToGerman(iso);
  });
  return values;
};
