import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solidaritySurcharge } from '../../../domain/tax/solidarity-surcharge';
import { SOLIDARITY_SURCHARGE_EXEMPTION } from '../../../domain/tax/surcharge-figures';
import { TAX_YEARS } from '../../../domain/tax/tax-year';

const year = fc.constantFrom(...TAX_YEARS);
const tax = fc.integer({ min: 0, max: 2_000_000 });

describe('Solidaritätszuschlag properties', () => {
  it('is zero up to the Freigrenze and never above 5.5 % of the income tax', () => {
    fc.assert(
      fc.property(year, tax, fc.boolean(), (y, t, married) => {
        const soli = solidaritySurcharge(t, y, { married });
        const exemption = SOLIDARITY_SURCHARGE_EXEMPTION[y][married ? 'joint' : 'single'];
        if (t <= exemption) expect(soli).toBe(0);
        expect(soli).toBeGreaterThanOrEqual(0);
        expect(soli).toBeLessThanOrEqual(0.055 * t);
        expect(Math.round(soli * 100)).toBeCloseTo(soli * 100, 6);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never falls when the income tax rises', () => {
    fc.assert(
      fc.property(year, tax, fc.integer({ min: 0, max: 50_000 }), fc.boolean(), (y, t, d, m) => {
        expect(solidaritySurcharge(t + d, y, { married: m })).toBeGreaterThanOrEqual(
          solidaritySurcharge(t, y, { married: m }),
        );
      }),
      { numRuns: 2_000 },
    );
  });
});
