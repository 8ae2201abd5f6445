import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryOutbox } from '../../adapters/memory/memory-outbox.adapter';
import { SqlOutbox } from '../../adapters/storage/sql/sql-outbox.adapter';
import type { OutboxPort } from '../../ports/outbox.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

// OutboxPort.backlog (GET /metrics: rk_outbox_pending, rk_outbox_oldest_due_age_seconds) on the
// in-memory fake, SQLite and PostgreSQL.

const contract = (name: string, factory: SubjectFactory<OutboxPort>): void => {
  describe(`OutboxPort.backlog: ${name}`, () => {
    let subject: Subject<OutboxPort>;
    let outbox: OutboxPort;
    beforeEach(async () => {
      subject = await factory();
      outbox = subject.store;
    });
    afterEach(async () => subject.dispose());

    it('is empty for an empty outbox', async () => {
      expect(await outbox.backlog()).toEqual([]);
    });

    it('counts the entries not yet done per kind, with the oldest due instant as time', async () => {
      // 09:00:00.5 sorts after 09:00:00 as time, before it as text of another form.
      await outbox.enqueue({ kind: 'handOver', key: 'RK-2', dueAt: '2026-11-29T09:00:00.5Z' });
      await outbox.enqueue({ kind: 'handOver', key: 'RK-1', dueAt: '2026-11-29T09:00:00Z' });
      await outbox.enqueue({ kind: 'handOver', key: 'RK-3', dueAt: '2026-11-30T08:00:00Z' });
      await outbox.enqueue({
        kind: 'identificationSms',
        key: 's-1',
        dueAt: '2026-11-28T10:00:00Z',
      });
      const byKind = [...(await outbox.backlog())].sort((a, b) => a.kind.localeCompare(b.kind));
      expect(byKind.map((row) => [row.kind, row.pending])).toEqual([
        ['handOver', 3],
        ['identificationSms', 1],
      ]);
      expect(byKind.map((row) => Date.parse(row.oldestDueAt))).toEqual([
        Date.parse('2026-11-29T09:00:00Z'),
        Date.parse('2026-11-28T10:00:00Z'),
      ]);
    });

    it('leaves out what is done', async () => {
      await outbox.enqueue({ kind: 'handOver', key: 'RK-1', dueAt: '2026-11-29T09:00:00Z' });
      await outbox.enqueue({ kind: 'handOver', key: 'RK-2', dueAt: '2026-11-29T10:00:00Z' });
      const [first] = await outbox.claimDue(['handOver'], '2026-11-29T09:30:00Z', 1);
      if (first === undefined) throw new Error('nothing due');
      await outbox.finish(first, null);
      const rows = await outbox.backlog();
      expect(rows.map((row) => [row.kind, row.pending])).toEqual([['handOver', 1]]);
      expect(Date.parse(rows[0]?.oldestDueAt ?? '')).toBe(Date.parse('2026-11-29T10:00:00Z'));
    });
  });
};

contract(
  'in memory',
  inMemory(() => new MemoryOutbox()),
);
contract(
  'SQLite',
  onTempFile((database) => new SqlOutbox(database)),
);
contract(
  'PostgreSQL',
  onPostgres((database) => new SqlOutbox(database)),
);
