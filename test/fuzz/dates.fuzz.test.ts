import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect } from 'vitest';
import { BIRTHDAY_MESSAGES } from '../../domain/age/check-birthday';
import { parseGermanDate } from '../../domain/age/german-date';
import { parseIsoDate } from '../../domain/calendar/calendar-date';
import {
  germanDateOf,
  germanDateToIso,
  germanDayOf,
  isoDayOf,
  germanDateOfIso as isoToGermanDate,
} from '../../domain/calendar/calendar-day';
import { birthdayInputToIso } from '../../domain/entry/birthday-entry';
import { isIsoDate } from '../../domain/search-data/iso-date';
import { calendarDate } from '../arbitraries/calendar-date';
import { germanDateTextArb, isoDateTextArb } from '../arbitraries/date-text';
import { hostileStringArb, longStringArb } from '../arbitraries/hostile-input';
import { fuzz } from './fuzz-harness';

const realDateArb = calendarDate(0, 9999);

const dateTextArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: germanDateTextArb },
  { weight: 5, arbitrary: isoDateTextArb },
  { weight: 2, arbitrary: realDateArb.map((date) => germanDateOf(date)) },
  { weight: 2, arbitrary: realDateArb.map((date) => date.toString()) },
  { weight: 3, arbitrary: hostileStringArb() },
  { weight: 1, arbitrary: longStringArb },
);

// Temporal reads YYYY-MM-DD strictly (a wrong day is an error, never moved): the reference.
const temporalReads = (text: string): boolean => {
  try {
    Temporal.PlainDate.from(text, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
};

describe('fuzz: date parsers (issue 13)', () => {
  fuzz('German date DD.MM.YYYY', dateTextArb, (text) => {
    const day = germanDayOf(text);
    const parsed = parseGermanDate(text);
    expect(parsed.ok).toBe(day !== null);
    if (!parsed.ok) {
      expect(parsed.error).toEqual({ kind: 'age/invalid', message: BIRTHDAY_MESSAGES.invalid });
      expect(germanDateToIso(text)).toBeNull();
      return;
    }
    expect({ year: parsed.value.year, month: parsed.value.month, day: parsed.value.day }).toEqual(
      day,
    );
    const iso = germanDateToIso(text);
    expect(iso).toBe(parsed.value.toString());
    // Round trip: the German form of the date reads back as the same date.
    const again = parseGermanDate(germanDateOf(parsed.value));
    expect(again.ok && again.value.equals(parsed.value)).toBe(true);
    // The entry form reads the same day.
    expect(birthdayInputToIso(text)).toBe(iso);
  });

  fuzz('ISO date YYYY-MM-DD', dateTextArb, (text) => {
    const day = isoDayOf(text);
    const date = parseIsoDate(text);
    // The three ISO readers (birthday, search data, Temporal on the strict pattern) agree.
    expect(date !== null).toBe(day !== null);
    expect(isIsoDate(text)).toBe(day !== null);
    // Temporal reads every real day of years 0000–9999; the portal may take fewer (
    // one range 1583–9999 for every date input), never more, and within that range the same.
    if (day !== null) expect(temporalReads(text)).toBe(true);
    const year = Number(text.slice(0, 4));
    if (/^\d{4}-\d{2}-\d{2}$/.test(text) && year >= 1583) {
      expect(day !== null).toBe(temporalReads(text));
    }
    if (date === null) return;
    expect(date.toString()).toBe(text);
    expect({ year: date.year, month: date.month, day: date.day }).toEqual(day);
    // ISO → German → ISO.
    expect(birthdayInputToIso(isoToGermanDate(text))).toBe(text);
  });
});
