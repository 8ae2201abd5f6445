import { Signer } from '@fastify/cookie';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RememberingCookieSigner } from '../../../adapters/server/cookie-signer';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('RememberingCookieSigner', () => {
  it('signs and verifies exactly as @fastify/cookie’s Signer, remembered or not', () => {
    const plain = new Signer(SECRET);
    const remembering = new RememberingCookieSigner(SECRET);
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, tail) => {
        const signed = remembering.sign(value);
        expect(signed).toBe(plain.sign(value));
        // First (verified) and second (remembered) look give the plain signer's answer.
        expect(remembering.unsign(signed)).toEqual(plain.unsign(signed));
        expect(remembering.unsign(signed)).toEqual(plain.unsign(signed));
        const altered = `${signed}${tail}x`;
        expect(remembering.unsign(altered)).toEqual(plain.unsign(altered));
      }),
    );
  });

  it('never remembers a refused value: a forged signature stays refused', () => {
    const signer = new RememberingCookieSigner(SECRET);
    const forged = `${'visitor1234567890abcd'}.${'A'.repeat(43)}`;
    expect(signer.unsign(forged)).toEqual({ valid: false, renew: false, value: null });
    expect(signer.unsign(forged).valid).toBe(false);
    expect(signer.size).toBe(0);
    const otherSecret = new Signer('another-secret-of-at-least-32-characters!').sign('visitor');
    expect(signer.unsign(otherSecret).valid).toBe(false);
    expect(signer.size).toBe(0);
  });

  it('keeps at most the given number of verified values, dropping the oldest', () => {
    const signer = new RememberingCookieSigner(SECRET, 3);
    const signed = ['a', 'b', 'c', 'd'].map((v) => signer.sign(v));
    for (const s of signed) expect(signer.unsign(s).value).not.toBeNull();
    expect(signer.size).toBe(3);
    // The dropped oldest one is verified again, and still valid.
    expect(signer.unsign(signed[0] ?? '')).toEqual({ valid: true, renew: false, value: 'a' });
  });

  it('hands out a frozen result, so no caller can change what the next one gets', () => {
    const signer = new RememberingCookieSigner(SECRET);
    const signed = signer.sign('visitor');
    signer.unsign(signed);
    const remembered = signer.unsign(signed);
    expect(Object.isFrozen(remembered)).toBe(true);
    expect(() => {
      (remembered as { value: string | null }).value = 'someone-else';
    }).toThrow(TypeError);
    expect(signer.unsign(signed).value).toBe('visitor');
  });
});
