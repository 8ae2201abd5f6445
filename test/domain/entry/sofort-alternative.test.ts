import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../domain/age/check-birthday';
import { isoDayOf } from '../../../domain/calendar/calendar-day';
import { sofortAlternativeUrl } from '../../../domain/entry/sofort-alternative';

const TODAY = { year: 2026, month: 11, day: 26 };

describe('the Sofortrente for a visitor over the maximum age of 62', () => {
  it.each([
    ['26.11.1963', '/onboarding-sofort?birthday=1963-11-26'], // 63 today
    ['1946-11-27', '/onboarding-sofort?birthday=1946-11-27'], // 79, 80 tomorrow
    ['27.11.1945', '/onboarding-sofort?birthday=1945-11-27'], // 80
  ])('%s: %s', (input, url) => {
    expect(sofortAlternativeUrl(input, 'schicht3', TODAY)).toBe(url);
    expect(sofortAlternativeUrl(input, 'riester', TODAY)).toBe(url);
  });

  it.each([
    ['27.11.1963', 'schicht3'], // 62: still allowed
    ['26.11.1945', 'schicht3'], // 81: too old for the Sofortrente too
    ['26.11.1963', 'sofort'], // already the Sofortrente
    ['', 'schicht3'],
    ['31.02.1960', 'schicht3'],
    ['01.01.2010', 'schicht3'], // too young
  ] as const)('%s (%s): none', (input, product) => {
    expect(sofortAlternativeUrl(input, product, TODAY)).toBeNull();
  });

  it('offers it exactly for the ages 63 to 80', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2026 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const birthday = isoDayOf(iso);
          if (birthday === null) return;
          const age = ageOn(birthday, TODAY);
          const url = sofortAlternativeUrl(iso, 'schicht3', TODAY);
          expect(url !== null).toBe(age >= 63 && age <= 80);
        },
      ),
    );
  });
});
