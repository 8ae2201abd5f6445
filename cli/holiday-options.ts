import { InvalidArgumentError, Option } from 'commander';
import { OPTIONAL_HOLIDAY_KEYS, type OptionalHolidayKey } from '../domain/holidays/holiday-key';

// The optional holidays of `rente holidays` and `rente workday` (--with).

/** `--with a,b`: optional holidays to switch on. */
export const parseOptionalHolidays = (input: string): OptionalHolidayKey[] => {
  const keys = input
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  const unknown = keys.filter((k) => !(OPTIONAL_HOLIDAY_KEYS as readonly string[]).includes(k));
  if (unknown.length > 0) {
    throw new InvalidArgumentError(
      `unknown optional holiday ${unknown.join(', ')} (choose from ${OPTIONAL_HOLIDAY_KEYS.join(', ')})`,
    );
  }
  return keys as OptionalHolidayKey[];
};

/** `--with a,b`: optional holidays counted as holidays too. */
export const withOption = (): Option =>
  new Option(
    '--with <keys>',
    `also count optional holidays: ${OPTIONAL_HOLIDAY_KEYS.join(',')}`,
  ).argParser(parseOptionalHolidays);
