import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxIdCheckDigit } from '../../../domain/tax-id/check-digit';
import { validateTaxId } from '../../../domain/tax-id/validate-tax-id';
import { referenceCheckDigit, validTaxId } from '../../arbitraries/tax-id';

/** An independent reading of the rules (SPEC §5 + ELSTER), for differential checks. */
const referenceIsValid = (id: string): boolean => {
  if (!/^[1-9]\d{10}$/.test(id)) return false;
  const digits = [...id].map(Number);
  const firstTen = digits.slice(0, 10);
  const counts = firstTen.reduce((acc, d) => acc.set(d, (acc.get(d) ?? 0) + 1), new Map());
  const distinct = counts.size;
  const maxCount = Math.max(...counts.values());
  // 9 distinct values ⇔ one value twice; 8 distinct with a triple ⇔ one value three times.
  const repetitionOk = (distinct === 9 && maxCount === 2) || (distinct === 8 && maxCount === 3);
  const inARow = firstTen.some((d, i) => i >= 2 && d === firstTen[i - 1] && d === firstTen[i - 2]);
  return repetitionOk && !inARow && referenceCheckDigit(firstTen) === digits[10];
};

describe('validateTaxId properties', () => {
  it('accepts every generated valid id', () => {
    fc.assert(
      fc.property(validTaxId(), (id) => {
        expect(validateTaxId(id)).toEqual({ ok: true, value: id });
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects every single-digit change of a valid id', () => {
    fc.assert(
      fc.property(
        validTaxId(),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (id, position, delta) => {
          const changed = (Number(id[position]) + delta) % 10;
          const mutated = `${id.slice(0, position)}${changed}${id.slice(position + 1)}`;
          expect(validateTaxId(mutated).ok).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with the reference reading on arbitrary 11-digit strings', () => {
    const elevenDigits = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 })
      .map((ds) => ds.join(''));
    fc.assert(
      fc.property(fc.oneof(elevenDigits, validTaxId()), (id) => {
        expect(validateTaxId(id).ok).toBe(referenceIsValid(id));
      }),
      { numRuns: 2000 },
    );
  });

  it('computes the same check digit as the reference for any ten digits', () => {
    const tenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(tenDigits, (digits) => {
        expect(taxIdCheckDigit(digits.join(''))).toBe(referenceCheckDigit(digits));
      }),
      { numRuns: 1000 },
    );
  });
});
