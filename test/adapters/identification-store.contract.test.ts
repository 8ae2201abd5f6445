import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryIdentificationStore } from '../../adapters/memory/memory-identification-store.adapter';
import { SqlIdentificationStore } from '../../adapters/storage/sql/sql-identification-store.adapter';
import { SqlOutbox } from '../../adapters/storage/sql/sql-outbox.adapter';
import type {
  IdentificationStorePort,
  StoredIdentification,
} from '../../ports/identification-store.port';
import type { OutboxPort } from '../../ports/outbox.port';
import { onPostgres } from './storage/postgres-subject';
import {
  dueKeys,
  inMemory,
  onTempFile,
  type Subject,
  type SubjectFactory,
  type WithOutbox,
} from './storage/temp-database';

const contract = (
  name: string,
  factory: SubjectFactory<WithOutbox<IdentificationStorePort>>,
): void => {
  describe(`IdentificationStorePort: ${name}`, () => {
    let subject: Subject<WithOutbox<IdentificationStorePort>>;
    let store: IdentificationStorePort;
    let outbox: OutboxPort;
    const pending = () => outbox.pendingKeys('identificationReport');
    beforeEach(async () => {
      subject = await factory();
      ({ port: store, outbox } = subject.store);
    });
    afterEach(async () => subject.dispose());

    it('knows nothing of an application before a choice', async () => {
      expect(await store.find('RK-1')).toBeNull();
    });

    it('keeps each state and replaces the earlier one', async () => {
      const at = '2026-11-26T10:00:00.000Z';
      await store.save({ reference: 'RK-1', state: { status: 'open' }, updatedAt: at });
      expect(await store.find('RK-1')).toEqual({
        reference: 'RK-1',
        state: { status: 'open' },
        updatedAt: at,
      });
      for (const status of ['chosen', 'inProgress', 'declined', 'done'] as const) {
        const state = { status, type: 'videoIdent' } as const;
        await store.save({ reference: 'RK-1', state, updatedAt: at });
        expect((await store.find('RK-1'))?.state).toEqual(state);
      }
      await store.save({
        reference: 'RK-2',
        state: { status: 'chosen', type: 'postIdent' },
        updatedAt: '2026-11-26T11:00:00.000Z',
      });
      expect(await store.find('RK-2')).toEqual({
        reference: 'RK-2',
        state: { status: 'chosen', type: 'postIdent' },
        updatedAt: '2026-11-26T11:00:00.000Z',
      });
      expect((await store.find('RK-1'))?.state).toEqual({ status: 'done', type: 'videoIdent' });
    });

    it('puts the done and in-review identifications into the outbox until reported', async () => {
      const save = (reference: string, state: StoredIdentification['state'], at: string) =>
        store.save({ reference, state, updatedAt: at });
      await save('RK-3', { status: 'inReview', type: 'ausweiskopie' }, '2026-11-26T10:03:00.000Z');
      await save('RK-1', { status: 'done', type: 'videoIdent' }, '2026-11-26T10:01:00.000Z');
      await save(
        'RK-2',
        { status: 'inProgress', type: 'ausweiskopie' },
        '2026-11-26T10:00:00.000Z',
      );
      await save('RK-4', { status: 'declined', type: 'bankIdent' }, '2026-11-26T10:00:00.000Z');
      expect(await pending()).toEqual(['RK-1', 'RK-3']);
      // Due from the change on, not before.
      expect(await dueKeys(outbox, 'identificationReport', 10, '2026-11-26T10:02:00.000Z')).toEqual(
        ['RK-1'],
      );
      await store.markReported('RK-1', '2026-11-26T10:05:00.000Z');
      expect(await pending()).toEqual(['RK-3']);
      await store.markReported('RK-3', '2026-11-26T10:05:00.000Z');
      expect(await pending()).toEqual([]);
      // A new state is news again: the accepted ID copy becomes done and is told once more.
      await save('RK-3', { status: 'done', type: 'ausweiskopie' }, '2026-11-26T10:06:00.000Z');
      expect(await dueKeys(outbox, 'identificationReport', 1)).toEqual(['RK-3']);
    });

    it('lets each token be used once', async () => {
      const at = '2026-11-26T10:00:00.000Z';
      expect(await store.consumeToken('n-1', at)).toBe(true);
      expect(await store.consumeToken('n-1', at)).toBe(false);
      expect(await store.consumeToken('n-2', at)).toBe(true);
      const both = await Promise.all([
        store.consumeToken('n-3', at),
        store.consumeToken('n-3', at),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
    });
  });
};

contract(
  'memory',
  inMemory(() => {
    const port = new MemoryIdentificationStore();
    return { port, outbox: port.outbox };
  }),
);
contract(
  'SQLite',
  onTempFile((database) => ({
    port: new SqlIdentificationStore(database),
    outbox: new SqlOutbox(database),
  })),
);
contract(
  'PostgreSQL',
  onPostgres((database) => ({
    port: new SqlIdentificationStore(database),
    outbox: new SqlOutbox(database),
  })),
);
