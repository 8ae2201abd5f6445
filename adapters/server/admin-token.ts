import { createHash, timingSafeEqual } from 'node:crypto';

const digestOf = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header carries the admin token as a bearer token. Both sides are
 * hashed first, so the comparison is constant-time over equal-length digests and leaks neither
 * the token's length nor how much of it matched.
 */
export const hasAdminToken = (authorization: string | undefined, token: string): boolean => {
  const match = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '');
  const given = match?.[1] ?? '';
  return timingSafeEqual(digestOf(given), digestOf(token)) && given !== '';
};
