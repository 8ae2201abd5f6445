import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  germanDayMonthOf as formatDayMonth,
  germanDateOf as formatGermanDate,
} from '../../../domain/calendar/calendar-day';
import { formatGermanTime, WEEK_STARTS_ON } from '../../../domain/format/german-date-time';

describe('German date and time formats (SPEC §9)', () => {
  it('DD.MM.YYYY', () => {
    expect(formatGermanDate(Temporal.PlainDate.from('2024-03-05'))).toBe('05.03.2024');
    expect(formatGermanDate(Temporal.PlainDate.from('2024-12-31'))).toBe('31.12.2024');
    expect(formatGermanDate(Temporal.PlainDate.from('0800-12-25'))).toBe('25.12.0800');
  });

  it('DD.MM.', () => {
    expect(formatDayMonth(Temporal.PlainDate.from('2024-12-05'))).toBe('05.12.');
    expect(formatDayMonth(Temporal.PlainDate.from('2024-01-31'))).toBe('31.01.');
  });

  it('HH:mm, 24-hour clock', () => {
    expect(formatGermanTime(Temporal.PlainTime.from('09:05:59'))).toBe('09:05');
    expect(formatGermanTime(Temporal.PlainTime.from('00:00'))).toBe('00:00');
    expect(formatGermanTime(Temporal.PlainTime.from('23:59:59.999'))).toBe('23:59');
  });

  it('shows a zoned time as Berlin wall-clock time', () => {
    const berlin = Temporal.ZonedDateTime.from('2024-12-30T21:00[Europe/Berlin]');
    expect(formatGermanTime(berlin)).toBe('21:00');
    const utc = Temporal.ZonedDateTime.from('2024-07-01T10:30[UTC]');
    expect(formatGermanTime(utc)).toBe('12:30');
    const ny = Temporal.ZonedDateTime.from('2024-01-15T18:45[America/New_York]');
    expect(formatGermanTime(ny)).toBe('00:45');
  });

  it('the week starts on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    expect(Temporal.PlainDate.from('2024-03-04').dayOfWeek).toBe(WEEK_STARTS_ON);
  });
});
