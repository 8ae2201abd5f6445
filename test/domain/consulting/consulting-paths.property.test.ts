import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_PATH,
  bookingDaysFrom,
  bookingUrlOf,
  tariffBookingUrlOf,
} from '../../../domain/consulting/consulting-paths';
import { callbackProductOf, topicOfProduct } from '../../../domain/consulting/consulting-topic';
import { calendarDate } from '../../arbitraries/calendar-date';

describe('bookingDaysFrom', () => {
  it('offers exactly `count` weekdays, ascending, the first on or after today, none skipped', () => {
    fc.assert(
      fc.property(calendarDate(2020, 2040), fc.integer({ min: 1, max: 20 }), (today, count) => {
        const days = bookingDaysFrom(today, count);
        expect(days).toHaveLength(count);
        for (const day of days) expect(day.dayOfWeek).toBeLessThanOrEqual(5);
        expect(Temporal.PlainDate.compare(days[0] ?? today, today)).toBeGreaterThanOrEqual(0);
        // Between two listed days lie only weekend days.
        for (let i = 1; i < days.length; i++) {
          const gap = (days[i - 1] as Temporal.PlainDate).until(days[i] as Temporal.PlainDate).days;
          expect(gap).toBeGreaterThanOrEqual(1);
          expect(gap).toBeLessThanOrEqual(3);
        }
      }),
    );
  });

  it('starts on Monday from a Saturday', () => {
    expect(bookingDaysFrom(Temporal.PlainDate.from('2026-11-28'), 2).map(String)).toEqual([
      '2026-11-30',
      '2026-12-01',
    ]);
  });
});

describe('the booking page links', () => {
  it('carry the SPEC §3 origin, the product of the search and the tariff', () => {
    expect(tariffBookingUrlOf('tariff', 't-1', 'js=Angestellter&pt=riester&ra=67')).toBe(
      `${BOOKING_PATH}?origin=tariff&product=riester&tariffId=t-1`,
    );
    expect(bookingUrlOf({ origin: 'thankyou', product: null, tariffId: null })).toBe(
      `${BOOKING_PATH}?origin=thankyou`,
    );
  });
});

describe('consulting topics', () => {
  it('preselect the topic of the product and file a callback under a product', () => {
    expect(topicOfProduct('ruerup')).toBe('Rürup-Rente');
    expect(topicOfProduct(null)).toBeNull();
    expect(callbackProductOf(null, 'Riester-Rente')).toBe('riester');
    expect(callbackProductOf('sofort', 'Riester-Rente')).toBe('sofort');
    expect(callbackProductOf(null, 'Betriebliche Altersvorsorge')).toBe('schicht3');
  });
});
