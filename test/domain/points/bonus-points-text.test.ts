import { describe, expect, it } from 'vitest';
import { bonusPointsText } from '../../../domain/points/bonus-points-text';

describe('bonusPointsText', () => {
  it('writes German thousands separators and the singular for one point', () => {
    expect(bonusPointsText(1250)).toBe('1.250 Bonuspunkte');
    expect(bonusPointsText(1)).toBe('1 Bonuspunkt');
    expect(bonusPointsText(0)).toBe('0 Bonuspunkte');
    expect(bonusPointsText(1_000_000)).toBe('1.000.000 Bonuspunkte');
  });
});
