import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteApplicationStore } from '../../../../adapters/storage/sqlite/sqlite-application-store.adapter';
import { sampleStoredApplication } from '../../../fixtures/application/sample-application';
import { openTempDatabase, type TempDatabase } from '../temp-database';

// Applications stored in one event-loop turn share the group commit's transaction, without a
// savepoint each (issue 31, finding 4): one that fails half-way (its application row and event
// written, then its second outbox entry refused) leaves nothing behind, and the others are kept.

const AT = '2026-03-15T10:00:00.000Z';
let temp: TempDatabase;
beforeEach(async () => {
  temp = await openTempDatabase();
});
afterEach(async () => temp.dispose());

describe('applications stored together in one group commit', () => {
  it('keeps the others whole when one fails after its first statements', async () => {
    const store = new SqliteApplicationStore(temp.database);
    const [a, b, c] = ['RK-2026-AAAAAAAA', 'RK-2026-BBBBBBBB', 'RK-2026-CCCCCCCC'].map((r) =>
      sampleStoredApplication(r, AT),
    ) as [
      ReturnType<typeof sampleStoredApplication>,
      ReturnType<typeof sampleStoredApplication>,
      ReturnType<typeof sampleStoredApplication>,
    ];
    const results = await Promise.allSettled([
      store.add(a, ['handOver', 'confirmationMail']),
      // The same task twice: its second outbox entry breaks the unique (kind, key).
      store.add(b, ['handOver', 'handOver']),
      store.add(c, ['handOver', 'confirmationMail']),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.find(a.reference)).toEqual(a);
    expect(await store.find(c.reference)).toEqual(c);
    expect(await store.find(b.reference)).toBeNull();
    expect(await store.history(b.reference)).toEqual([]);
    expect((await store.history(a.reference)).map((e) => e.kind)).toEqual(['submitted']);
    const due = await store.dueEntries(AT, 10);
    expect(due.map((e) => [e.reference, e.task])).toEqual([
      [a.reference, 'handOver'],
      [a.reference, 'confirmationMail'],
      [c.reference, 'handOver'],
      [c.reference, 'confirmationMail'],
    ]);
    // On its own (no group), the failing one leaves nothing either: its savepoint.
    await expect(store.add(b, ['confirmationMail', 'confirmationMail'])).rejects.toThrow();
    expect(await store.find(b.reference)).toBeNull();
    expect(await store.history(b.reference)).toEqual([]);
  });
});
