import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carouselWindow,
  moveCarousel,
  wrapIndex,
} from '../../../../web/features/carousel/carousel-window';

const items = fc
  .array(fc.integer(), { minLength: 1, maxLength: 30 })
  .map((xs) => xs.map((_, i) => i));
const index = fc.integer({ min: -1000, max: 1000 });
const size = fc.integer({ min: 1, max: 5 });

describe('carousel (properties)', () => {
  it('keeps the active item in the window, at its centre', () => {
    fc.assert(
      fc.property(items, index, size, (xs, active, n) => {
        const window = carouselWindow(xs, active, n);
        expect(window).toHaveLength(Math.min(n, xs.length));
        expect(window[Math.floor((window.length - 1) / 2)]).toBe(xs[wrapIndex(active, xs.length)]);
      }),
      { numRuns: 300 },
    );
  });

  it('shows consecutive items (wrapping) and never one twice', () => {
    fc.assert(
      fc.property(items, index, size, (xs, active, n) => {
        const window = carouselWindow(xs, active, n);
        expect(new Set(window).size).toBe(window.length);
        for (let i = 1; i < window.length; i += 1) {
          expect(window[i]).toBe(wrapIndex(window[i - 1]! + 1, xs.length));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('returns to the start after a full round in either direction', () => {
    fc.assert(
      fc.property(items, index, fc.boolean(), (xs, start, forward) => {
        let at = wrapIndex(start, xs.length);
        const origin = at;
        for (let i = 0; i < xs.length; i += 1) at = moveCarousel(at, forward ? 1 : -1, xs.length);
        expect(at).toBe(origin);
      }),
      { numRuns: 200 },
    );
  });

  it('is the same window for indices a whole round apart', () => {
    fc.assert(
      fc.property(items, index, size, fc.integer({ min: -5, max: 5 }), (xs, active, n, rounds) => {
        expect(carouselWindow(xs, active + rounds * xs.length, n)).toEqual(
          carouselWindow(xs, active, n),
        );
      }),
      { numRuns: 200 },
    );
  });
});
