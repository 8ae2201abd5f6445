import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryApplicationDraftStore } from '../../adapters/memory/memory-application-draft-store.adapter';
import { MemoryCallbackRequestStore } from '../../adapters/memory/memory-callback-request-store.adapter';
import { SqlApplicationDraftStore } from '../../adapters/storage/sql/sql-application-draft-store.adapter';
import { SqlCallbackRequestStore } from '../../adapters/storage/sql/sql-callback-request-store.adapter';
import type { SqlDatabase } from '../../adapters/storage/sql/sql-database';
import { checkApplicationForm } from '../../domain/application/check-application-form';
import type { ApplicationDraftStorePort } from '../../ports/application-draft-store.port';
import type {
  CallbackRequest,
  CallbackRequestStorePort,
} from '../../ports/callback-request-store.port';
import { VALID_RIESTER_INPUT } from '../fixtures/application-form-input';
import { onPostgres, openFreshPostgres } from './storage/postgres-subject';
import {
  inMemory,
  onTempFile,
  openTempDatabase,
  type Subject,
  type SubjectFactory,
} from './storage/temp-database';

const checked = checkApplicationForm(VALID_RIESTER_INPUT, 'riester', {
  year: 2026,
  month: 11,
  day: 26,
});
if (!checked.ok) throw new Error('the fixture must be valid');
const FORM = checked.value;

const draftStoreContract = (
  name: string,
  factory: SubjectFactory<ApplicationDraftStorePort>,
): void => {
  describe(`ApplicationDraftStorePort: ${name}`, () => {
    let subject: Subject<ApplicationDraftStorePort>;
    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.dispose());

    it('keeps one draft per owner key, replaced by the next save', async () => {
      const store = subject.store;
      expect(await store.get('visitor:a')).toBe(null);
      const draft = { product: 'riester' as const, form: FORM, updatedAt: '2026-11-26T10:00:00Z' };
      await store.save('visitor:a', draft);
      expect(await store.get('visitor:a')).toEqual(draft);
      expect(await store.get('visitor:b')).toBe(null);
      const next = { ...draft, product: 'ruerup' as const, updatedAt: '2026-11-26T10:05:00Z' };
      await store.save('visitor:a', next);
      expect(await store.get('visitor:a')).toEqual(next);
    });
  });
};

const request = (overrides: Partial<CallbackRequest> = {}): CallbackRequest => ({
  id: 'c-1',
  source: 'onlineContractService',
  ownerKey: 'visitor:a',
  product: 'schicht3',
  tariffId: 't-1',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.de',
  phoneNumber: '030 1234567',
  reasons: ['risk/politically-exposed'],
  createdAt: '2026-11-26T10:00:00Z',
  ...overrides,
});

const callbackStoreContract = (
  name: string,
  factory: SubjectFactory<CallbackRequestStorePort>,
): void => {
  describe(`CallbackRequestStorePort: ${name}`, () => {
    let subject: Subject<CallbackRequestStorePort>;
    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.dispose());

    it('answers an owner’s requests, newest first, and nobody else’s', async () => {
      const store = subject.store;
      await store.add(request());
      await store.add(request({ id: 'c-2', createdAt: '2026-11-26T11:00:00Z', reasons: [] }));
      await store.add(request({ id: 'c-3', ownerKey: 'visitor:b' }));
      expect((await store.byOwner('visitor:a')).map((r) => r.id)).toEqual(['c-2', 'c-1']);
      expect(await store.byOwner('visitor:a')).toContainEqual(request());
      expect(await store.byOwner('visitor:z')).toEqual([]);
    });

    it('answers every owner’s latest requests, newest first, at most the limit', async () => {
      const store = subject.store;
      await store.add(request());
      await store.add(
        request({ id: 'c-2', ownerKey: 'visitor:b', createdAt: '2026-11-26T11:00:00Z' }),
      );
      await store.add(
        request({ id: 'c-3', ownerKey: 'visitor:c', createdAt: '2026-11-26T12:00:00Z' }),
      );
      expect((await store.recent(2)).map((r) => r.id)).toEqual(['c-3', 'c-2']);
      expect((await store.recent(10)).map((r) => r.id)).toEqual(['c-3', 'c-2', 'c-1']);
    });

    it('keeps each callback source as it came: the portal’s callbackRequest, the risk stop’s onlineContractService', async () => {
      const store = subject.store;
      const portal = request({
        id: 'c-portal',
        source: 'callbackRequest',
        reasons: [],
        preferredTime: 'evening',
        topic: 'Riester-Rente',
        createdAt: '2026-11-26T11:00:00Z',
      });
      await store.add(request());
      await store.add(portal);
      expect(await store.recent(10)).toEqual([portal, request()]);
    });
  });
};

/**
 * The SQL store reads the rows the callback forms filed with the booking's source before
 * migration 0022 (a server on the old code during a rolling update) as the portal's callbacks.
 */
const legacyRowsContract = (
  name: string,
  open: () => Promise<{ database: SqlDatabase; dispose(): Promise<void> }>,
): void => {
  describe(`SqlCallbackRequestStore: ${name}`, () => {
    it('reads a callback row filed as appointmentBooking or customerFollowUpProcess as callbackRequest, and drops an unknown source', async () => {
      const { database, dispose } = await open();
      try {
        const row = (id: string, source: string, createdAt: string) => ({
          id,
          source,
          owner_key: 'visitor:a',
          product: 'riester',
          tariff_id: null,
          first_name: 'Erika',
          last_name: 'Mustermann',
          email: '',
          phone_number: '030 1234567',
          reasons_json: '[]',
          created_at: createdAt,
          preferred_time: null,
          topic: null,
        });
        await database.db
          .insertInto('callback_requests')
          .values([
            row('old-1', 'appointmentBooking', '2026-11-26T10:00:00Z'),
            row('old-2', 'customerFollowUpProcess', '2026-11-26T11:00:00Z'),
            row('odd', 'rebot', '2026-11-26T12:00:00Z'),
          ])
          .execute();
        const store = new SqlCallbackRequestStore(database);
        expect((await store.recent(10)).map((r) => [r.id, r.source])).toEqual([
          ['old-2', 'callbackRequest'],
          ['old-1', 'callbackRequest'],
        ]);
      } finally {
        await dispose();
      }
    });
  });
};

draftStoreContract(
  'in memory',
  inMemory(() => new MemoryApplicationDraftStore()),
);
draftStoreContract(
  'SQLite',
  onTempFile((database) => new SqlApplicationDraftStore(database)),
);
draftStoreContract(
  'PostgreSQL',
  onPostgres((database) => new SqlApplicationDraftStore(database)),
);
callbackStoreContract(
  'in memory',
  inMemory(() => new MemoryCallbackRequestStore()),
);
callbackStoreContract(
  'SQLite',
  onTempFile((database) => new SqlCallbackRequestStore(database)),
);
callbackStoreContract(
  'PostgreSQL',
  onPostgres((database) => new SqlCallbackRequestStore(database)),
);
legacyRowsContract('SQLite', async () => {
  const temp = await openTempDatabase();
  return { database: temp.database, dispose: temp.dispose };
});
legacyRowsContract('PostgreSQL', async () => {
  const { database } = await openFreshPostgres();
  return { database, dispose: () => database.close() };
});
