import { describe, expect, it } from 'vitest';
import { CryptoIdGenerator } from '../../../adapters/system/crypto-id-generator.adapter';

describe('CryptoIdGenerator', () => {
  it('makes 24-character base64url ids (144 bits) that do not repeat', () => {
    const ids = new CryptoIdGenerator();
    const made = Array.from({ length: 1000 }, () => ids.newId());
    for (const id of made) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(made).size).toBe(made.length);
  });
});
