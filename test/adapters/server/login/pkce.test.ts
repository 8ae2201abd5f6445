import { describe, expect, it } from 'vitest';
import { newPkceVerifier, s256ChallengeOf } from '../../../../adapters/server/login/pkce';

describe('PKCE', () => {
  it('computes S256 as in RFC 7636 Appendix B', () => {
    expect(s256ChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 43-character base64url verifiers, a new one each time', () => {
    const a = newPkceVerifier();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newPkceVerifier()).not.toBe(a);
    expect(s256ChallengeOf(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
