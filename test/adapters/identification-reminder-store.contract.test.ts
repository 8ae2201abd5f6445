import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryIdentificationReminderStore } from '../../adapters/memory/memory-identification-reminder-store.adapter';
import { SqlIdentificationReminderStore } from '../../adapters/storage/sql/sql-identification-reminder-store.adapter';
import type { IdentificationReminderStorePort } from '../../ports/identification-reminder-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const AT = '2026-11-26T10:00:00.000Z';
const FIRST = '2026-11-30T09:00:00.000Z';
const SECOND = '2026-12-03T09:00:00.000Z';

const contract = (name: string, factory: SubjectFactory<IdentificationReminderStorePort>): void => {
  describe(`IdentificationReminderStorePort: ${name}`, () => {
    let subject: Subject<IdentificationReminderStorePort>;
    let store: IdentificationReminderStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(async () => subject.dispose());

    it('keeps the schedule and answers the due reminders, earliest first', async () => {
      await store.schedule('RK-1', [SECOND, FIRST], AT);
      await store.schedule('RK-2', [SECOND], AT);
      expect(await store.pendingFor('RK-1')).toEqual([
        { reference: 'RK-1', dueAt: FIRST },
        { reference: 'RK-1', dueAt: SECOND },
      ]);
      expect(await store.due('2026-11-30T08:59:59.999Z', 10)).toEqual([]);
      expect(await store.due(FIRST, 10)).toEqual([{ reference: 'RK-1', dueAt: FIRST }]);
      expect(await store.due('2026-12-31T00:00:00.000Z', 10)).toEqual([
        { reference: 'RK-1', dueAt: FIRST },
        { reference: 'RK-1', dueAt: SECOND },
        { reference: 'RK-2', dueAt: SECOND },
      ]);
      expect(await store.due('2026-12-31T00:00:00.000Z', 1)).toHaveLength(1);
    });

    it('answers a sent or skipped reminder no more', async () => {
      await store.schedule('RK-1', [FIRST, SECOND], AT);
      await store.markDone({ reference: 'RK-1', dueAt: FIRST }, 'sent', FIRST);
      await store.markDone({ reference: 'RK-1', dueAt: SECOND }, 'skipped', SECOND);
      expect(await store.due('2026-12-31T00:00:00.000Z', 10)).toEqual([]);
      expect(await store.pendingFor('RK-1')).toEqual([]);
    });

    it('replaces the pending reminders when scheduled again, keeping the sent ones sent', async () => {
      await store.schedule('RK-1', [FIRST, SECOND], AT);
      await store.markDone({ reference: 'RK-1', dueAt: FIRST }, 'sent', FIRST);
      const later = '2026-12-07T09:00:00.000Z';
      await store.schedule('RK-1', [FIRST, later], '2026-12-01T10:00:00.000Z');
      expect(await store.pendingFor('RK-1')).toEqual([{ reference: 'RK-1', dueAt: later }]);
      await store.schedule('RK-1', [later], '2026-12-01T10:00:00.000Z');
      expect(await store.due('2026-12-31T00:00:00.000Z', 10)).toEqual([
        { reference: 'RK-1', dueAt: later },
      ]);
    });
  });
};

contract(
  'in memory',
  inMemory(() => new MemoryIdentificationReminderStore()),
);
contract(
  'SQLite',
  onTempFile((database) => new SqlIdentificationReminderStore(database)),
);
contract(
  'PostgreSQL',
  onPostgres((database) => new SqlIdentificationReminderStore(database)),
);
