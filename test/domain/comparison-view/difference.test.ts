import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markRow } from '../../../domain/comparison-view/difference';

describe('markRow', () => {
  it('marks nothing when all values are the same', () => {
    expect(markRow([100, 100, 100], 'higher')).toEqual({ differs: false, best: [] });
    expect(markRow(['01.05.2052', '01.05.2052'], null)).toEqual({ differs: false, best: [] });
  });

  it('names the higher pension and the lower costs', () => {
    expect(markRow([300.86, 298.6, 291.2], 'higher')).toEqual({ differs: true, best: [0] });
    expect(markRow([0.49, 0.79, 0.62], 'lower')).toEqual({ differs: true, best: [0] });
    expect(markRow([2.0, 1.9], 'lower')).toEqual({ differs: true, best: [1] });
  });

  it('names every tariff that shares the best value', () => {
    expect(markRow([5, 7, 7], 'higher')).toEqual({ differs: true, best: [1, 2] });
  });

  it('marks a difference without a best value where better is not clear', () => {
    expect(markRow([0, 80], null)).toEqual({ differs: true, best: [] });
    expect(markRow(['a', 'b'], 'higher')).toEqual({ differs: true, best: [] });
  });

  it('lets a missing value differ but names a best value only among known ones', () => {
    expect(markRow([null, 3], 'higher')).toEqual({ differs: true, best: [] });
    expect(markRow([null, 3, 3], 'higher')).toEqual({ differs: true, best: [] });
    expect(markRow([null, 3, 4], 'lower')).toEqual({ differs: true, best: [1] });
  });

  it('property: the best values are extreme, and there is a best value exactly when numbers differ', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 3 }),
        fc.constantFrom('higher' as const, 'lower' as const),
        (values, better) => {
          const marks = markRow(values, better);
          const distinct = new Set(values).size > 1;
          expect(marks.differs).toBe(distinct);
          expect(marks.best.length > 0).toBe(distinct);
          const target = better === 'higher' ? Math.max(...values) : Math.min(...values);
          for (const i of marks.best) expect(values[i]).toBe(target);
        },
      ),
      { numRuns: 200 },
    );
  });
});
