import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../../adapters/storage/postgres/open-postgres-database';
import { PostgresApplicationStore } from '../../../../adapters/storage/postgres/postgres-application-store.adapter';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../../fixtures/application/sample-application';
import { openFreshPostgres } from '../postgres-subject';

const AT = '2026-03-15T10:00:00.000Z';
const APPLICATIONS = 12;

describe('PostgresApplicationStore: two workers claiming at once', () => {
  it('never hand the same outbox entry to both, and every entry to one', async () => {
    const { database, url } = await openFreshPostgres();
    // The second worker as another server would be: its own pool on the same database.
    const other = openPostgresDatabase({ url, maxConnections: 4 });
    const first = new PostgresApplicationStore(database);
    const second = new PostgresApplicationStore(other);
    try {
      for (let i = 0; i < APPLICATIONS; i++) {
        await first.add(
          {
            reference: `RK-2026-${String(i).padStart(8, '0')}`,
            owner: { accountId: null, visitorId: `visitor-${i}` },
            status: 'stored',
            form: SAMPLE_FORM,
            choice: SAMPLE_CHOICE,
            consents: ALL_CONSENTS,
            idempotencyKey: `key-${i}`,
            submittedAt: AT,
            updatedAt: AT,
          },
          ['handOver'],
        );
      }
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? first : second).dueEntries(AT, 3)),
      );
      const ids = claims.flat().map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Six claims of three cover the twelve; nothing is due again while the lease runs.
      expect(ids).toHaveLength(APPLICATIONS);
      expect(await second.dueEntries(AT, 100)).toEqual([]);
      expect(claims.flat().every((entry) => entry.nextAttemptAt === AT)).toBe(true);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
