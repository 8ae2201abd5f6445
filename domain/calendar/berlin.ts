import type { Temporal } from 'temporal-polyfill';

/** Every business rule about time uses German wall-clock time (ARCHITECTURE.md). */
import { BERLIN } from './berlin-zone';

export { BERLIN };

/** The Berlin wall-clock view of an instant. */
export const inBerlin = (instant: Temporal.Instant): Temporal.ZonedDateTime =>
  instant.toZonedDateTimeISO(BERLIN);

/** The calendar day in Berlin at that instant. */
export const berlinDateOf = (instant: Temporal.Instant): Temporal.PlainDate =>
  inBerlin(instant).toPlainDate();

/** The instant a Berlin wall-clock time stands for (earlier one in the autumn overlap). */
export const berlinInstant = (dateTime: Temporal.PlainDateTime): Temporal.Instant =>
  dateTime.toZonedDateTime(BERLIN, { disambiguation: 'compatible' }).toInstant();

/** The first instant of a Berlin calendar day. */
export const startOfBerlinDay = (date: Temporal.PlainDate): Temporal.Instant =>
  date.toZonedDateTime({ timeZone: BERLIN }).toInstant();
