import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryAccountStore } from '../../adapters/memory/memory-account-store.adapter';
import { MemoryLoginCodeStore } from '../../adapters/memory/memory-login-code-store.adapter';
import { SqlAccountStore } from '../../adapters/storage/sql/sql-account-store.adapter';
import { SqlLoginCodeStore } from '../../adapters/storage/sql/sql-login-code-store.adapter';
import type { AccountStorePort } from '../../ports/account-store.port';
import type { LoginCode, LoginCodeStorePort } from '../../ports/login-code-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

interface Stores {
  readonly codes: LoginCodeStorePort;
  readonly accounts: AccountStorePort;
}

const accountCode: LoginCode = {
  code: 'code-1',
  challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  accountId: 'a-1',
  anonymous: false,
  email: null,
  phoneNumber: null,
  expiresAt: '2025-03-01T10:01:00Z',
};

const anonymousCode: LoginCode = {
  code: 'code-2',
  challenge: 'other-challenge',
  accountId: null,
  anonymous: true,
  email: 'gast@example.de',
  phoneNumber: '+49 170 1234567',
  expiresAt: '2025-03-01T10:01:00Z',
};

const loginCodeStoreContract = (name: string, factory: SubjectFactory<Stores>): void => {
  describe(`LoginCodeStorePort: ${name}`, () => {
    let subject: Subject<Stores>;
    let codes: LoginCodeStorePort;
    beforeEach(async () => {
      subject = await factory();
      codes = subject.store.codes;
      await subject.store.accounts.create({
        id: 'a-1',
        email: 'erika@example.de',
        passwordHash: 'h',
        salutation: null,
        firstName: 'Erika',
        lastName: 'Mustermann',
        phoneNumber: null,
        points: false,
        createdAt: '2025-03-01T09:00:00Z',
      });
    });
    afterEach(() => subject.dispose());

    it('hands back a saved code once, then null', async () => {
      await codes.save(accountCode);
      expect(await codes.take('code-1')).toEqual(accountCode);
      expect(await codes.take('code-1')).toBeNull();
    });

    it('round-trips an anonymous code with its contact data', async () => {
      await codes.save(anonymousCode);
      expect(await codes.take('code-2')).toEqual(anonymousCode);
    });

    it('takes only the code asked for', async () => {
      await codes.save(accountCode);
      await codes.save(anonymousCode);
      expect((await codes.take('code-2'))?.code).toBe('code-2');
      expect((await codes.take('code-1'))?.code).toBe('code-1');
    });

    it('has nothing for an unknown code', async () => {
      expect(await codes.take('nope')).toBeNull();
    });

    it('gives a code to one of two concurrent takes only', async () => {
      await codes.save(accountCode);
      const taken = await Promise.all([codes.take('code-1'), codes.take('code-1')]);
      expect(taken.filter((t) => t !== null)).toHaveLength(1);
    });

    it('returns an expired code as stored: the caller checks expiresAt', async () => {
      const expired = { ...accountCode, expiresAt: '2000-01-01T00:00:00Z' };
      await codes.save(expired);
      expect(await codes.take('code-1')).toEqual(expired);
    });

    it('deleteExpiredBefore removes exactly the codes expired before the instant', async () => {
      await codes.save(accountCode);
      await codes.save({ ...anonymousCode, expiresAt: '2025-03-01T10:02:00.5Z' });
      expect(await codes.deleteExpiredBefore('2025-03-01T10:01:00Z')).toBe(0);
      expect(await codes.deleteExpiredBefore('2025-03-01T10:01:00.001Z')).toBe(1);
      // Instants, not strings: .5 s after the full second is later, though '.' < 'Z' as text.
      expect(await codes.deleteExpiredBefore('2025-03-01T10:02:00Z')).toBe(0);
      expect(await codes.take('code-1')).toBeNull();
      expect(await codes.deleteExpiredBefore('2025-03-01T10:02:01Z')).toBe(1);
      expect(await codes.take('code-2')).toBeNull();
    });
  });
};

loginCodeStoreContract(
  'in memory',
  inMemory(() => ({ codes: new MemoryLoginCodeStore(), accounts: new MemoryAccountStore() })),
);
loginCodeStoreContract(
  'SQLite',
  onTempFile((database) => ({
    codes: new SqlLoginCodeStore(database),
    accounts: new SqlAccountStore(database),
  })),
);
loginCodeStoreContract(
  'PostgreSQL',
  onPostgres((database) => ({
    codes: new SqlLoginCodeStore(database),
    accounts: new SqlAccountStore(database),
  })),
);
