import { describe, expect, it } from 'vitest';
import {
  ALL_CONSENT,
  allowsConsent,
  consentCookieValue,
  consentTypesOfCookie,
  hasAnalyticsConsent,
  REQUIRED_CONSENT,
  serializeConsent,
} from '../../../domain/device/consent-cookie';
import { CONSENT_COOKIE } from '../../../domain/device/cookies';

describe('serializeConsent', () => {
  it('always includes the functional type and writes the canonical order', () => {
    expect(serializeConsent([])).toBe('f');
    expect(serializeConsent(['m', 'a'])).toBe('f.a.m');
    expect(serializeConsent(['m', 'm'])).toBe('f.m');
    expect(serializeConsent(ALL_CONSENT)).toBe('f.a.m');
    expect(serializeConsent(REQUIRED_CONSENT)).toBe('f');
  });
});

describe('allowsConsent', () => {
  it('allows functional always and the others only when given', () => {
    expect(allowsConsent([], 'f')).toBe(true);
    expect(allowsConsent(['f'], 'a')).toBe(false);
    expect(allowsConsent(['f', 'a'], 'a')).toBe(true);
    expect(allowsConsent(['f', 'a'], 'm')).toBe(false);
  });
});

describe('consent cookie', () => {
  it('is rk_consent with the granted types joined by dots, in the order f, a, m', () => {
    expect(CONSENT_COOKIE).toBe('rk_consent');
    expect(consentCookieValue(['a', 'f'])).toBe('f.a');
    expect(consentCookieValue(['m', 'a', 'f', 'a'])).toBe('f.a.m');
    expect(consentCookieValue([])).toBe('');
  });

  it('reads dots and commas, drops unknown letters', () => {
    expect(consentTypesOfCookie('f.a')).toEqual(['f', 'a']);
    expect(consentTypesOfCookie('m,f')).toEqual(['f', 'm']);
    expect(consentTypesOfCookie('x.analytics.m')).toEqual(['m']);
    expect(consentTypesOfCookie(null)).toEqual([]);
  });

  it('grants analytics only with the type a', () => {
    expect(hasAnalyticsConsent('f.a')).toBe(true);
    expect(hasAnalyticsConsent('a')).toBe(true);
    expect(hasAnalyticsConsent('f,a,m')).toBe(true);
    expect(hasAnalyticsConsent('f.m')).toBe(false);
    expect(hasAnalyticsConsent('')).toBe(false);
    expect(hasAnalyticsConsent('analytics')).toBe(false);
    expect(hasAnalyticsConsent(null)).toBe(false);
  });

  it('round-trips every set of types', () => {
    const sets = [
      [],
      ['f'],
      ['a'],
      ['m'],
      ['f', 'a'],
      ['f', 'm'],
      ['a', 'm'],
      ['f', 'a', 'm'],
    ] as const;
    for (const types of sets) {
      expect(consentTypesOfCookie(consentCookieValue(types))).toEqual(types);
      expect(hasAnalyticsConsent(consentCookieValue(types))).toBe(types.includes('a' as never));
    }
  });
});
