import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeGap } from '../../../domain/pension-gap/gap-financing';
import { calculatePensionGap } from '../../../domain/pension-gap/pension-gap';
import { PENSION_GAP_ASSUMPTIONS } from '../../../domain/pension-gap/pension-gap-assumptions';
import type { PensionGapInput } from '../../../domain/pension-gap/pension-gap-input';

const cents = (max: number): fc.Arbitrary<number> =>
  fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

const input: fc.Arbitrary<PensionGapInput> = fc
  .record({
    age: fc.integer({ min: 18, max: 62 }),
    gross: fc.option(cents(300_000), { nil: null }),
    net: cents(20_000).filter((n) => n > 0),
    retireAt: fc.integer({ min: 63, max: 70 }),
    share: fc.integer({ min: 50, max: 100 }).map((p) => p / 100),
    statutory: fc.option(cents(5_000), { nil: null }),
    other: cents(3_000),
    childless: fc.boolean(),
  })
  .map((i) => (i.gross === null && i.statutory === null ? { ...i, gross: 0 } : i));

const year = fc.constantFrom(2024, 2025, 2026);

describe('pension gap properties', () => {
  it('never answers a negative gap, capital or saving', () => {
    fc.assert(
      fc.property(input, year, (i, y) => {
        const r = calculatePensionGap(i, y);
        expect(r.gap).toBeGreaterThanOrEqual(0);
        expect(r.capitalNeeded).toBeGreaterThanOrEqual(0);
        expect(r.monthlySaving).toBeGreaterThanOrEqual(0);
        expect(r.statutory.net).toBeLessThanOrEqual(r.statutory.gross);
        expect(r.gap).toBeLessThanOrEqual(r.need);
      }),
      { numRuns: 500 },
    );
  });

  it('the gap falls (or stays) as the statutory pension rises by at least a euro', () => {
    // Steps of a euro: the tariff rounds the zvE and the tax down to whole euros, so a
    // cent more pension can cost a twelfth of a euro more tax.
    fc.assert(
      fc.property(input, year, cents(5_000), cents(3_000), (i, y, base, more) => {
        const low = calculatePensionGap({ ...i, statutory: base }, y);
        const high = calculatePensionGap({ ...i, statutory: base + 1 + more }, y);
        expect(high.statutory.net).toBeGreaterThan(low.statutory.net);
        expect(high.gap).toBeLessThanOrEqual(low.gap);
      }),
      { numRuns: 500 },
    );
  });

  it('for the same gap, the saving falls as the years to retirement rise', () => {
    fc.assert(
      fc.property(
        cents(10_000),
        fc.integer({ min: 1, max: 51 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 63, max: 70 }),
        (gap, years, more, retireAt) => {
          const short = financeGap(gap, years, retireAt, PENSION_GAP_ASSUMPTIONS);
          const long = financeGap(gap, years + more, retireAt, PENSION_GAP_ASSUMPTIONS);
          expect(long.monthlySaving).toBeLessThanOrEqual(short.monthlySaving);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a younger saver with the same Renteninformation pays less a month (pension start from 2058 on: 100 % taxable)', () => {
    fc.assert(
      fc.property(
        input,
        fc.integer({ min: 18, max: 38 }),
        fc.integer({ min: 1, max: 20 }),
        (i, older, younger) => {
          const retireAt = 70;
          const base = { ...i, retireAt, statutory: i.statutory ?? 1_000 };
          const olderAge = Math.max(18 + 1, older);
          const a = calculatePensionGap({ ...base, age: olderAge }, 2026);
          const b = calculatePensionGap({ ...base, age: Math.max(18, olderAge - younger) }, 2026);
          expect(a.gap).toBe(b.gap);
          expect(b.monthlySaving).toBeLessThanOrEqual(a.monthlySaving);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the need is the share of the net income; capital and saving scale with the gap', () => {
    fc.assert(
      fc.property(
        input,
        fc.integer({ min: 2, max: 10 }),
        cents(5_000),
        fc.integer({ min: 1, max: 50 }),
        (i, k, gap, years) => {
          const r = calculatePensionGap(i, 2026);
          expect(Math.abs(r.need - i.net * i.share)).toBeLessThanOrEqual(0.005 + 1e-9);
          const one = financeGap(gap, years, 67, PENSION_GAP_ASSUMPTIONS);
          const many = financeGap(gap * k, years, 67, PENSION_GAP_ASSUMPTIONS);
          // Each side is rounded to the cent once: k × a rounded amount is off by up to k / 2 cents.
          expect(Math.abs(many.capitalNeeded - k * one.capitalNeeded)).toBeLessThanOrEqual(
            (k + 1) * 0.005 + 1e-9,
          );
          expect(Math.abs(many.monthlySaving - k * one.monthlySaving)).toBeLessThanOrEqual(
            (k + 1) * 0.005 + 1e-9,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
