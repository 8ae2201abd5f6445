import { InvalidArgumentError } from 'commander';
import { Temporal } from 'temporal-polyfill';
import { berlinDateOf, berlinInstant, startOfBerlinDay } from '../domain/calendar/berlin';
import { DATE_RANGE_MESSAGE, isInDateRange } from '../domain/calendar/date-range';
import { CliFailure } from './cli-failure';
import type { CliServices } from './cli-services';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A calendar date typed as YYYY-MM-DD or DD.MM.YYYY, or null. */
export const readDate = (input: string): Temporal.PlainDate | null => {
  const iso = ISO_DATE.exec(input);
  const german = iso ? null : GERMAN_DATE.exec(input);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : german
      ? [german[3], german[2], german[1]]
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  try {
    return Temporal.PlainDate.from(
      { year: +year, month: +month, day: +day },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
};

/** A well-formed date outside 1583–9999 is invalid input (exit 1), not a usage error. */
export const inDateRange = <T extends { readonly year: number }>(date: T): T => {
  if (!isInDateRange(date)) throw new CliFailure(DATE_RANGE_MESSAGE);
  return date;
};

/** A date that a command works on: invalid input, exit 1. */
export const dateArgument = (input: string): Temporal.PlainDate => {
  const date = readDate(input);
  if (date === null)
    throw new CliFailure(`Ungültiges Datum „${input}“ (erwartet JJJJ-MM-TT oder TT.MM.JJJJ).`);
  return inDateRange(date);
};

/** Commander parser for --today: a usage error when malformed, exit 1 outside the date range. */
export const parseTodayOption = (input: string): Temporal.PlainDate => {
  const date = ISO_DATE.test(input) ? readDate(input) : null;
  if (date === null) throw new InvalidArgumentError('expected YYYY-MM-DD');
  return inDateRange(date);
};

/**
 * Commander parser for --now (Europe/Berlin wall time): a usage error when malformed, exit 1
 * outside the date range (before 1583 Berlin's offset would be local mean time, +00:53).
 */
export const parseNowOption = (input: string): Temporal.PlainDateTime => {
  const m = WALL_TIME.exec(input);
  if (m === null) throw new InvalidArgumentError('expected YYYY-MM-DDTHH:mm (Europe/Berlin)');
  let dateTime: Temporal.PlainDateTime;
  try {
    const [, year, month, day, hour, minute] = m.map(Number);
    dateTime = Temporal.PlainDateTime.from(
      { year, month, day, hour, minute },
      { overflow: 'reject' },
    );
  } catch {
    throw new InvalidArgumentError(
      'expected a real date and time YYYY-MM-DDTHH:mm (Europe/Berlin)',
    );
  }
  return inDateRange(dateTime);
};

/** Commander parser for a whole number (may be negative). */
export const parseInteger = (input: string): number => {
  if (!/^[+-]?\d{1,7}$/.test(input)) throw new InvalidArgumentError('expected a whole number');
  return Number(input);
};

export interface TimeOptions {
  readonly today?: Temporal.PlainDate;
  readonly now?: Temporal.PlainDateTime;
}

/** The moment a command answers for: --now, else the start of --today, else the clock. */
export const resolveNow = (svc: CliServices, options: TimeOptions): Temporal.Instant => {
  if (options.now !== undefined) return berlinInstant(options.now);
  if (options.today !== undefined) return startOfBerlinDay(options.today);
  return svc.clock.now();
};

/** The Berlin calendar day a command answers for. */
export const resolveToday = (svc: CliServices, options: TimeOptions): Temporal.PlainDate =>
  options.today ?? options.now?.toPlainDate() ?? berlinDateOf(svc.clock.now());
