import type { BirthdayTextCheck } from '../../../domain/age/check-birthday';
import type { CalendarDay } from '../../../domain/calendar/calendar-day';
import { checkBirthdayInput } from '../../../domain/entry/birthday-entry';
import type { EntryProduct } from '../../../domain/entry/entry-product';

/** SPEC §4: a birth date starts as not yet checked, which counts as valid. */
export type BirthdayFieldCheck = { readonly state: 'notChecked' } | BirthdayTextCheck;

/** A complete DD.MM.YYYY has 10 characters: from then on the field is checked while typing. */
export const COMPLETE_DATE_LENGTH = 10;

/**
 * The check the field shows: not yet checked while the visitor is still typing a date (fewer
 * than 10 characters and the field not left yet), else the domain's birth-date check for the
 * chosen product.
 */
export const birthdayFieldCheck = (input: {
  readonly text: string;
  readonly product: EntryProduct;
  readonly today: CalendarDay;
  /** The field was left once, or the form was sent. */
  readonly touched: boolean;
}): BirthdayFieldCheck =>
  !input.touched && input.text.trim().length < COMPLETE_DATE_LENGTH
    ? { state: 'notChecked' }
    : checkBirthdayInput(input.text, input.product, input.today);

/** The message to show at the field, or null. */
export const messageOf = (check: BirthdayFieldCheck): string | null =>
  check.state === 'invalid' ? check.message : null;
