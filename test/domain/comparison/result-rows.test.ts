import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_PAGE_SIZE,
  MAX_COMPARISON_PAGE_SIZE,
  moreRowsAfter,
  RESULT_FIRST_ROWS,
  visibleRowsOf,
} from '../../../domain/comparison/comparison-page';

// Issue 31 finding 3: the result page renders its first RESULT_FIRST_ROWS rows, then whole pages
// with every „Weitere Tarife anzeigen“; without JavaScript every row stays reachable.

describe('visibleRowsOf and moreRowsAfter', () => {
  it('shows 10 rows first, then 50, 100, … up to 500', () => {
    expect(visibleRowsOf(null, 24)).toBe(RESULT_FIRST_ROWS);
    expect(visibleRowsOf(null, 4)).toBe(4);
    expect(visibleRowsOf('abc', 1000)).toBe(RESULT_FIRST_ROWS);
    expect(visibleRowsOf('10', 1000)).toBe(RESULT_FIRST_ROWS);
    expect(visibleRowsOf('11', 1000)).toBe(COMPARISON_PAGE_SIZE);
    expect(visibleRowsOf('50', 24)).toBe(24);
    expect(visibleRowsOf('51', 1000)).toBe(100);
    expect(visibleRowsOf('9999999', 100_000)).toBe(MAX_COMPARISON_PAGE_SIZE);
    expect(moreRowsAfter(RESULT_FIRST_ROWS)).toBe(COMPARISON_PAGE_SIZE);
    expect(moreRowsAfter(50)).toBe(100);
    expect(moreRowsAfter(500)).toBe(MAX_COMPARISON_PAGE_SIZE);
  });

  it('following „Weitere Tarife anzeigen“ from the first page reaches every row up to 500', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), (count) => {
        let shown = visibleRowsOf(null, count);
        const reachable = Math.min(count, MAX_COMPARISON_PAGE_SIZE);
        let links = 0;
        while (shown < reachable) {
          const next = visibleRowsOf(String(moreRowsAfter(shown)), count);
          expect(next).toBeGreaterThan(shown);
          shown = next;
          links++;
        }
        expect(shown).toBe(reachable);
        expect(links).toBeLessThanOrEqual(MAX_COMPARISON_PAGE_SIZE / COMPARISON_PAGE_SIZE);
      }),
    );
  });
});
