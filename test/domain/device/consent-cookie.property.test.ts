import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_TYPES, parseConsentTypes } from '../../../domain/device/consent';
import { serializeConsent } from '../../../domain/device/consent-cookie';

describe('serializeConsent, property', () => {
  it('is read back by parseConsentTypes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CONSENT_TYPES), { maxLength: 6 }), (types) => {
        const read = parseConsentTypes(serializeConsent(types));
        expect(read).toContain('f');
        for (const type of types) expect(read).toContain(type);
        expect(read.length).toBe(new Set(['f', ...types]).size);
      }),
      { numRuns: 100 },
    );
  });
});
