import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRuerup } from '../../../domain/calculators/ruerup-calculator';
import { RUERUP_MAX_DEDUCTIBLE } from '../../../domain/tax/ruerup-figures';

// From 10 €: below, the whole-euro rounding of the income tax alone (up to 1 € of tax and its
// Soli) can exceed a deduction of a euro or two.
// How an earner works: employee in the statutory insurance, civil servant, or neither.
const WORK = [
  { employee: true, civilServant: false },
  { employee: false, civilServant: true },
  { employee: false, civilServant: false },
] as const;
const input = fc
  .record({
    contribution: fc.integer({ min: 10, max: 80_000 }),
    gross: fc.integer({ min: 0, max: 500_000 }),
    married: fc.boolean(),
    own: fc.constantFrom(...WORK),
    spouseGross: fc.integer({ min: 0, max: 500_000 }),
    spouse: fc.constantFrom(...WORK),
  })
  .map(({ own, spouse, ...rest }) => ({
    ...rest,
    ...own,
    spouseEmployee: spouse.employee,
    spouseCivilServant: spouse.civilServant,
  }));
const year = fc.constantFrom(2024, 2025, 2026 as const);

describe('Rürup-Rechner invariants', () => {
  it('deducts no more than the contribution and the remaining Höchstbetrag', () => {
    fc.assert(
      fc.property(input, year, (i, y) => {
        const r = calculateRuerup(i, y);
        expect(r.deductible).toBeLessThanOrEqual(i.contribution);
        expect(r.deductible).toBeLessThanOrEqual(r.maximumDeductible);
        expect(r.deductible).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never saves more tax than the deductible amount, nor less than nothing', () => {
    fc.assert(
      fc.property(input, year, (i, y) => {
        const r = calculateRuerup(i, y);
        expect(r.taxSaving).toBeGreaterThanOrEqual(0);
        expect(r.solidaritySaving).toBeGreaterThanOrEqual(0);
        expect(r.taxSaving).toBeLessThanOrEqual(r.deductible);
        expect(r.netCost).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never allows more for a higher spouse income, nor more than twice the single Höchstbetrag', () => {
    fc.assert(
      fc.property(input, year, fc.integer({ min: 0, max: 200_000 }), (i, y, more) => {
        const couple = { ...i, married: true };
        const low = calculateRuerup(couple, y);
        const high = calculateRuerup({ ...couple, spouseGross: i.spouseGross + more }, y);
        expect(high.maximumDeductible).toBeLessThanOrEqual(low.maximumDeductible);
        expect(low.maximumDeductible).toBeLessThanOrEqual(2 * (RUERUP_MAX_DEDUCTIBLE[y] ?? 0));
        expect(high.maximumDeductible).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('saves at least as much for a higher contribution', () => {
    fc.assert(
      fc.property(input, year, fc.integer({ min: 0, max: 20_000 }), (i, y, more) => {
        const low = calculateRuerup(i, y);
        const high = calculateRuerup({ ...i, contribution: i.contribution + more }, y);
        expect(high.taxSaving).toBeGreaterThanOrEqual(low.taxSaving);
      }),
    );
  });

  it('takes the same from a civil servant’s Höchstbetrag as from an employee’s, and nothing from the self-employed', () => {
    // § 10 Abs. 3 Satz 3 EStG: the fictitious total contribution equals the statutory one.
    fc.assert(
      fc.property(input, year, (i, y) => {
        const as = (employee: boolean, civilServant: boolean) =>
          calculateRuerup({ ...i, employee, civilServant }, y).maximumDeductible;
        expect(as(false, true)).toBe(as(true, false));
        expect(as(false, true)).toBeLessThanOrEqual(as(false, false));
      }),
    );
  });
});
