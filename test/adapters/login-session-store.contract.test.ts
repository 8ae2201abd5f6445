import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryAccountStore } from '../../adapters/memory/memory-account-store.adapter';
import { MemoryLoginSessionStore } from '../../adapters/memory/memory-login-session-store.adapter';
import { SqlAccountStore } from '../../adapters/storage/sql/sql-account-store.adapter';
import { SqlLoginSessionStore } from '../../adapters/storage/sql/sql-login-session-store.adapter';
import type { AccountStorePort } from '../../ports/account-store.port';
import type { LoginSession, LoginSessionStorePort } from '../../ports/login-session-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

interface Stores {
  readonly sessions: LoginSessionStorePort;
  readonly accounts: AccountStorePort;
}

const accountSession: LoginSession = {
  id: 's-1',
  accountId: 'a-1',
  anonymous: false,
  email: null,
  phoneNumber: null,
  createdAt: '2025-03-01T10:00:00Z',
  lastSeenAt: '2025-03-01T10:00:00Z',
};

const anonymousSession: LoginSession = {
  id: 's-2',
  accountId: null,
  anonymous: true,
  email: 'gast@example.de',
  phoneNumber: '+49 170 1234567',
  createdAt: '2025-03-01T10:00:00Z',
  lastSeenAt: '2025-03-01T10:00:00Z',
};

const loginSessionStoreContract = (name: string, factory: SubjectFactory<Stores>): void => {
  describe(`LoginSessionStorePort: ${name}`, () => {
    let subject: Subject<Stores>;
    let sessions: LoginSessionStorePort;
    beforeEach(async () => {
      subject = await factory();
      sessions = subject.store.sessions;
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

    it('round-trips a session of an account and an anonymous one', async () => {
      await sessions.create(accountSession);
      await sessions.create(anonymousSession);
      expect(await sessions.find('s-1')).toEqual(accountSession);
      expect(await sessions.find('s-2')).toEqual(anonymousSession);
    });

    it('has nothing for an unknown id', async () => {
      expect(await sessions.find('nope')).toBeNull();
    });

    it('touch moves lastSeenAt only', async () => {
      await sessions.create(accountSession);
      await sessions.touch('s-1', '2025-03-01T10:20:00Z');
      expect(await sessions.find('s-1')).toEqual({
        ...accountSession,
        lastSeenAt: '2025-03-01T10:20:00Z',
      });
    });

    it('touch of an unknown id creates nothing and does not fail', async () => {
      await sessions.touch('nope', '2025-03-01T10:20:00Z');
      expect(await sessions.find('nope')).toBeNull();
    });

    it('delete removes the one session, and again is harmless', async () => {
      await sessions.create(accountSession);
      await sessions.create(anonymousSession);
      await sessions.delete('s-1');
      expect(await sessions.find('s-1')).toBeNull();
      expect(await sessions.find('s-2')).toEqual(anonymousSession);
      await sessions.delete('s-1');
      expect(await sessions.find('s-1')).toBeNull();
    });

    it('a touch after delete does not bring the session back', async () => {
      await sessions.create(accountSession);
      await sessions.delete('s-1');
      await sessions.touch('s-1', '2025-03-01T10:20:00Z');
      expect(await sessions.find('s-1')).toBeNull();
    });

    it('deleteLastSeenBefore removes exactly the sessions last seen before the instant', async () => {
      await sessions.create(accountSession);
      await sessions.create(anonymousSession);
      await sessions.touch('s-2', '2025-03-31T10:00:00.5Z');
      expect(await sessions.deleteLastSeenBefore('2025-03-01T10:00:00Z')).toBe(0);
      expect(await sessions.deleteLastSeenBefore('2025-03-31T10:00:00Z')).toBe(1);
      expect(await sessions.find('s-1')).toBeNull();
      expect(await sessions.find('s-2')).not.toBeNull();
      // Instants, not strings: .5 s after the full second is later, though '.' < 'Z' as text.
      expect(await sessions.deleteLastSeenBefore('2025-03-31T10:00:00.4Z')).toBe(0);
      expect(await sessions.deleteLastSeenBefore('2025-03-31T10:00:00.6Z')).toBe(1);
      expect(await sessions.find('s-2')).toBeNull();
      expect(await sessions.deleteLastSeenBefore('2099-01-01T00:00:00Z')).toBe(0);
    });
  });
};

loginSessionStoreContract(
  'in memory',
  inMemory(() => ({ sessions: new MemoryLoginSessionStore(), accounts: new MemoryAccountStore() })),
);
loginSessionStoreContract(
  'SQLite',
  onTempFile((database) => ({
    sessions: new SqlLoginSessionStore(database),
    accounts: new SqlAccountStore(database),
  })),
);
loginSessionStoreContract(
  'PostgreSQL',
  onPostgres((database) => ({
    sessions: new SqlLoginSessionStore(database),
    accounts: new SqlAccountStore(database),
  })),
);
