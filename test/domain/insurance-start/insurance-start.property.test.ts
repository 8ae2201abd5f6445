import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { berlinDateOf } from '../../../domain/calendar/berlin';
import { insuranceStartFor } from '../../../domain/insurance-start/insurance-start';
import { isWithin, yearEndPeriodOf } from '../../../domain/insurance-start/year-end-period';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { businessInstant } from '../../arbitraries/instant';

const productArb = fc.constantFrom(...PRODUCT_TYPES);
const RUNS = { numRuns: 300 };

describe('insuranceStartFor properties', () => {
  it('is always the first of a month', () => {
    fc.assert(
      fc.property(businessInstant(), productArb, (now, product) => {
        expect(insuranceStartFor(now, product).insuranceStart.day).toBe(1);
      }),
      RUNS,
    );
  });

  it('inside the year-end period is exactly 1 December of that Berlin year, and names the period', () => {
    fc.assert(
      fc.property(businessInstant(), productArb, (now, product) => {
        const today = berlinDateOf(now);
        const period = yearEndPeriodOf(today.year, product);
        const result = insuranceStartFor(now, product);
        if (isWithin(period, now)) {
          expect(result).toEqual({
            insuranceStart: Temporal.PlainDate.from({ year: today.year, month: 12, day: 1 }),
            yearEndPeriod: period,
          });
        } else {
          expect(result.yearEndPeriod).toBeNull();
        }
      }),
      RUNS,
    );
  });

  it('outside the period is after today: 1 month ahead before the 20th, 2 months from it', () => {
    fc.assert(
      fc.property(businessInstant(), productArb, (now, product) => {
        const today = berlinDateOf(now);
        const { insuranceStart, yearEndPeriod } = insuranceStartFor(now, product);
        fc.pre(yearEndPeriod === null);
        expect(Temporal.PlainDate.compare(insuranceStart, today)).toBe(1);
        const monthsAhead = today.toPlainYearMonth().until(insuranceStart.toPlainYearMonth(), {
          largestUnit: 'months',
        }).months;
        expect(monthsAhead).toBe(today.day >= 20 ? 2 : 1);
      }),
      RUNS,
    );
  });

  it('is never before the first of the Berlin month of now (December inside the period)', () => {
    fc.assert(
      fc.property(businessInstant(), productArb, (now, product) => {
        const monthStart = berlinDateOf(now).with({ day: 1 });
        const { insuranceStart } = insuranceStartFor(now, product);
        expect(Temporal.PlainDate.compare(insuranceStart, monthStart)).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('never moves backwards as now advances', () => {
    fc.assert(
      fc.property(
        businessInstant(),
        fc.integer({ min: 0, max: 90 * 24 * 60 }),
        productArb,
        (now, minutes, product) => {
          const later = now.add({ minutes });
          const a = insuranceStartFor(now, product).insuranceStart;
          const b = insuranceStartFor(later, product).insuranceStart;
          expect(Temporal.PlainDate.compare(a, b)).toBeLessThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });
});
