import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LinkSignerPort } from '../../ports/link-signer.port';

/** HMAC-SHA-256 of the text with the server secret, base64url; verified in constant time. */
export class HmacLinkSigner implements LinkSignerPort {
  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new Error('the link secret needs at least 16 characters');
  }

  sign(text: string): string {
    return createHmac('sha256', this.secret).update(text, 'utf8').digest('base64url');
  }

  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    // equal lengths first: timingSafeEqual throws otherwise; the length of a valid one is public
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/**
 * The link signer of the server: its key is derived from the session secret (SESSION_SECRET or
 * the kept file), so one secret is configured, yet a signed cookie value can never pass as a
 * signed link or the other way round. A new session secret voids the links already sent.
 */
export const linkSignerOfSessionSecret = (sessionSecret: string): HmacLinkSigner =>
  new HmacLinkSigner(
    createHmac('sha256', sessionSecret).update('rentenkompass/link-signer', 'utf8').digest('hex'),
  );
