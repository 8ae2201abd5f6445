import { describe, expect, it } from 'vitest';
import { withBirthdayDots } from '../../../domain/entry/birthday-typing';

/** Types a text character by character at the end, as the input does. */
const typeIn = (text: string): string =>
  [...text].reduce((value, char) => withBirthdayDots(value, value + char, true), '');

describe('withBirthdayDots', () => {
  it('adds the dots while digits are typed', () => {
    expect(typeIn('17051990')).toBe('17.05.1990');
    expect(withBirthdayDots('1', '17', true)).toBe('17.');
    expect(withBirthdayDots('17.0', '17.05', true)).toBe('17.05.');
  });

  it('keeps dots the visitor types and one-digit day or month', () => {
    expect(typeIn('17.05.1990')).toBe('17.05.1990');
    expect(typeIn('1.3.1990')).toBe('1.3.1990');
    expect(typeIn('1.03.1990')).toBe('1.03.1990');
  });

  it('splits a third digit typed without a dot', () => {
    expect(withBirthdayDots('17', '170', true)).toBe('17.0');
    expect(withBirthdayDots('17.05', '17.051', true)).toBe('17.05.1');
  });

  it('never changes deleting, typing in the middle or other characters', () => {
    expect(withBirthdayDots('17.', '17', true)).toBe('17');
    expect(withBirthdayDots('17.05.', '17.05', true)).toBe('17.05');
    expect(withBirthdayDots('1.05.1990', '12.05.1990', false)).toBe('12.05.1990');
    expect(withBirthdayDots('1', '12', false)).toBe('12');
    expect(withBirthdayDots('', 'ab', true)).toBe('ab');
    expect(withBirthdayDots('', '17', true)).toBe('17.');
  });
});
