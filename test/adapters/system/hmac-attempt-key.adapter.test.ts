import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptKeyOfSessionSecret,
  HmacAttemptKey,
} from '../../../adapters/system/hmac-attempt-key.adapter';

const SECRET = 'test-secret-with-more-than-thirty-two-characters';

/** An IPv4 or IPv6 address as request.ip shows it. */
const ipArb: fc.Arbitrary<string> = fc.oneof(fc.ipV4(), fc.ipV6());

/** What an unkeyed hash of the ip would be, in every encoding a table might hold. */
const plainHashesOf = (ip: string): string[] =>
  (['hex', 'base64', 'base64url'] as const).map((encoding) =>
    createHash('sha256').update(ip).digest(encoding),
  );

describe('attemptKeyOfSessionSecret: the keys of the attempt counters', () => {
  it('is not the plain SHA-256 of the ip, nor contains the ip', () => {
    const keys = attemptKeyOfSessionSecret(SECRET);
    fc.assert(
      fc.property(ipArb, fc.constantFrom('login-ip', 'register-anonymous'), (ip, scope) => {
        const key = keys.keyOf(scope, ip);
        expect(plainHashesOf(ip)).not.toContain(key);
        expect(key).not.toContain(ip);
        expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is the same for the same ip under one secret (the attempts count together)', () => {
    fc.assert(
      fc.property(ipArb, (ip) => {
        expect(attemptKeyOfSessionSecret(SECRET).keyOf('login-ip', ip)).toBe(
          attemptKeyOfSessionSecret(SECRET).keyOf('login-ip', ip),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('differs for two secrets, two scopes and two ips', () => {
    fc.assert(
      fc.property(
        ipArb,
        ipArb,
        fc.string({ minLength: 16, maxLength: 40 }),
        (ip, otherIp, otherSecret) => {
          fc.pre(ip !== otherIp && otherSecret !== SECRET);
          const keys = attemptKeyOfSessionSecret(SECRET);
          expect(keys.keyOf('login-ip', ip)).not.toBe(
            attemptKeyOfSessionSecret(otherSecret).keyOf('login-ip', ip),
          );
          expect(keys.keyOf('login-ip', ip)).not.toBe(keys.keyOf('register-anonymous', ip));
          expect(keys.keyOf('login-ip', ip)).not.toBe(keys.keyOf('login-ip', otherIp));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('is keyed apart from the session secret itself (not an HMAC under it directly)', () => {
    expect(attemptKeyOfSessionSecret(SECRET).keyOf('login-ip', '127.0.0.1')).not.toBe(
      new HmacAttemptKey(SECRET).keyOf('login-ip', '127.0.0.1'),
    );
  });

  it('refuses a secret shorter than 16 characters', () => {
    expect(() => new HmacAttemptKey('short')).toThrow(/16 characters/);
  });
});
