import { createHmac } from 'node:crypto';
import type { AttemptKeyPort } from '../../ports/attempt-key.port';

/**
 * HMAC-SHA-256 of scope and value with a server secret, base64url. An unkeyed SHA-256 of an IPv4
 * address is reversed by hashing all 2³² of them; without the secret this key is not.
 */
export class HmacAttemptKey implements AttemptKeyPort {
  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new Error('the attempt key secret needs at least 16 characters');
  }

  keyOf(scope: string, value: string): string {
    // NUL cannot occur in a scope name, so scope and value never run into each other.
    return createHmac('sha256', this.secret)
      .update(`${scope}\u0000${value}`, 'utf8')
      .digest('base64url');
  }
}

/**
 * The attempt keys of the server: their secret is derived from the session secret (SESSION_SECRET
 * or the kept file), apart from the link signer's and the cookies'. A new session secret starts
 * the counts afresh; rows under the old keys age out with their window.
 */
export const attemptKeyOfSessionSecret = (sessionSecret: string): HmacAttemptKey =>
  new HmacAttemptKey(
    createHmac('sha256', sessionSecret).update('rentenkompass/attempt-key', 'utf8').digest('hex'),
  );
