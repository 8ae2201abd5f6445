import { describe, expect, it } from 'vitest';
import {
  ALL_CONSENT,
  allowsConsent,
  REQUIRED_CONSENT,
  serializeConsent,
} from '../../../domain/device/consent-cookie';

describe('serializeConsent', () => {
  it('always includes the functional type and writes the canonical order', () => {
    expect(serializeConsent([])).toBe('f');
    expect(serializeConsent(['m', 'a'])).toBe('f,a,m');
    expect(serializeConsent(['m', 'm'])).toBe('f,m');
    expect(serializeConsent(ALL_CONSENT)).toBe('f,a,m');
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
