import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SqlOutbox } from '../../../../adapters/storage/sql/sql-outbox.adapter';
import { openTempDatabase, type TempDatabase } from '../temp-database';

// The worker's look for due entries of some kinds (issue 31, finding 4): one seek per kind in
// outbox_kind_due (migration 0023) instead of a walk over every pending entry, merged in due
// order. After a burst of applications their pending hand-overs and mails must not be read by
// the look for reports.

let temp: TempDatabase | null = null;
afterEach(async () => {
  await temp?.dispose();
  temp = null;
});

describe('the outbox’s due entries of some kinds on SQLite', () => {
  it('answers the earliest due entries across the kinds asked, in due order, at most the limit', async () => {
    temp = await openTempDatabase();
    const outbox = new SqlOutbox(temp.database);
    for (let i = 0; i < 50; i++) {
      await outbox.enqueue({ kind: 'handOver', key: `RK-${i}`, dueAt: '2026-03-15T09:00:00.000Z' });
    }
    await outbox.enqueue({
      kind: 'guestLinkMail',
      key: 'g-late',
      dueAt: '2026-03-15T10:00:03.000Z',
    });
    await outbox.enqueue({
      kind: 'appointmentMail',
      key: 'a-1',
      dueAt: '2026-03-15T10:00:01.000Z',
    });
    await outbox.enqueue({ kind: 'guestLinkMail', key: 'g-1', dueAt: '2026-03-15T10:00:02.000Z' });
    await outbox.enqueue({
      kind: 'appointmentMail',
      key: 'a-0',
      dueAt: '2026-03-15T10:00:00.000Z',
    });
    await outbox.enqueue({
      kind: 'appointmentMail',
      key: 'a-not-yet',
      dueAt: '2026-03-16T00:00:00.000Z',
    });
    const now = '2026-03-15T12:00:00.000Z';
    const claimed = await outbox.claimDue(['appointmentMail', 'guestLinkMail'], now, 3);
    expect(claimed.map((item) => item.key)).toEqual(['a-0', 'a-1', 'g-1']);
    const all = await outbox.claimDue(['guestLinkMail', 'appointmentMail'], now, 10);
    expect(all.map((item) => item.key)).toEqual(['a-0', 'a-1', 'g-1', 'g-late']);
    expect(await outbox.claimDue(['identificationSms'], now, 10)).toEqual([]);
  });

  it('seeks the kind in its index rather than walking the pending entries', async () => {
    temp = await openTempDatabase();
    const plan = await sql<{ detail: string }>`explain query plan
      select id, kind, key, attempts, next_attempt_at from outbox where done = 0 and kind = 'appointmentMail'
        and next_attempt_at <= '2026-03-15T12:00:00.000Z'
      order by next_attempt_at, id limit 20`.execute(temp.database.db);
    expect(plan.rows.map((row) => row.detail).join(' | ')).toContain(
      'USING INDEX outbox_kind_due (done=? AND kind=? AND next_attempt_at<?)',
    );
  });
});
