import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636 §4.1: 32 random bytes in base64url, 43 characters. */
export const newPkceVerifier = (): string => randomBytes(32).toString('base64url');

/** RFC 7636 §4.2 S256: BASE64URL(SHA256(ASCII(verifier))). */
export const s256ChallengeOf = (verifier: string): string =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');
