import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../../adapters/storage/postgres/open-postgres-database';
import { PostgresApplicationStore } from '../../../../adapters/storage/postgres/postgres-application-store.adapter';
import { SqlOutbox } from '../../../../adapters/storage/sql/sql-outbox.adapter';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
  sampleSignedOffer,
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
            signedOffer: sampleSignedOffer(AT),
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

describe('SqlOutbox on PostgreSQL: two workers claiming the reports and messages at once', () => {
  it('never hand the same entry to both, and every entry to one, until the lease ends', async () => {
    const { database, url } = await openFreshPostgres();
    const other = openPostgresDatabase({ url, maxConnections: 4 });
    const first = new SqlOutbox(database);
    const second = new SqlOutbox(other);
    try {
      for (let i = 0; i < 12; i++) {
        await first.enqueue({
          kind: i % 2 === 0 ? 'payInMoreReport' : 'appointmentMail',
          key: `k-${i}`,
          dueAt: AT,
        });
      }
      const kinds = ['payInMoreReport', 'appointmentMail'] as const;
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? first : second).claimDue(kinds, AT, 3)),
      );
      const keys = claims.flat().map((item) => item.key);
      expect(new Set(keys).size).toBe(12);
      expect(keys).toHaveLength(12);
      expect(await second.claimDue(kinds, AT, 100)).toEqual([]);
      expect(claims.flat().every((item) => item.dueAt === AT && item.attempts === 0)).toBe(true);
      // A worker that died mid-attempt leaves its entries to another after the 5-minute lease.
      expect(await second.claimDue(kinds, '2026-03-15T10:05:00.001Z', 100)).toHaveLength(12);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
