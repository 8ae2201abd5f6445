import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryBusinessProcessStore } from '../../adapters/memory/memory-business-process-store.adapter';
import { PostgresBusinessProcessStore } from '../../adapters/storage/postgres/postgres-business-process-store.adapter';
import { SqliteBusinessProcessStore } from '../../adapters/storage/sqlite/sqlite-business-process-store.adapter';
import type { BusinessProcessStorePort } from '../../ports/business-process-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const AT = '2025-03-01T10:00:00Z';
const LATER = '2025-03-01T10:05:00Z';

const businessProcessStoreContract = (
  name: string,
  factory: SubjectFactory<BusinessProcessStorePort>,
): void => {
  describe(`BusinessProcessStorePort: ${name}`, () => {
    let subject: Subject<BusinessProcessStorePort>;
    let store: BusinessProcessStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(() => subject.dispose());

    it('has nothing for an unknown visitor', async () => {
      expect(await store.get('v-unknown')).toBeNull();
    });

    it('round-trips both fields and answers with what is stored', async () => {
      const saved = await store.save(
        'v1',
        { birthday: '1980-05-17', jobSituation: 'Angestellter' },
        AT,
      );
      expect(saved).toEqual({ birthday: '1980-05-17', jobSituation: 'Angestellter' });
      expect(await store.get('v1')).toEqual({
        birthday: '1980-05-17',
        jobSituation: 'Angestellter',
      });
    });

    it('keeps absent fields when saving others (merge)', async () => {
      await store.save('v1', { birthday: '1980-05-17' }, AT);
      expect(
        await store.save('v1', { jobSituation: 'Freiberufler/Selbstständiger' }, LATER),
      ).toEqual({
        birthday: '1980-05-17',
        jobSituation: 'Freiberufler/Selbstständiger',
      });
      expect(await store.save('v1', { birthday: '1975-01-02' }, LATER)).toEqual({
        birthday: '1975-01-02',
        jobSituation: 'Freiberufler/Selbstständiger',
      });
      expect(await store.get('v1')).toEqual({
        birthday: '1975-01-02',
        jobSituation: 'Freiberufler/Selbstständiger',
      });
    });

    it('replaces both fields when both are given again', async () => {
      await store.save('v1', { birthday: '1980-05-17', jobSituation: 'Beamter' }, AT);
      const both = { birthday: '1975-01-02', jobSituation: 'Angestellter' };
      expect(await store.save('v1', both, LATER)).toEqual(both);
      expect(await store.get('v1')).toEqual(both);
    });

    it('stores only one field without inventing the other', async () => {
      await store.save('v1', { jobSituation: 'Beamter' }, AT);
      expect(await store.get('v1')).toEqual({ jobSituation: 'Beamter' });
    });

    it('treats an explicit undefined like an absent field', async () => {
      await store.save('v1', { birthday: '1980-05-17', jobSituation: 'Angestellter' }, AT);
      await store.save('v1', { birthday: undefined, jobSituation: 'Beamter' }, LATER);
      expect(await store.get('v1')).toEqual({ birthday: '1980-05-17', jobSituation: 'Beamter' });
    });

    it('keeps visitors apart', async () => {
      await store.save('v1', { birthday: '1980-05-17' }, AT);
      await store.save('v2', { jobSituation: 'Angestellter' }, AT);
      expect(await store.get('v1')).toEqual({ birthday: '1980-05-17' });
      expect(await store.get('v2')).toEqual({ jobSituation: 'Angestellter' });
    });

    it('acts on saves sent together in their order, each answering the row it left', async () => {
      await store.save('v1', { birthday: '1970-01-01', jobSituation: 'Beamter' }, AT);
      const saves = await Promise.all([
        store.save('v1', { birthday: '1971-01-01' }, LATER),
        store.save('v2', { jobSituation: 'Angestellter' }, LATER),
        store.save('v1', { birthday: '1972-01-01', jobSituation: 'Angestellter' }, LATER),
        store.save('v1', { jobSituation: 'Freiberufler/Selbstständiger' }, LATER),
        store.save('v1', { birthday: '1973-01-01' }, LATER),
        store.save('v1', {}, LATER),
        store.save('v2', { birthday: '1980-05-17' }, LATER),
        store.save('v1', { birthday: '1974-01-01', jobSituation: 'Beamter' }, LATER),
      ]);
      expect(saves).toEqual([
        { birthday: '1971-01-01', jobSituation: 'Beamter' },
        { jobSituation: 'Angestellter' },
        { birthday: '1972-01-01', jobSituation: 'Angestellter' },
        { birthday: '1972-01-01', jobSituation: 'Freiberufler/Selbstständiger' },
        { birthday: '1973-01-01', jobSituation: 'Freiberufler/Selbstständiger' },
        { birthday: '1973-01-01', jobSituation: 'Freiberufler/Selbstständiger' },
        { birthday: '1980-05-17', jobSituation: 'Angestellter' },
        { birthday: '1974-01-01', jobSituation: 'Beamter' },
      ]);
      expect(await store.get('v1')).toEqual({ birthday: '1974-01-01', jobSituation: 'Beamter' });
      expect(await store.get('v2')).toEqual({
        birthday: '1980-05-17',
        jobSituation: 'Angestellter',
      });
    });

    it('answers an empty save of a new visitor with {}', async () => {
      expect(await store.save('v1', {}, AT)).toEqual({});
      expect(await store.get('v1')).toEqual({});
    });
  });
};

businessProcessStoreContract(
  'in memory',
  inMemory(() => new MemoryBusinessProcessStore()),
);
businessProcessStoreContract(
  'SQLite',
  onTempFile((database) => new SqliteBusinessProcessStore(database)),
);
businessProcessStoreContract(
  'PostgreSQL',
  onPostgres((database) => new PostgresBusinessProcessStore(database)),
);
