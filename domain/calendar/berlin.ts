import type { Temporal } from 'temporal-polyfill';

/** Every business rule about time uses German wall-clock time (ARCHITECTURE.md). */
import { BERLIN } from './berlin-zone';

export { BERLIN };

/** The Berlin wall-clock view of an instant. */
export const inBerlin = (instant: Temporal.Instant): Temporal.ZonedDateTime =>
  instant.toZonedDateTimeISO(BERLIN);

/** The last day asked for, as the span of epoch milliseconds it covers: [from, to). */
let lastDay: {
  readonly from: number;
  readonly to: number;
  readonly date: Temporal.PlainDate;
} | null = null;

/**
 * The calendar day in Berlin at that instant. The time-zone conversion is the dearest part of
 * many requests (each asks for today several times), so the day last worked out is kept with
 * its bounds and answers every instant inside it; the answer is the same either way.
 */
export const berlinDateOf = (instant: Temporal.Instant): Temporal.PlainDate => {
  // epochMilliseconds rounds down and a Berlin day starts on a whole millisecond.
  const ms = instant.epochMilliseconds;
  if (lastDay !== null && lastDay.from <= ms && ms < lastDay.to) return lastDay.date;
  const date = inBerlin(instant).toPlainDate();
  lastDay = {
    from: startOfBerlinDay(date).epochMilliseconds,
    to: startOfBerlinDay(date.add({ days: 1 })).epochMilliseconds,
    date,
  };
  return date;
};

/** The instant a Berlin wall-clock time stands for (earlier one in the autumn overlap). */
export const berlinInstant = (dateTime: Temporal.PlainDateTime): Temporal.Instant =>
  dateTime.toZonedDateTime(BERLIN, { disambiguation: 'compatible' }).toInstant();

/** The first instant of a Berlin calendar day. */
export const startOfBerlinDay = (date: Temporal.PlainDate): Temporal.Instant =>
  date.toZonedDateTime({ timeZone: BERLIN }).toInstant();
