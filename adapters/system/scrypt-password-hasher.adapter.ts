import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { injectable } from 'inversify';
import type { PasswordHasherPort } from '../../ports/password-hasher.port';

// OWASP password storage cheat sheet: scrypt N=2^15 (here 2^15 · 8 · 128 B = 32 MiB), r=8, p=1.
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Stored hashes are trusted only up to this work: a tampered row must not exhaust the memory. */
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 16;
const MAX_PARALLELISM = 16;

const scryptAsync = (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });

const optionsFor = (N: number, r: number, p: number): ScryptOptions => ({
  N,
  r,
  p,
  // Node's default maxmem (32 MiB) is just below what N=2^15, r=8 needs.
  maxmem: 256 * N * r + 1024 * 1024,
});

interface ParsedHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

const POSITIVE_INTEGER = /^[1-9][0-9]{0,9}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url), or null when it is not in that format. */
const parseHash = (stored: string): ParsedHash | null => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  if (![n, r, p].every((v) => POSITIVE_INTEGER.test(v))) return null;
  if (!BASE64URL.test(salt) || !BASE64URL.test(key)) return null;
  const parsed = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
  const isPowerOfTwo = (parsed.N & (parsed.N - 1)) === 0 && parsed.N > 1;
  if (!isPowerOfTwo || parsed.N > MAX_COST) return null;
  if (parsed.r > MAX_BLOCK_SIZE || parsed.p > MAX_PARALLELISM) return null;
  if (parsed.key.length < 16 || parsed.key.length > 64) return null;
  return parsed;
};

/** Passwords hashed with scrypt from node:crypto, a random salt each, compared in constant time. */
@injectable()
export class ScryptPasswordHasher implements PasswordHasherPort {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await scryptAsync(
      password,
      salt,
      KEY_BYTES,
      optionsFor(COST, BLOCK_SIZE, PARALLELISM),
    );
    return [
      'scrypt',
      COST,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const parsed = parseHash(hash);
    if (parsed === null) return false;
    const key = await scryptAsync(
      password,
      parsed.salt,
      parsed.key.length,
      optionsFor(parsed.N, parsed.r, parsed.p),
    );
    return timingSafeEqual(key, parsed.key);
  }
}
