import { describe, expect, it } from 'vitest';
import { TAX_ID_MESSAGES } from '../../../domain/tax-id/tax-id-error';
import { validateTaxId } from '../../../domain/tax-id/validate-tax-id';
import { TAX_ID_VECTORS } from '../../fixtures/tax-id/tax-id-vectors';

const kindOf = (input: string): string => {
  const result = validateTaxId(input);
  return result.ok ? 'valid' : result.error.kind;
};

describe('validateTaxId against published vectors (test/fixtures/tax-id)', () => {
  it.each(TAX_ID_VECTORS.map((v) => [v.id, v.expected, v.source] as const))(
    '%s → %s (%s)',
    (id, expected) => {
      expect(kindOf(id)).toBe(expected);
    },
  );
});

describe('validateTaxId (SPEC §5, ELSTER)', () => {
  it('returns the id itself when valid', () => {
    expect(validateTaxId('86095742719')).toEqual({ ok: true, value: '86095742719' });
  });

  it('follows ELSTER beyond SPEC §5: three equal digits are fine apart, not in a row', () => {
    expect(kindOf('65929970489')).toBe('valid');
    expect(kindOf('65299970480')).toBe('tax-id/three-in-a-row');
  });

  it('allows a digit twice directly in a row', () => {
    expect(kindOf('11234567890')).toBe('valid');
  });

  it.each([
    [''],
    ['8609574271'],
    ['860957427190'],
    ['86095 742719'],
    ['86 095 742 719'],
    ['8609574271x'],
    ['８６０９５７４２７１９'],
    ['-8609574271'],
  ])('rejects %j as tax-id/format (digits only, no separators)', (input) => {
    expect(kindOf(input)).toBe('tax-id/format');
  });

  it('rejects a leading 0 before anything else (ELSTER test numbers)', () => {
    expect(kindOf('06095742719')).toBe('tax-id/leading-zero');
  });

  it('checks the repetition in the first ten digits only', () => {
    // Ten distinct digits: the check digit repeating one of them does not help.
    expect(kindOf('12345678903')).toBe('tax-id/digit-repetition');
    expect(kindOf('12345678901')).toBe('tax-id/digit-repetition');
  });

  it('rejects a wrong check digit with tax-id/checksum', () => {
    expect(kindOf('86095742710')).toBe('tax-id/checksum');
    expect(kindOf('86095742718')).toBe('tax-id/checksum');
  });

  it('gives German messages per kind', () => {
    const result = validateTaxId('123');
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'tax-id/format',
        message: 'Die Steuer-Identifikationsnummer muss aus genau 11 Ziffern bestehen.',
      },
    });
    expect(new Set(Object.values(TAX_ID_MESSAGES)).size).toBe(5);
    for (const message of Object.values(TAX_ID_MESSAGES)) {
      expect(message).toMatch(/^[A-ZÄÖÜ].*\.$/);
    }
  });
});
