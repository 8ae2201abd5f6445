import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isInsuranceStartOld } from '../../../domain/insurance-start/old-insurance-start';

const EPOCH = Temporal.PlainDate.from('2020-01-01');
const dateArb = fc.integer({ min: 0, max: 4000 }).map((days) => EPOCH.add({ days }));

describe('isInsuranceStartOld properties', () => {
  it('once old, stays old as today advances', () => {
    fc.assert(
      fc.property(dateArb, dateArb, fc.integer({ min: 0, max: 400 }), (start, today, days) => {
        fc.pre(isInsuranceStartOld(start, today));
        expect(isInsuranceStartOld(start, today.add({ days }))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is never old within 89 days and always old after 92 days', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 400 }), (start, days) => {
        const old = isInsuranceStartOld(start, start.add({ days }));
        if (days <= 89) expect(old).toBe(false);
        if (days > 92) expect(old).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
