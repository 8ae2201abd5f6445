import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDIRECT_IDENTIFICATION_TYPES } from '../../../domain/identification/identification-type';
import {
  checkRedirectStateTime,
  parseSignedRedirectState,
  redirectStateText,
} from '../../../domain/identification/redirect-state';

const partArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const stateArb = fc.record({
  reference: partArb,
  type: fc.constantFrom(...REDIRECT_IDENTIFICATION_TYPES),
  expiresAt: fc.integer({ min: 0, max: 99_999_999_999 }),
  nonce: partArb,
});

describe('redirect state', () => {
  it('reads back what was written, with its signature', () => {
    fc.assert(
      fc.property(stateArb, partArb, (state, signature) => {
        const text = redirectStateText(state);
        expect(parseSignedRedirectState(`${text}.${signature}`)).toEqual({
          state,
          text,
          signature,
        });
      }),
    );
  });

  it('refuses anything that is not five safe parts with a redirect type', () => {
    expect(parseSignedRedirectState('RK-1.postIdent.1.n.s')).toBeNull();
    expect(parseSignedRedirectState('RK-1.videoIdent.1.n')).toBeNull();
    expect(parseSignedRedirectState('RK-1.videoIdent.x.n.s')).toBeNull();
    expect(parseSignedRedirectState('RK 1.videoIdent.1.n.s')).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (input) => {
        const parsed = parseSignedRedirectState(input);
        if (parsed !== null) expect(`${parsed.text}.${parsed.signature}`).toBe(input);
      }),
    );
  });

  it('is refused after its expiry only', () => {
    fc.assert(
      fc.property(stateArb, fc.integer({ min: -1000, max: 1000 }), (state, offset) => {
        const now = state.expiresAt + offset;
        expect(checkRedirectStateTime(state, now).ok).toBe(now <= state.expiresAt);
      }),
    );
  });
});
