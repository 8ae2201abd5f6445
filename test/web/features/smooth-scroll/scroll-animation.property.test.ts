import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easeOutCirc } from '../../../../web/features/smooth-scroll/scroll-animation';

const t = fc.double({ min: 0, max: 1, noNaN: true });

describe('easeOutCirc (properties)', () => {
  it('stays in 0..1, never falls and is ahead of linear', () => {
    fc.assert(
      fc.property(t, t, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(easeOutCirc(lo)).toBeGreaterThanOrEqual(0);
        expect(easeOutCirc(hi)).toBeLessThanOrEqual(1);
        expect(easeOutCirc(lo)).toBeLessThanOrEqual(easeOutCirc(hi));
        expect(easeOutCirc(lo)).toBeGreaterThanOrEqual(lo - 1e-12);
      }),
      { numRuns: 300 },
    );
  });
});
