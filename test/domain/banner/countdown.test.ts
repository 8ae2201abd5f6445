import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { countdownTo, totalMinutesLeft } from '../../../domain/banner/countdown';

const berlin = (text: string): Temporal.Instant =>
  Temporal.ZonedDateTime.from(`${text}[Europe/Berlin]`).toInstant();

describe('countdownTo', () => {
  const dec6 = berlin('2026-12-06T00:00');

  it('splits the time left into days, hours and minutes', () => {
    expect(countdownTo(dec6, berlin('2026-12-01T10:30'))).toEqual({
      endDate: '05.12.',
      daysLeft: 4,
      hoursLeft: 13,
      minutesLeft: 30,
    });
  });

  it('shows the last day of the campaign as DD.MM.', () => {
    expect(countdownTo(berlin('2026-12-30T21:00'), berlin('2026-12-01T00:00')).endDate).toBe(
      '30.12.',
    );
    expect(countdownTo(berlin('2026-12-22T00:00'), berlin('2026-12-01T00:00')).endDate).toBe(
      '21.12.',
    );
  });

  it('rounds down to whole minutes', () => {
    const ends = berlin('2026-12-30T21:00');
    expect(countdownTo(ends, berlin('2026-12-30T20:58:00.001'))).toMatchObject({
      daysLeft: 0,
      hoursLeft: 0,
      minutesLeft: 1,
    });
    expect(countdownTo(ends, berlin('2026-12-30T20:59:00.001'))).toMatchObject({ minutesLeft: 0 });
    expect(countdownTo(ends, berlin('2026-12-30T20:59'))).toMatchObject({ minutesLeft: 1 });
  });

  it('is never negative: all zero at and after the end', () => {
    for (const now of [dec6, berlin('2026-12-06T00:00:01'), berlin('2027-03-01T00:00')]) {
      expect(countdownTo(dec6, now)).toEqual({
        endDate: '05.12.',
        daysLeft: 0,
        hoursLeft: 0,
        minutesLeft: 0,
      });
    }
  });

  it('counts elapsed time across the autumn daylight-saving night (a 25-hour day)', () => {
    // 24 Oct 12:00 to 26 Oct 00:00 on the wall clock is 37 hours of real time.
    const countdown = countdownTo(berlin('2026-10-26T00:00'), berlin('2026-10-24T12:00'));
    expect(countdown).toMatchObject({ daysLeft: 1, hoursLeft: 13, minutesLeft: 0 });
    expect(totalMinutesLeft(countdown)).toBe(37 * 60);
  });

  it('counts elapsed time across the spring night (a 23-hour day)', () => {
    const countdown = countdownTo(berlin('2026-03-30T00:00'), berlin('2026-03-29T00:00'));
    expect(countdown).toMatchObject({ daysLeft: 0, hoursLeft: 23, minutesLeft: 0 });
  });
});
