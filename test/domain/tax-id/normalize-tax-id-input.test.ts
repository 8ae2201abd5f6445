import { describe, expect, it } from 'vitest';
import { normalizeTaxIdInput } from '../../../domain/tax-id/normalize-tax-id-input';
import { validateTaxId } from '../../../domain/tax-id/validate-tax-id';

describe('normalizeTaxIdInput', () => {
  it.each([
    ['86 095 742 719'],
    ['86/095/742/719'],
    ['86.095.742.719'],
    ['86-095-742-719'],
    [' 86095742719\t'],
    ['86 095/742.719-'],
  ])('turns %j into the plain digits', (input) => {
    expect(normalizeTaxIdInput(input)).toBe('86095742719');
    expect(validateTaxId(normalizeTaxIdInput(input)).ok).toBe(true);
  });

  it('keeps other characters so validation reports them', () => {
    expect(normalizeTaxIdInput('86_095742719')).toBe('86_095742719');
    expect(normalizeTaxIdInput('DE86095742719')).toBe('DE86095742719');
  });
});
