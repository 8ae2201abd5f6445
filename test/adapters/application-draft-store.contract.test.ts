import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryApplicationDraftStore } from '../../adapters/memory/memory-application-draft-store.adapter';
import { MemoryCallbackRequestStore } from '../../adapters/memory/memory-callback-request-store.adapter';
import { SqlApplicationDraftStore } from '../../adapters/storage/sql/sql-application-draft-store.adapter';
import { SqlCallbackRequestStore } from '../../adapters/storage/sql/sql-callback-request-store.adapter';
import { checkApplicationForm } from '../../domain/application/check-application-form';
import type { ApplicationDraftStorePort } from '../../ports/application-draft-store.port';
import type {
  CallbackRequest,
  CallbackRequestStorePort,
} from '../../ports/callback-request-store.port';
import { VALID_RIESTER_INPUT } from '../fixtures/application-form-input';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

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
