import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { normalizeTaxIdInput } from '../../domain/tax-id/normalize-tax-id-input';
import { TAX_ID_MESSAGES, type TaxIdErrorKind } from '../../domain/tax-id/tax-id-error';
import { validateTaxId } from '../../domain/tax-id/validate-tax-id';
import { hostileStringArb, hostileUnitArb, longStringArb } from '../arbitraries/hostile-input';
import { referenceCheckDigit, validTaxId } from '../arbitraries/tax-id';
import { expectGermanMessage } from './fuzz-expect';
import { fuzz } from './fuzz-harness';

/** The SPEC §5 and ELSTER rules, written independently of the domain: the reference. */
const referenceValid = (text: string): boolean => {
  if (!/^[1-9][0-9]{10}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const firstTen = digits.slice(0, 10);
  const counts = Array.from({ length: 10 }, (_, d) => firstTen.filter((x) => x === d).length);
  const repeated = counts.filter((count) => count > 1);
  if (repeated.length !== 1 || (repeated[0] !== 2 && repeated[0] !== 3)) return false;
  if (firstTen.some((d, i) => i >= 2 && d === firstTen[i - 1] && d === firstTen[i - 2]))
    return false;
  return referenceCheckDigit(firstTen) === digits[10];
};

const SEPARATORS = [' ', '/', '.', '-', '  ', '\t', '\u00a0', '\u2009', '–', '_', ','];

/** A valid id written with separators, or with one digit changed, swapped or dropped. */
const writtenIdArb: fc.Arbitrary<string> = fc
  .tuple(
    validTaxId(),
    fc.array(fc.constantFrom(...SEPARATORS, ''), { minLength: 11, maxLength: 11 }),
  )
  .map(([id, separators]) => [...id].map((digit, i) => digit + separators[i]).join(''));

const nearMissArb: fc.Arbitrary<string> = fc
  .tuple(validTaxId(), fc.nat(10), fc.nat(9), fc.constantFrom('change', 'swap', 'drop', 'add'))
  .map(([id, at, digit, how]) => {
    const d = [...id];
    if (how === 'change') d[at] = String(digit);
    if (how === 'swap' && at < 10) [d[at], d[at + 1]] = [d[at + 1] as string, d[at] as string];
    if (how === 'drop') d.splice(at, 1);
    if (how === 'add') d.splice(at, 0, String(digit));
    return d.join('');
  });

const inputArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: validTaxId() },
  { weight: 3, arbitrary: writtenIdArb },
  { weight: 4, arbitrary: nearMissArb },
  {
    weight: 3,
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 13 }),
  },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.oneof(fc.constantFrom(...'0123456789'), hostileUnitArb),
      maxLength: 14,
    }),
  },
  { weight: 2, arbitrary: hostileStringArb() },
  { weight: 1, arbitrary: longStringArb },
);

describe('fuzz: tax id (issue 13)', () => {
  fuzz('tax id (Steuer-IdNr)', inputArb, (input) => {
    const digits = normalizeTaxIdInput(input);
    // Normalising is idempotent and only removes characters.
    expect(normalizeTaxIdInput(digits)).toBe(digits);
    expect(digits.length).toBeLessThanOrEqual(input.length);
    for (const text of [input, digits]) {
      const result = validateTaxId(text);
      expect(result.ok, `reference verdict for ${JSON.stringify(text)}`).toBe(referenceValid(text));
      if (result.ok) {
        expect(result.value).toBe(text);
        continue;
      }
      const kind: TaxIdErrorKind = result.error.kind;
      expect(result.error.message).toBe(TAX_ID_MESSAGES[kind]);
      expectGermanMessage(result.error.message);
    }
  });
});
