import {
  type CalendarDay,
  germanDateOf,
  germanDayOf,
  isoDayOf,
  isoOf,
} from '../calendar/calendar-day';
import { err, ok } from '../result';
import { childAllowanceEndedBefore } from '../tax/riester';
import type { ApplicationFormInput } from './application-fields';
import type { FieldErrors } from './field-errors';
import { checkNameText, type FieldCheck } from './person-fields';
import { riesterChildField, riesterChildIndexes } from './riester-child-fields';
import {
  isKindergeldRecipient,
  type KindergeldRecipient,
  type RiesterChild,
} from './riester-children';

/** No child of an applicant today was born before this day (a plausibility bound, nothing more). */
export const EARLIEST_CHILD_BIRTH_DATE: CalendarDay = { year: 1950, month: 1, day: 1 };

const compareDays = (a: CalendarDay, b: CalendarDay): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * A child's birth date, typed TT.MM.JJJJ on the page or YYYY-MM-DD through the JSON API: a real
 * day from 1950 up to the signing day, of a child who can still get Kindergeld in its year.
 */
export const checkChildBirthDate = (input: string, signingDay: CalendarDay): FieldCheck<string> => {
  const text = input.trim();
  if (text === '') return err('Bitte geben Sie das Geburtsdatum des Kindes an.');
  const day = isoDayOf(text) ?? germanDayOf(text);
  if (day === null) {
    return err('Bitte geben Sie das Geburtsdatum des Kindes im Format TT.MM.JJJJ an.');
  }
  if (compareDays(day, signingDay) > 0) {
    return err('Das Geburtsdatum des Kindes darf nicht in der Zukunft liegen.');
  }
  if (compareDays(day, EARLIEST_CHILD_BIRTH_DATE) < 0) {
    return err(
      `Das Geburtsdatum des Kindes darf nicht vor dem ${germanDateOf(EARLIEST_CHILD_BIRTH_DATE)} liegen.`,
    );
  }
  if (childAllowanceEndedBefore(day.year, signingDay.year)) {
    return err(
      `Für ein Kind mit Geburtsjahr ${day.year} gibt es ${signingDay.year} kein Kindergeld und keine Kinderzulage mehr.`,
    );
  }
  return ok(isoOf(day));
};

const checkRecipient = (input: string): FieldCheck<KindergeldRecipient> => {
  const text = input.trim();
  return isKindergeldRecipient(text)
    ? ok(text)
    : err('Bitte wählen Sie, wer das Kindergeld für dieses Kind erhält.');
};

/**
 * The Kinderzulage's children of the allowance application (§ 85 EStG), each child's fields
 * checked on the signing day; every wrong field's message goes into `errors` under its own name
 * (`children.1.birthDate`). The children in their order, or null when any field is wrong.
 */
export const checkRiesterChildren = (
  input: ApplicationFormInput,
  signingDay: CalendarDay,
  errors: FieldErrors,
): readonly RiesterChild[] | null => {
  const children: RiesterChild[] = [];
  let complete = true;
  for (const index of riesterChildIndexes(input)) {
    const text = (key: Parameters<typeof riesterChildField>[1]): string =>
      input[riesterChildField(index, key)] ?? '';
    const firstName = errors.take(
      riesterChildField(index, 'firstName'),
      checkNameText(text('firstName'), {
        missing: 'Bitte geben Sie den Vornamen des Kindes an.',
        label: 'Der Vorname des Kindes',
      }),
    );
    const lastName = errors.take(
      riesterChildField(index, 'lastName'),
      checkNameText(text('lastName'), {
        missing: 'Bitte geben Sie den Nachnamen des Kindes an.',
        label: 'Der Nachname des Kindes',
      }),
    );
    const birthDate = errors.take(
      riesterChildField(index, 'birthDate'),
      checkChildBirthDate(text('birthDate'), signingDay),
    );
    const kindergeldRecipient = errors.take(
      riesterChildField(index, 'kindergeldRecipient'),
      checkRecipient(text('kindergeldRecipient')),
    );
    if (
      firstName === null ||
      lastName === null ||
      birthDate === null ||
      kindergeldRecipient === null
    ) {
      complete = false;
    } else {
      children.push({ firstName, lastName, birthDate, kindergeldRecipient });
    }
  }
  return complete ? children : null;
};
