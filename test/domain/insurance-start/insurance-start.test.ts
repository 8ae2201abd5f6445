import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { insuranceStartFor } from '../../../domain/insurance-start/insurance-start';
import { yearEndPeriodOf } from '../../../domain/insurance-start/year-end-period';
import type { ProductType } from '../../../domain/products/product-type';

/** A Berlin wall-clock time ('2026-10-25T02:30+01:00' picks one side of the autumn overlap). */
const berlin = (text: string): Temporal.Instant =>
  Temporal.ZonedDateTime.from(`${text}[Europe/Berlin]`).toInstant();

const startAt = (text: string, product: ProductType = 'schicht3'): string =>
  insuranceStartFor(berlin(text), product).insuranceStart.toString();

describe('insuranceStartFor outside the year-end period (SPEC §4)', () => {
  it('gives the first of next month up to the 19th', () => {
    expect(startAt('2026-05-01T00:00')).toBe('2026-06-01');
    expect(startAt('2026-05-19T23:59:59.999')).toBe('2026-06-01');
  });

  it('gives the first of the month after next from the 20th on', () => {
    expect(startAt('2026-05-20T00:00')).toBe('2026-07-01');
    expect(startAt('2026-05-31T23:59')).toBe('2026-07-01');
  });

  it('says no year-end period', () => {
    expect(insuranceStartFor(berlin('2026-05-20T12:00'), 'riester').yearEndPeriod).toBeNull();
  });

  it('judges the day of month by the Berlin calendar, not UTC', () => {
    // 22:30 UTC on 19 May is already 20 May 00:30 in Berlin.
    const now = Temporal.Instant.from('2026-05-19T22:30:00Z');
    expect(insuranceStartFor(now, 'schicht3').insuranceStart.toString()).toBe('2026-07-01');
  });

  it('rolls over into the next year from November and December', () => {
    // November always lies in the year-end period, so only December rolls over.
    expect(startAt('2026-11-20T12:00', 'sofort')).toBe('2026-12-01');
    expect(startAt('2026-12-06T00:00', 'schicht3')).toBe('2027-01-01');
    expect(startAt('2026-12-19T23:59', 'schicht3')).toBe('2027-01-01');
    expect(startAt('2026-12-20T00:00', 'schicht3')).toBe('2027-02-01');
    expect(startAt('2026-12-31T23:59', 'schicht3')).toBe('2027-02-01');
    expect(startAt('2027-01-01T00:00', 'ruerup')).toBe('2027-02-01');
  });
});

describe('insuranceStartFor at the year-end period boundaries (SPEC §9)', () => {
  it('switches on 20 October 00:00 Berlin', () => {
    expect(startAt('2026-10-19T23:59:59.999')).toBe('2026-11-01');
    expect(startAt('2026-10-20T00:00')).toBe('2026-12-01');
    const inside = insuranceStartFor(berlin('2026-10-20T00:00'), 'schicht3');
    expect(inside.yearEndPeriod).toEqual(yearEndPeriodOf(2026, 'schicht3'));
  });

  it('ends with 5 December by default', () => {
    expect(startAt('2026-12-05T23:59:59.999', 'schicht3')).toBe('2026-12-01');
    expect(startAt('2026-12-06T00:00', 'schicht3')).toBe('2027-01-01');
    expect(startAt('2026-12-06T00:00', 's3einmalzahlung')).toBe('2027-01-01');
  });

  it('ends with 21 December for Riester', () => {
    expect(startAt('2026-12-06T00:00', 'riester')).toBe('2026-12-01');
    expect(startAt('2026-12-21T23:59:59.999', 'riester')).toBe('2026-12-01');
    expect(startAt('2026-12-22T00:00', 'riester')).toBe('2027-02-01');
  });

  it('ends at 30 December 21:00 for Rürup', () => {
    expect(startAt('2026-12-22T00:00', 'ruerup')).toBe('2026-12-01');
    expect(startAt('2026-12-30T20:59', 'ruerup')).toBe('2026-12-01');
    expect(startAt('2026-12-30T20:59:59.999', 'ruerup')).toBe('2026-12-01');
    expect(startAt('2026-12-30T21:00', 'ruerup')).toBe('2027-02-01');
    expect(insuranceStartFor(berlin('2026-12-30T21:00'), 'ruerup').yearEndPeriod).toBeNull();
  });
});

describe('insuranceStartFor in the daylight-saving change nights', () => {
  it('autumn, 25 October 2026: inside the period on both sides of the repeated hour', () => {
    expect(startAt('2026-10-25T00:30')).toBe('2026-12-01');
    expect(startAt('2026-10-25T02:30+02:00')).toBe('2026-12-01');
    expect(startAt('2026-10-25T02:30+01:00')).toBe('2026-12-01');
    expect(startAt('2026-10-25T03:00')).toBe('2026-12-01');
  });

  it('autumn, 26 October 2025: the repeated hour is inside the period for every product', () => {
    for (const product of ['ruerup', 'riester', 'schicht3', 'sofort', 's3einmalzahlung'] as const) {
      expect(startAt('2025-10-26T02:30+01:00', product)).toBe('2025-12-01');
    }
  });

  it('spring, 29 March 2026: the 29th stays the 29th across the skipped hour', () => {
    expect(startAt('2026-03-29T01:59:59')).toBe('2026-05-01');
    expect(startAt('2026-03-29T03:00')).toBe('2026-05-01');
    // 02:30 does not exist; the instant one hour later on the wall clock is still the 29th.
    expect(insuranceStartFor(Temporal.Instant.from('2026-03-29T01:30:00Z'), 'riester')).toEqual({
      insuranceStart: Temporal.PlainDate.from('2026-05-01'),
      yearEndPeriod: null,
    });
  });

  it('spring, 19/20 March in winter time: 23:00 UTC is already the next Berlin day', () => {
    expect(insuranceStartFor(Temporal.Instant.from('2026-03-19T22:59:59Z'), 'schicht3')).toEqual({
      insuranceStart: Temporal.PlainDate.from('2026-04-01'),
      yearEndPeriod: null,
    });
    expect(
      insuranceStartFor(Temporal.Instant.from('2026-03-19T23:00:00Z'), 'schicht3').insuranceStart,
    ).toEqual(Temporal.PlainDate.from('2026-05-01'));
  });
});
