import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryPayInMoreStore } from '../../adapters/memory/memory-pay-in-more-store.adapter';
import { SqlPayInMoreStore } from '../../adapters/storage/sql/sql-pay-in-more-store.adapter';
import type { PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import { samplePayInMoreRequest } from '../fixtures/pay-in-more/sample-pay-in-more-request';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const request = samplePayInMoreRequest;

const contract = (name: string, factory: SubjectFactory<PayInMoreStorePort>): void => {
  describe(`PayInMoreStorePort: ${name}`, () => {
    let subject: Subject<PayInMoreStorePort>;
    let store: PayInMoreStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(async () => subject.dispose());

    it('keeps a request with its amounts in cents', async () => {
      expect(await store.listFor('a-1', 'RK-1')).toEqual([]);
      await store.add(request({ monthlyIncreaseCents: 2_550 }));
      expect(await store.listFor('a-1', 'RK-1')).toEqual([
        request({ monthlyIncreaseCents: 2_550 }),
      ]);
    });

    it('lists only the account’s requests of the application, oldest first', async () => {
      await store.add(request({ id: 'p-2', requestedAt: '2026-11-26T12:00:00.000Z' }));
      await store.add(request({ id: 'p-1', oneTimeCents: null, monthlyIncreaseCents: 1_000 }));
      await store.add(request({ id: 'p-3', reference: 'RK-2' }));
      await store.add(request({ id: 'p-4', accountId: 'a-2' }));
      expect((await store.listFor('a-1', 'RK-1')).map((r) => r.id)).toEqual(['p-1', 'p-2']);
      expect((await store.listFor('a-2', 'RK-2')).map((r) => r.id)).toEqual([]);
    });

    it('hands out the unreported requests oldest first and keeps the first reported instant', async () => {
      await store.add(request({ id: 'p-2', requestedAt: '2026-11-26T12:00:00.000Z' }));
      await store.add(request({ id: 'p-1', reference: 'RK-2', accountId: 'a-2' }));
      await store.add(request({ id: 'p-3', requestedAt: '2026-11-26T13:00:00.000Z' }));
      expect((await store.unreported(10)).map((r) => r.id)).toEqual(['p-1', 'p-2', 'p-3']);
      expect((await store.unreported(1)).map((r) => r.id)).toEqual(['p-1']);
      await store.markReported('p-2', '2026-11-27T09:00:00.000Z');
      await store.markReported('p-2', '2026-11-28T09:00:00.000Z');
      expect((await store.unreported(10)).map((r) => r.id)).toEqual(['p-1', 'p-3']);
      expect(await store.listFor('a-1', 'RK-1')).toEqual([
        request({
          id: 'p-2',
          requestedAt: '2026-11-26T12:00:00.000Z',
          reportedAt: '2026-11-27T09:00:00.000Z',
        }),
        request({ id: 'p-3', requestedAt: '2026-11-26T13:00:00.000Z' }),
      ]);
    });
  });
};

contract(
  'in memory',
  inMemory(() => new MemoryPayInMoreStore()),
);
contract(
  'SQLite',
  onTempFile((database) => new SqlPayInMoreStore(database)),
);
contract(
  'PostgreSQL',
  onPostgres((database) => new SqlPayInMoreStore(database)),
);
