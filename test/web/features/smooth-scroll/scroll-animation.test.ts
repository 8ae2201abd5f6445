import { describe, expect, it } from 'vitest';
import {
  easeOutCirc,
  SCROLL_ANIMATION,
  scrollPositionAt,
} from '../../../../web/features/smooth-scroll/scroll-animation';

describe('scroll animation', () => {
  it('lasts 1000 ms with out-circ easing (SPEC §9)', () => {
    expect(SCROLL_ANIMATION).toEqual({ durationMs: 1000, easing: 'outCirc' });
  });

  it('follows sqrt(1 - (t - 1)^2) and clamps outside 0..1', () => {
    expect(easeOutCirc(0)).toBe(0);
    expect(easeOutCirc(1)).toBe(1);
    expect(easeOutCirc(0.5)).toBeCloseTo(Math.sqrt(0.75), 12);
    expect(easeOutCirc(-1)).toBe(0);
    expect(easeOutCirc(2)).toBe(1);
  });

  it('moves from start to target over the duration', () => {
    expect(scrollPositionAt(100, 600, 0)).toBe(100);
    expect(scrollPositionAt(100, 600, 1000)).toBe(600);
    expect(scrollPositionAt(100, 600, 5000)).toBe(600);
    expect(scrollPositionAt(600, 100, 500)).toBeCloseTo(600 - 500 * Math.sqrt(0.75), 9);
    expect(scrollPositionAt(0, 10, 0, 0)).toBe(10);
  });
});
