import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_SIZES,
  carouselWindow,
  moveCarousel,
  previousActiveNext,
  wrapIndex,
} from '../../../../web/features/carousel/carousel-window';

const awards = ['A', 'B', 'C', 'D'];

describe('carousel', () => {
  it('shows 3 insurers at a time and holds 4 awards (SPEC §9)', () => {
    expect(CAROUSEL_SIZES).toEqual({ insurerVisible: 3, awardCount: 4, awardVisible: 3 });
  });

  it('wraps indices both ways', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(3, 0)).toBe(0);
    expect(moveCarousel(3, 1, 4)).toBe(0);
    expect(moveCarousel(0, -1, 4)).toBe(3);
  });

  it('shows previous, active and next, wrapping at both ends', () => {
    expect(previousActiveNext(awards, 0)).toEqual({ previous: 'D', active: 'A', next: 'B' });
    expect(previousActiveNext(awards, 3)).toEqual({ previous: 'C', active: 'D', next: 'A' });
    expect(previousActiveNext(awards, 1)).toEqual({ previous: 'A', active: 'B', next: 'C' });
    expect(previousActiveNext([], 0)).toBeNull();
    expect(carouselWindow(awards, 0, 3)).toEqual(['D', 'A', 'B']);
    expect(carouselWindow(awards, 3, 3)).toEqual(['C', 'D', 'A']);
  });

  it('never shows more items than exist and nothing for an empty list', () => {
    expect(carouselWindow(['A', 'B'], 0, 3)).toEqual(['A', 'B']);
    expect(carouselWindow([], 2, 3)).toEqual([]);
    expect(carouselWindow(awards, 1, 0)).toEqual([]);
    expect(carouselWindow(awards, 1, 4)).toEqual(['A', 'B', 'C', 'D']);
  });
});
