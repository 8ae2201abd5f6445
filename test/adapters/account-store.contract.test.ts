import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryAccountStore } from '../../adapters/memory/memory-account-store.adapter';
import { SqlAccountStore } from '../../adapters/storage/sql/sql-account-store.adapter';
import type { Account, AccountStorePort } from '../../ports/account-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const account = (overrides: Partial<Account> = {}): Account => ({
  id: 'a-1',
  email: 'erika.mustermann@example.de',
  passwordHash: 'scrypt$abc$def',
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Mustermann',
  phoneNumber: '+49 30 1234567',
  points: true,
  createdAt: '2025-03-01T10:00:00Z',
  ...overrides,
});

const EXISTS = {
  kind: 'account/exists',
  message: 'Für diese E-Mail-Adresse besteht bereits ein Konto.',
};

const accountStoreContract = (name: string, factory: SubjectFactory<AccountStorePort>): void => {
  describe(`AccountStorePort: ${name}`, () => {
    let subject: Subject<AccountStorePort>;
    let store: AccountStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(() => subject.dispose());

    it('updates the profile of an account and answers null for an unknown id', async () => {
      await store.create(account());
      const profile = { firstName: 'Erika Maria', lastName: 'Musterfrau', phoneNumber: null };
      expect(await store.updateProfile('a-1', profile)).toEqual(account(profile));
      expect(await store.findById('a-1')).toEqual(account(profile));
      expect(await store.findByEmail('erika.mustermann@example.de')).toEqual(account(profile));
      expect(await store.updateProfile('a-2', profile)).toBeNull();
    });

    it('round-trips an account by id and by e-mail', async () => {
      const created = await store.create(account());
      expect(created).toEqual({ ok: true, value: account() });
      expect(await store.findById('a-1')).toEqual(account());
      expect(await store.findByEmail('erika.mustermann@example.de')).toEqual(account());
    });

    it('keeps nulls and a false points flag', async () => {
      const plain = account({ salutation: null, phoneNumber: null, points: false });
      await store.create(plain);
      expect(await store.findById('a-1')).toEqual(plain);
    });

    it('stores the e-mail trimmed and lowercased', async () => {
      const created = await store.create(account({ email: '  Erika.Mustermann@Example.DE ' }));
      expect(created.ok && created.value.email).toBe('erika.mustermann@example.de');
      expect((await store.findById('a-1'))?.email).toBe('erika.mustermann@example.de');
    });

    it('finds an account whatever the case of the e-mail asked for', async () => {
      await store.create(account());
      expect((await store.findByEmail('ERIKA.Mustermann@example.de'))?.id).toBe('a-1');
      expect((await store.findByEmail(' erika.mustermann@EXAMPLE.de '))?.id).toBe('a-1');
    });

    it('refuses a second account for the same e-mail in any case', async () => {
      await store.create(account());
      expect(await store.create(account({ id: 'a-2' }))).toEqual({ ok: false, error: EXISTS });
      expect(
        await store.create(account({ id: 'a-3', email: 'Erika.Mustermann@Example.de' })),
      ).toEqual({ ok: false, error: EXISTS });
      expect(await store.findById('a-2')).toBeNull();
      expect(await store.findById('a-3')).toBeNull();
      expect((await store.findByEmail('erika.mustermann@example.de'))?.id).toBe('a-1');
    });

    it('keeps different e-mails apart', async () => {
      await store.create(account());
      const other = account({ id: 'a-2', email: 'max@example.de', firstName: 'Max' });
      expect((await store.create(other)).ok).toBe(true);
      expect((await store.findByEmail('max@example.de'))?.firstName).toBe('Max');
      expect((await store.findById('a-1'))?.firstName).toBe('Erika');
    });

    it('has nothing for unknown ids and e-mails', async () => {
      expect(await store.findById('nobody')).toBeNull();
      expect(await store.findByEmail('nobody@example.de')).toBeNull();
    });

    it('keeps German letters in names', async () => {
      await store.create(account({ firstName: 'Jürgen', lastName: 'Weiß-Öztürk' }));
      const found = await store.findById('a-1');
      expect([found?.firstName, found?.lastName]).toEqual(['Jürgen', 'Weiß-Öztürk']);
    });
  });
};

accountStoreContract(
  'in memory',
  inMemory(() => new MemoryAccountStore()),
);
accountStoreContract(
  'SQLite',
  onTempFile((database) => new SqlAccountStore(database)),
);
accountStoreContract(
  'PostgreSQL',
  onPostgres((database) => new SqlAccountStore(database)),
);
