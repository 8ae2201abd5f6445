import { describe, expect, it } from 'vitest';
import {
  phoneMatches,
  phoneSearchDigits,
  phoneSearchPattern,
  phoneSearchPatternOf,
} from '../../../domain/phone/phone-pattern';

describe('phoneSearchDigits', () => {
  it.each([
    ['0176 1234567', '1761234567'],
    ['+49 176 1234567', '1761234567'],
    ['0049 176 1234567', '1761234567'],
    ['49 176 1234567', '1761234567'],
    ['+49 (0)176 1234567', '1761234567'],
    ['0049-0176/1234567', '1761234567'],
    ['176 1234567', '1761234567'],
    ['(089) 12 34 56', '89123456'],
  ])('%s → %s', (input, digits) => {
    expect(phoneSearchDigits(input)).toBe(digits);
  });

  it('strips each prefix only once', () => {
    expect(phoneSearchDigits('0049 0049 123')).toBe('049123');
    expect(phoneSearchDigits('00123')).toBe('0123');
    expect(phoneSearchDigits('4949 12')).toBe('4912');
  });
});

describe('phoneSearchPattern', () => {
  it.each(['', 'abc', '0', '49', '+49', '0049', '+49 (0)', '0049 0', ' - / '])(
    'gives null when nothing is left of %j',
    (input) => {
      expect(phoneSearchPattern(input)).toBeNull();
      expect(phoneSearchPattern(input, { fullMatch: true })).toBeNull();
    },
  );

  it('builds the documented sources', () => {
    expect(phoneSearchPattern('0 12')).toBe('(?:(?:\\+|00)?49\\D{0,3})?(?:0\\D{0,3})?1\\D{0,3}2');
    expect(phoneSearchPattern('+49 12', { fullMatch: true })).toBe(
      '(?<!\\d)(?:(?:\\+|00)?49\\D{0,3})?(?:0\\D{0,3})?1\\D{0,3}2(?=$|[ -])',
    );
  });

  it('compiles with and without the u flag', () => {
    const source = phoneSearchPattern('0176 1234567', { fullMatch: true }) ?? '';
    expect(new RegExp(source, 'u').test('Tel. +49 176 1234567')).toBe(true);
  });

  it('covers the whole written number, prefix included', () => {
    const source = phoneSearchPattern('01761234567') ?? '';
    expect('Rückruf an +49 (0) 176/123 45 67 bitte'.match(new RegExp(source))?.[0]).toBe(
      '+49 (0) 176/123 45 67',
    );
    expect('Tel: 0049 176-1234567'.match(new RegExp(source))?.[0]).toBe('0049 176-1234567');
    expect('Tel: +49 176 1234567'.match(new RegExp(source))?.[0]).toBe('+49 176 1234567');
  });
});

describe('phoneMatches', () => {
  const written = [
    '0176 1234567',
    '0176/1234567',
    '0176-123 45 67',
    '(0176) 123 45 67',
    '+49 176 1234567',
    '+49 (0) 176 1234567',
    '+49 (0)176-1234567',
    '0049 176 1234567',
    '00491761234567',
    '+4901761234567',
    '01761234567',
    '0176.123.45.67',
  ];

  it.each(written)('finds 0176 1234567 written as %s (both variants)', (text) => {
    expect(phoneMatches('0176 1234567', text)).toBe(true);
    expect(phoneMatches('+49 176 123 45 67', `Kunde ruft an: ${text}`)).toBe(true);
    expect(phoneMatches('0176 1234567', text, { fullMatch: true })).toBe(true);
    expect(phoneMatches('0176 1234567', `${text} - zurückrufen`, { fullMatch: true })).toBe(true);
  });

  it('does not find other numbers', () => {
    expect(phoneMatches('0176 1234567', '0176 1234568')).toBe(false);
    expect(phoneMatches('0176 1234567', '0171 1234567')).toBe(false);
    expect(phoneMatches('0176 1234567', '0176 123456')).toBe(false);
  });

  it('tolerates at most three separator characters between digits', () => {
    expect(phoneMatches('0176 1234567', '0176 / 1234567')).toBe(true);
    expect(phoneMatches('0176 1234567', '0176 //  1234567')).toBe(false);
    expect(phoneMatches('123', 'Am 1. Juli, 2 Tage und 3 Stunden')).toBe(false);
  });

  it('search variant finds the digits inside a longer number, the full variant does not', () => {
    expect(phoneMatches('0176 1234567', '0176 12345678')).toBe(true);
    expect(phoneMatches('0176 1234567', '0176 12345678', { fullMatch: true })).toBe(false);
    expect(phoneMatches('1234567', '01761234567')).toBe(true);
    expect(phoneMatches('1234567', '01761234567', { fullMatch: true })).toBe(false);
  });

  it('full variant ends at the end of the text, a space or a hyphen only (SPEC §5)', () => {
    const full = { fullMatch: true } as const;
    expect(phoneMatches('0176 1234567', '0176 1234567', full)).toBe(true);
    expect(phoneMatches('0176 1234567', '0176 1234567 ', full)).toBe(true);
    expect(phoneMatches('0176 1234567', '0176 1234567-', full)).toBe(true);
    expect(phoneMatches('0176 1234567', '0176 1234567.', full)).toBe(false);
    expect(phoneMatches('0176 1234567', '0176 1234567,', full)).toBe(false);
    expect(phoneMatches('0176 1234567', '0176 1234567\n', full)).toBe(false);
    expect(phoneMatches('0176 1234567', '0176 1234567x', full)).toBe(false);
  });

  it('never matches with an empty search', () => {
    expect(phoneMatches('+49', '+49 176 1234567')).toBe(false);
    expect(phoneMatches('', '')).toBe(false);
  });

  it('answers a typed error, never an exception, for more digits than a phone number has (issue 13)', () => {
    // 50,000 digits made the RegExp compiler overflow its stack ("Invalid regular expression").
    const huge = '8'.repeat(50_000);
    expect(() => phoneMatches(huge, huge)).not.toThrow();
    expect(phoneMatches(huge, huge)).toBe(false);
    expect(phoneSearchPattern(huge)).toBeNull();
    expect(phoneSearchPatternOf(huge)).toEqual({
      ok: false,
      error: { kind: 'phone/too-long', message: 'Eine Telefonnummer hat höchstens 15 Ziffern.' },
    });
    // E.164: 15 digits are still a number; the German prefix does not count.
    expect(phoneSearchPatternOf('+49 176 1234 5678 901').ok).toBe(true);
    expect(phoneSearchPatternOf('1234567890123456').ok).toBe(false);
    expect(phoneSearchPatternOf('+49').ok).toBe(false);
  });
});
