import { beforeAll, describe, expect, it } from 'vitest';
import { ScryptPasswordHasher } from '../../../adapters/system/scrypt-password-hasher.adapter';

const hasher = new ScryptPasswordHasher();
// Each scrypt call costs ~0.1–0.4 s here: one shared hash keeps the file fast.
const PASSWORD = 'Grüße-aus-Köln-2024';
let hash = '';

beforeAll(async () => {
  hash = await hasher.hash(PASSWORD);
});

describe('ScryptPasswordHasher', () => {
  it('writes scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt, never the password', () => {
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(hash).not.toBe(PASSWORD);
    expect(hash).not.toContain('Köln');
  });

  it('verifies the right password (NFC or NFD) and rejects a wrong one', async () => {
    expect(await hasher.verify(PASSWORD, hash)).toBe(true);
    expect(await hasher.verify(PASSWORD.normalize('NFD'), hash)).toBe(true);
    expect(await hasher.verify('grüße-aus-köln-2024', hash)).toBe(false);
  });

  it('salts: a second hash of the same password differs and verifies too', async () => {
    const second = await hasher.hash(PASSWORD);
    expect(second).not.toBe(hash);
    expect(await hasher.verify(PASSWORD, second)).toBe(true);
  });

  it('rejects malformed or tampered hashes without throwing', async () => {
    const tampered = [...hash.split('$').slice(0, 5), Buffer.alloc(32).toString('base64url')].join(
      '$',
    );
    expect(await hasher.verify(PASSWORD, tampered)).toBe(false);
    const zeros = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (const bad of [
      '',
      `plain$${PASSWORD}`,
      'scrypt$32768$8$1$salt',
      `scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$${zeros}`,
      `scrypt$${2 ** 24}$8$1$AAAAAAAAAAAAAAAAAAAAAA$${zeros}`,
      `scrypt$32768$8$1$!!$${zeros}`,
      `scrypt$032768$8$1$AAAAAAAAAAAAAAAAAAAAAA$${zeros}`,
    ]) {
      expect(await hasher.verify(PASSWORD, bad)).toBe(false);
    }
  });
});
