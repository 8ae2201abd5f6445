import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_TYPES } from '../../../domain/device/consent';
import { consentTypesOfCookie, serializeConsent } from '../../../domain/device/consent-cookie';

describe('serializeConsent, property', () => {
  it('is read back by consentTypesOfCookie', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CONSENT_TYPES), { maxLength: 6 }), (types) => {
        const read = consentTypesOfCookie(serializeConsent(types));
        expect(read).toContain('f');
        for (const type of types) expect(read).toContain(type);
        expect(read.length).toBe(new Set(['f', ...types]).size);
      }),
      { numRuns: 100 },
    );
  });
});
