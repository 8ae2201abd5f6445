import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSocialSecurityNumber,
  SOCIAL_SECURITY_NUMBER_MESSAGES,
  socialSecurityCheckDigit,
} from '../../../domain/application/social-security-number';

// The Deutsche Rentenversicherung's example (also in Wikipedia "Versicherungsnummer"):
// 65 170839 J 00 3 — area 65, born 17.08.39, birth name J…, serial 00, check digit 3.
// By hand: 6 5 1 7 0 8 3 9 1 0 0 0 × 2 1 2 5 7 1 2 1 2 1 2 1 → 12 5 2 35 0 8 6 9 2 0 0 0,
// digit sums 3+5+2+8+0+8+6+9+2 = 43, 43 mod 10 = 3.
describe('the Sozialversicherungsnummer check digit (VKVV § 2)', () => {
  it('gives 3 for the DRV example 65 170839 J 00', () => {
    expect(socialSecurityCheckDigit('65170839J00')).toBe(3);
  });

  it('accepts the example as people type it, normalised', () => {
    expect(
      checkSocialSecurityNumber('65 170839 j 00 3', { year: 1939, month: 8, day: 17 }),
    ).toEqual({ ok: true, value: '65170839J003' });
  });

  it.each([
    ['65170839J004', 'ssn/check-digit'],
    ['65 170839 00 3', 'ssn/format'],
    ['6517083J9003', 'ssn/format'],
    ['', 'ssn/format'],
    ['<b>65170839J003</b>', 'ssn/format'],
  ])('refuses %j (%s)', (input, kind) => {
    const check = checkSocialSecurityNumber(input, null);
    expect(check).toEqual({
      ok: false,
      error: { kind, message: SOCIAL_SECURITY_NUMBER_MESSAGES[kind as 'ssn/format'] },
    });
  });

  it('refuses a number whose date part is not the applicant’s birthday', () => {
    const check = checkSocialSecurityNumber('65170839J003', { year: 1939, month: 8, day: 18 });
    expect(check.ok ? null : check.error.kind).toBe('ssn/birthday-mismatch');
  });
});

const firstEleven = fc
  .tuple(
    fc.stringMatching(/^\d{8}$/),
    fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    fc.stringMatching(/^\d{2}$/),
  )
  .map(([head, letter, serial]) => `${head}${letter}${serial}`);

describe('check digit properties', () => {
  it('exactly one of the ten digits completes a number', () => {
    fc.assert(
      fc.property(firstEleven, (eleven) => {
        const fitting = [...'0123456789'].filter(
          (d) => checkSocialSecurityNumber(`${eleven}${d}`, null).ok,
        );
        expect(fitting).toEqual([String(socialSecurityCheckDigit(eleven))]);
      }),
    );
  });

  // Weight 7 (position 5, the month's first digit) maps 0 and 4, 3 and 7 to the same digit sum
  // modulo 10, so there a change can go unseen; a month starts with 0 or 1, which it tells apart.
  it('weight 7 cannot tell 0 from 4 at the month’s first digit', () => {
    expect(socialSecurityCheckDigit('65174839J00')).toBe(socialSecurityCheckDigit('65170839J00'));
    expect(socialSecurityCheckDigit('65171839J00')).not.toBe(
      socialSecurityCheckDigit('65170839J00'),
    );
  });

  it('changing any single digit (but the weight-7 one) of a valid number breaks it', () => {
    fc.assert(
      fc.property(
        firstEleven,
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (eleven, position, delta) => {
          const valid = `${eleven}${socialSecurityCheckDigit(eleven)}`;
          fc.pre(position !== 8 && position !== 4);
          const digit = (Number(valid[position]) + delta) % 10;
          const changed = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
          expect(checkSocialSecurityNumber(changed, null).ok).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
