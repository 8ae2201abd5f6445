import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isWithin, yearEndPeriodOf } from '../../../domain/insurance-start/year-end-period';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';

const berlin = (text: string): Temporal.Instant =>
  Temporal.ZonedDateTime.from(`${text}[Europe/Berlin]`).toInstant();

describe('yearEndPeriodOf (SPEC §9)', () => {
  it('starts 20 October 00:00 Berlin (summer time) for every product', () => {
    for (const product of PRODUCT_TYPES) {
      expect(yearEndPeriodOf(2026, product).starts).toEqual(
        Temporal.Instant.from('2026-10-19T22:00:00Z'),
      );
    }
  });

  it('ends after 5 December by default (6 December 00:00 CET, exclusive)', () => {
    for (const product of ['schicht3', 'sofort', 's3einmalzahlung'] as const) {
      expect(yearEndPeriodOf(2026, product).ends).toEqual(
        Temporal.Instant.from('2026-12-05T23:00:00Z'),
      );
    }
  });

  it('ends after 21 December for Riester', () => {
    expect(yearEndPeriodOf(2026, 'riester').ends).toEqual(
      Temporal.Instant.from('2026-12-21T23:00:00Z'),
    );
  });

  it('ends at 30 December 21:00 for Rürup', () => {
    expect(yearEndPeriodOf(2026, 'ruerup').ends).toEqual(
      Temporal.Instant.from('2026-12-30T20:00:00Z'),
    );
  });

  it('is half-open: the start is inside, the end outside', () => {
    const schicht3 = yearEndPeriodOf(2026, 'schicht3');
    expect(isWithin(schicht3, berlin('2026-10-19T23:59:59.999'))).toBe(false);
    expect(isWithin(schicht3, berlin('2026-10-20T00:00'))).toBe(true);
    expect(isWithin(schicht3, berlin('2026-12-05T23:59:59.999'))).toBe(true);
    expect(isWithin(schicht3, berlin('2026-12-06T00:00'))).toBe(false);
    const ruerup = yearEndPeriodOf(2026, 'ruerup');
    expect(isWithin(ruerup, berlin('2026-12-30T20:59:59.999'))).toBe(true);
    expect(isWithin(ruerup, berlin('2026-12-30T21:00'))).toBe(false);
  });

  it('answers equal periods when asked again, for every product and year', () => {
    for (const product of PRODUCT_TYPES) {
      for (const year of [2025, 2026, 2027]) {
        const first = yearEndPeriodOf(year, product);
        const again = yearEndPeriodOf(year, product);
        expect(again.starts.equals(first.starts) && again.ends.equals(first.ends)).toBe(true);
        expect(first.starts.toString()).toBe(
          Temporal.ZonedDateTime.from({ timeZone: 'Europe/Berlin', year, month: 10, day: 20 })
            .toInstant()
            .toString(),
        );
      }
    }
  });
});
