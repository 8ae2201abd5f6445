import { describe, expect, it } from 'vitest';
import {
  CONSENT_LABELS,
  CONSENT_TYPES,
  isConsentType,
  parseConsentTypes,
} from '../../../domain/device/consent';

describe('consent types', () => {
  it('has f, a, m with German labels', () => {
    expect(CONSENT_TYPES).toEqual(['f', 'a', 'm']);
    expect(CONSENT_LABELS).toEqual({ f: 'Funktional', a: 'Analyse', m: 'Marketing' });
    expect(isConsentType('m')).toBe(true);
    expect(isConsentType('x')).toBe(false);
  });

  it('reads a consent list into known types, once each, in canonical order', () => {
    expect(parseConsentTypes('m, f,f,x')).toEqual(['f', 'm']);
    expect(parseConsentTypes('a,m,f')).toEqual(['f', 'a', 'm']);
    expect(parseConsentTypes('')).toEqual([]);
  });
});
