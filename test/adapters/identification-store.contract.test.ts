import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryIdentificationStore } from '../../adapters/memory/memory-identification-store.adapter';
import { SqlIdentificationStore } from '../../adapters/storage/sql/sql-identification-store.adapter';
import type {
  IdentificationStorePort,
  StoredIdentification,
} from '../../ports/identification-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const contract = (name: string, factory: SubjectFactory<IdentificationStorePort>): void => {
  describe(`IdentificationStorePort: ${name}`, () => {
    let subject: Subject<IdentificationStorePort>;
    let store: IdentificationStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
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

    it('lists the done and in-review identifications not reported, until marked', async () => {
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
      expect((await store.unreported(10)).map((i) => i.reference)).toEqual(['RK-1', 'RK-3']);
      expect((await store.unreported(1)).map((i) => i.reference)).toEqual(['RK-1']);
      expect((await store.unreported(10))[1]).toEqual({
        reference: 'RK-3',
        state: { status: 'inReview', type: 'ausweiskopie' },
        updatedAt: '2026-11-26T10:03:00.000Z',
      });
      await store.markReported('RK-1', '2026-11-26T10:05:00.000Z');
      expect((await store.unreported(10)).map((i) => i.reference)).toEqual(['RK-3']);
      await store.markReported('RK-3', '2026-11-26T10:05:00.000Z');
      expect(await store.unreported(10)).toEqual([]);
      // A new state is news again: the accepted ID copy becomes done and is told once more.
      await save('RK-3', { status: 'done', type: 'ausweiskopie' }, '2026-11-26T10:06:00.000Z');
      expect((await store.unreported(10)).map((i) => i.reference)).toEqual(['RK-3']);
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
  inMemory(() => new MemoryIdentificationStore()),
);
contract(
  'SQLite',
  onTempFile((database) => new SqlIdentificationStore(database)),
);
contract(
  'PostgreSQL',
  onPostgres((database) => new SqlIdentificationStore(database)),
);
