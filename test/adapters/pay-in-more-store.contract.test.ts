import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryPayInMoreStore } from '../../adapters/memory/memory-pay-in-more-store.adapter';
import { SqlOutbox } from '../../adapters/storage/sql/sql-outbox.adapter';
import { SqlPayInMoreStore } from '../../adapters/storage/sql/sql-pay-in-more-store.adapter';
import type { OutboxPort } from '../../ports/outbox.port';
import type { PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import { samplePayInMoreRequest } from '../fixtures/pay-in-more/sample-pay-in-more-request';
import { onPostgres } from './storage/postgres-subject';
import {
  dueKeys,
  inMemory,
  onTempFile,
  type Subject,
  type SubjectFactory,
  type WithOutbox,
} from './storage/temp-database';

const request = samplePayInMoreRequest;

const contract = (name: string, factory: SubjectFactory<WithOutbox<PayInMoreStorePort>>): void => {
  describe(`PayInMoreStorePort: ${name}`, () => {
    let subject: Subject<WithOutbox<PayInMoreStorePort>>;
    let store: PayInMoreStorePort;
    let outbox: OutboxPort;
    const pending = () => outbox.pendingKeys('payInMoreReport');
    beforeEach(async () => {
      subject = await factory();
      ({ port: store, outbox } = subject.store);
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

    it('puts each request into the outbox until reported, oldest first, and keeps the first reported instant', async () => {
      await store.add(request({ id: 'p-2', requestedAt: '2026-11-26T12:00:00.000Z' }));
      await store.add(request({ id: 'p-1', reference: 'RK-2', accountId: 'a-2' }));
      await store.add(request({ id: 'p-3', requestedAt: '2026-11-26T13:00:00.000Z' }));
      expect(await pending()).toEqual(['p-1', 'p-2', 'p-3']);
      expect(await store.findById('p-3')).toEqual(
        request({ id: 'p-3', requestedAt: '2026-11-26T13:00:00.000Z' }),
      );
      expect(await store.findById('p-9')).toBeNull();
      await store.markReported('p-2', '2026-11-27T09:00:00.000Z');
      await store.markReported('p-2', '2026-11-28T09:00:00.000Z');
      expect(await pending()).toEqual(['p-1', 'p-3']);
      expect(await store.listFor('a-1', 'RK-1')).toEqual([
        request({
          id: 'p-2',
          requestedAt: '2026-11-26T12:00:00.000Z',
          reportedAt: '2026-11-27T09:00:00.000Z',
        }),
        request({ id: 'p-3', requestedAt: '2026-11-26T13:00:00.000Z' }),
      ]);
      expect(await dueKeys(outbox, 'payInMoreReport', 1)).toEqual(['p-1']);
    });
  });
};

contract(
  'in memory',
  inMemory(() => {
    const port = new MemoryPayInMoreStore();
    return { port, outbox: port.outbox };
  }),
);
contract(
  'SQLite',
  onTempFile((database) => ({
    port: new SqlPayInMoreStore(database),
    outbox: new SqlOutbox(database),
  })),
);
contract(
  'PostgreSQL',
  onPostgres((database) => ({
    port: new SqlPayInMoreStore(database),
    outbox: new SqlOutbox(database),
  })),
);
