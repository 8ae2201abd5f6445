import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorToCents, roundToCents } from '../../../domain/money/cents';

describe('cent rounding', () => {
  it('keeps decimal whole cents whole despite binary noise', () => {
    expect(0.57 * 100).not.toBe(57);
    expect(floorToCents(0.57)).toBe(0.57);
    expect(Math.floor(0.57 * 100) / 100).toBe(0.56);
    expect(roundToCents(1.005)).toBe(1.01);
    expect(floorToCents(0.119)).toBe(0.11);
    expect(roundToCents((650 * 1200) / 1450)).toBe(537.93);
  });

  it('floors at most one cent below rounding, never above the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (milli) => {
        const euros = milli / 1000;
        expect(floorToCents(euros)).toBeLessThanOrEqual(euros);
        expect(euros - floorToCents(euros)).toBeLessThan(0.01);
        expect(Math.abs(roundToCents(euros) - euros)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
