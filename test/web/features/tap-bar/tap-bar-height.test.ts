import { describe, expect, it } from 'vitest';
import { TAP_BAR, tapBarHeight } from '../../../../web/features/tap-bar/tap-bar-height';

describe('tap bar', () => {
  it('defaults to 60 px and re-measures after 50 ms (SPEC §2)', () => {
    expect(TAP_BAR).toEqual({ defaultHeightPx: 60, remeasureAfterMs: 50 });
  });

  it('is 0 when hidden, else the measured height or the default', () => {
    expect(tapBarHeight(false, 72)).toBe(0);
    expect(tapBarHeight(true)).toBe(60);
    expect(tapBarHeight(true, 72)).toBe(72);
    expect(tapBarHeight(true, 0)).toBe(60);
    expect(tapBarHeight(true, Number.NaN)).toBe(60);
  });
});
