import { describe, expect, it } from 'vitest';
import { solidaritySurcharge } from '../../../domain/tax/solidarity-surcharge';

describe('Solidaritätszuschlag, SolZG §§ 3, 4', () => {
  it.each([
    [2024, 18_130, 36_260],
    [2025, 19_950, 39_900],
    [2026, 20_350, 40_700],
  ] as const)(
    'is zero up to the Freigrenze of %i (%i € single, %i € joint)',
    (year, single, joint) => {
      expect(solidaritySurcharge(single, year)).toBe(0);
      expect(solidaritySurcharge(joint, year, { married: true })).toBe(0);
      // One euro above: 11.9 % of 1 € = 0.119 € → 0.11 € (fractions of a cent dropped, § 4 S. 3).
      expect(solidaritySurcharge(single + 1, year)).toBe(0.11);
      expect(solidaritySurcharge(joint + 1, year, { married: true })).toBe(0.11);
      expect(solidaritySurcharge(single + 1, year, { married: true })).toBe(0);
    },
  );

  it('is capped by 11.9 % of the excess in the Milderungszone', () => {
    // 2024, tax 19,000 €: min(5.5 % · 19,000 = 1,045.00; 11.9 % · 870 = 103.53) = 103.53 €.
    expect(solidaritySurcharge(19_000, 2024)).toBe(103.53);
    // 2025, tax 25,000 €: min(1,375.00; 11.9 % · 5,050 = 600.95) = 600.95 €.
    expect(solidaritySurcharge(25_000, 2025)).toBe(600.95);
  });

  it('reaches the full 5.5 % where both formulas meet (2024: tax ≈ 1.859 × 18,130 = 33,710.47 €)', () => {
    // 33,710: min(1,854.05; 11.9 % · 15,580 = 1,854.02) = 1,854.02 €.
    expect(solidaritySurcharge(33_710, 2024)).toBe(1_854.02);
    // 33,711: min(5.5 % · 33,711 = 1,854.105; 1,854.139) = 1,854.105 → 1,854.10 €.
    expect(solidaritySurcharge(33_711, 2024)).toBe(1_854.1);
    // 50,000: 5.5 % = 2,750.00 €.
    expect(solidaritySurcharge(50_000, 2024)).toBe(2_750);
  });

  it('is zero without income tax', () => {
    expect(solidaritySurcharge(0, 2026)).toBe(0);
  });
});
