import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../../../domain/holidays/state';
import { churchTax, churchTaxRate } from '../../../domain/tax/church-tax';

describe('Kirchensteuer', () => {
  it('is 8 % in Bayern and Baden-Württemberg and 9 % in the 14 other states', () => {
    expect(churchTaxRate('by')).toBe(0.08);
    expect(churchTaxRate('bw')).toBe(0.08);
    const nine = STATE_CODES.filter((s) => churchTaxRate(s) === 0.09);
    expect(nine).toHaveLength(14);
    expect(nine).not.toContain('by');
  });

  it('is the rate times the income tax, down to cents', () => {
    expect(churchTax(10_000, 'be')).toBe(900);
    // 8 % · 10,872 = 869.76 €; 9 % · 10,691 = 962.19 €.
    expect(churchTax(10_872, 'by')).toBe(869.76);
    expect(churchTax(10_691, 'nw')).toBe(962.19);
    expect(churchTax(0, 'hh')).toBe(0);
  });
});
