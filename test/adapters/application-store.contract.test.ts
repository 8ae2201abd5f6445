import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryApplicationStore } from '../../adapters/memory/memory-application-store.adapter';
import { PostgresApplicationStore } from '../../adapters/storage/postgres/postgres-application-store.adapter';
import { SqliteApplicationStore } from '../../adapters/storage/sqlite/sqlite-application-store.adapter';
import type { ApplicationStorePort, StoredApplication } from '../../ports/application-store.port';
import { sampleStoredApplication } from '../fixtures/application/sample-application';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const AT = '2026-03-15T10:00:00.000Z';
const LATER = '2026-03-15T10:00:05.000Z';

const application = (
  reference: string,
  overrides: Partial<StoredApplication> = {},
): StoredApplication => sampleStoredApplication(reference, AT, overrides);

const contract = (name: string, factory: SubjectFactory<ApplicationStorePort>): void => {
  describe(`ApplicationStorePort: ${name}`, () => {
    let subject: Subject<ApplicationStorePort>;
    let store: ApplicationStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(async () => subject.dispose());

    it('stores an application with one outbox entry per task, due at once', async () => {
      const added = await store.add(application('RK-2026-AAAAAAAA'), [
        'handOver',
        'confirmationMail',
      ]);
      expect(added.created).toBe(true);
      expect(await store.find('RK-2026-AAAAAAAA')).toEqual(application('RK-2026-AAAAAAAA'));
      const due = await store.dueEntries(AT, 10);
      expect(due.map((e) => [e.reference, e.task, e.attempts])).toEqual([
        ['RK-2026-AAAAAAAA', 'handOver', 0],
        ['RK-2026-AAAAAAAA', 'confirmationMail', 0],
      ]);
      expect(await store.dueEntries('2026-03-15T09:59:59.999Z', 10)).toEqual([]);
    });

    it('answers the first application for the same owner and idempotency key', async () => {
      await store.add(application('RK-2026-AAAAAAAA', { idempotencyKey: 'k' }), ['handOver']);
      const again = await store.add(application('RK-2026-BBBBBBBB', { idempotencyKey: 'k' }), [
        'handOver',
      ]);
      expect(again.created).toBe(false);
      expect(again.application.reference).toBe('RK-2026-AAAAAAAA');
      expect(await store.find('RK-2026-BBBBBBBB')).toBeNull();
      expect(await store.dueEntries(AT, 10)).toHaveLength(1);
      // Another owner may use the same key.
      const other = await store.add(
        application('RK-2026-CCCCCCCC', {
          idempotencyKey: 'k',
          owner: { accountId: null, visitorId: 'visitor-bbbbbbbbbbbbbbbb' },
        }),
        ['handOver'],
      );
      expect(other.created).toBe(true);
    });

    it('keeps a retry for later and finishes with the status, without points', async () => {
      await store.add(application('RK-2026-AAAAAAAA'), ['handOver']);
      const [entry] = await store.dueEntries(AT, 10);
      if (entry === undefined) throw new Error('no entry');
      await store.finishAttempt(
        entry,
        { kind: 'retry', nextAttemptAt: LATER, error: 'ECONNREFUSED' },
        AT,
      );
      expect(await store.dueEntries(AT, 10)).toEqual([]);
      const [retried] = await store.dueEntries(LATER, 10);
      expect(retried).toMatchObject({ attempts: 1, lastError: 'ECONNREFUSED' });
      if (retried === undefined) throw new Error('no entry');
      await store.finishAttempt(retried, { kind: 'done', status: 'handedOver' }, LATER);
      expect(await store.dueEntries('2027-01-01T00:00:00.000Z', 10)).toEqual([]);
      expect(await store.find('RK-2026-AAAAAAAA')).toMatchObject({
        status: 'handedOver',
        updatedAt: LATER,
      });
      // Points follow the acceptance, not the hand-over.
      expect(await store.creditedPoints('RK-2026-AAAAAAAA')).toBeNull();
    });

    it('gives up with the failed status', async () => {
      await store.add(application('RK-2026-AAAAAAAA'), ['handOver']);
      const [entry] = await store.dueEntries(AT, 10);
      if (entry === undefined) throw new Error('no entry');
      await store.finishAttempt(
        entry,
        { kind: 'givenUp', status: 'failed', error: 'HTTP 503' },
        LATER,
      );
      expect(await store.find('RK-2026-AAAAAAAA')).toMatchObject({ status: 'failed' });
      expect(await store.creditedPoints('RK-2026-AAAAAAAA')).toBeNull();
    });

    it('accepts a handed-over application only, and lists it by its new status', async () => {
      const statuses = ['stored', 'handedOver', 'declined', 'failed', 'accepted'] as const;
      for (const [index, status] of statuses.entries()) {
        await store.add(
          application(`RK-2026-ACC0000${index}`, { status, idempotencyKey: `acc-${index}` }),
          [],
        );
      }
      const answers = await Promise.all(
        statuses.map((_, index) =>
          store.accept(`RK-2026-ACC0000${index}`, LATER, { accountId: 'a-1', points: 10 + index }),
        ),
      );
      expect(answers).toEqual([false, true, false, false, true]);
      // Points with the acceptance only: not for one accepted before, nor for any other status.
      expect(
        await Promise.all(
          statuses.map((_, index) => store.creditedPoints(`RK-2026-ACC0000${index}`)),
        ),
      ).toEqual([null, 11, null, null, null]);
      expect(await store.accept('RK-2026-ACC00001', LATER, { accountId: 'a-1', points: 999 })).toBe(
        true,
      );
      expect(await store.creditedPoints('RK-2026-ACC00001')).toBe(11);
      // Stored handed over: the events of its way there, then the acceptance.
      expect((await store.history('RK-2026-ACC00001')).map((e) => e.kind)).toEqual([
        'submitted',
        'handedOver',
        'accepted',
      ]);
      expect((await store.history('RK-2026-ACC00002')).map((e) => e.kind)).toEqual([
        'submitted',
        'declined',
      ]);
      const after = await Promise.all(
        statuses.map(async (_, index) => (await store.find(`RK-2026-ACC0000${index}`))?.status),
      );
      expect(after).toEqual(['stored', 'accepted', 'declined', 'failed', 'accepted']);
      expect(await store.find('RK-2026-ACC00001')).toMatchObject({ updatedAt: LATER });
      const accepted = await store.list({ status: 'accepted', since: null, limit: 10 });
      expect(accepted.map((a) => a.reference).sort()).toEqual([
        'RK-2026-ACC00001',
        'RK-2026-ACC00004',
      ]);
      expect(await store.accept('RK-2026-NONE0000', LATER, null)).toBe(false);
    });

    it('lists newest first by status and time', async () => {
      await store.add(application('RK-2026-AAAAAAAA'), []);
      await store.add(
        application('RK-2026-BBBBBBBB', { submittedAt: LATER, updatedAt: LATER }),
        [],
      );
      const all = await store.list({ status: null, since: null, limit: 10 });
      expect(all.map((a) => a.reference)).toEqual(['RK-2026-BBBBBBBB', 'RK-2026-AAAAAAAA']);
      const since = await store.list({ status: 'stored', since: LATER, limit: 10 });
      expect(since.map((a) => a.reference)).toEqual(['RK-2026-BBBBBBBB']);
      expect(await store.list({ status: 'failed', since: null, limit: 10 })).toEqual([]);
    });

    it("lists an account's own applications only, newest first, never a guest's", async () => {
      const mine = { accountId: 'a-1', visitorId: 'visitor-aaaaaaaaaaaaaaaa' };
      await store.add(application('RK-2026-AAAAAAAA', { owner: mine }), []);
      await store.add(
        application('RK-2026-BBBBBBBB', { owner: mine, submittedAt: LATER, updatedAt: LATER }),
        [],
      );
      // The same browser as a guest, and another account: neither is the account's.
      await store.add(application('RK-2026-CCCCCCCC'), []);
      await store.add(
        application('RK-2026-DDDDDDDD', { owner: { accountId: 'a-2', visitorId: 'v-2' } }),
        [],
      );
      const listed = await store.listForAccount('a-1', 10);
      expect(listed.map((a) => a.reference)).toEqual(['RK-2026-BBBBBBBB', 'RK-2026-AAAAAAAA']);
      expect((await store.listForAccount('a-1', 1)).map((a) => a.reference)).toEqual([
        'RK-2026-BBBBBBBB',
      ]);
      expect(await store.listForAccount('a-3', 10)).toEqual([]);
    });

    it("sums the points credited to an account's applications", async () => {
      expect(await store.pointsBalance('a-1')).toBe(0);
      const credits: Readonly<Record<string, { accountId: string; points: number }>> = {
        'RK-2026-AAAAAAAA': { accountId: 'a-1', points: 580 },
        'RK-2026-BBBBBBBB': { accountId: 'a-1', points: 120 },
        'RK-2026-CCCCCCCC': { accountId: 'a-2', points: 300 },
      };
      for (const [reference, credit] of Object.entries(credits)) {
        const owner = { accountId: credit.accountId, visitorId: 'v' };
        await store.add(
          application(reference, { owner, idempotencyKey: reference, status: 'handedOver' }),
          [],
        );
        await store.accept(reference, LATER, credit);
      }
      expect(await store.pointsBalance('a-1')).toBe(700);
      expect(await store.pointsBalance('a-2')).toBe(300);
    });

    it('keeps the signed offer whole, and gives one once to an application from before', async () => {
      const signed = application('RK-2026-AAAAAAAA');
      const before = application('RK-2026-BBBBBBBB', { signedOffer: null });
      await store.add(signed, ['handOver']);
      await store.add(before, ['handOver']);
      expect((await store.find(signed.reference))?.signedOffer).toEqual(signed.signedOffer);
      expect((await store.withoutSignedOffer(10)).map((a) => a.reference)).toEqual([
        before.reference,
      ]);
      const offer = signed.signedOffer;
      if (offer === null) throw new Error('the sample has a signed offer');
      const later = { ...offer, signedAt: LATER };
      await store.keepSignedOffer(before.reference, later);
      // What is kept stays: neither a second call nor a call for a signed one changes it.
      await store.keepSignedOffer(before.reference, offer);
      await store.keepSignedOffer(signed.reference, later);
      expect((await store.find(before.reference))?.signedOffer).toEqual(later);
      expect((await store.find(signed.reference))?.signedOffer).toEqual(offer);
      expect(await store.withoutSignedOffer(10)).toEqual([]);
    });

    it('keeps every change as an event with its time, in the same transaction', async () => {
      await store.add(application('RK-2026-AAAAAAAA'), ['handOver']);
      const again = application('RK-2026-BBBBBBBB', { idempotencyKey: 'key-RK-2026-AAAAAAAA' });
      await store.add(again, ['handOver']);
      const [entry] = await store.dueEntries(AT, 10);
      if (entry === undefined) throw new Error('no entry');
      await store.finishAttempt(entry, { kind: 'done', status: 'handedOver' }, LATER);
      const ACCEPTED = '2026-03-16T08:00:00.000Z';
      await store.accept('RK-2026-AAAAAAAA', ACCEPTED, null);
      // A repeated acceptance is no new event.
      await store.accept('RK-2026-AAAAAAAA', '2026-03-17T08:00:00.000Z', null);
      expect(await store.history('RK-2026-AAAAAAAA')).toEqual([
        { kind: 'submitted', at: AT },
        { kind: 'handedOver', at: LATER },
        { kind: 'accepted', at: ACCEPTED },
      ]);
      // The second submission of the same key stored nothing, no event either.
      expect(await store.history('RK-2026-BBBBBBBB')).toEqual([]);
    });

    it('hands a failed application over again: stored, retried, its entry due now', async () => {
      await store.add(application('RK-2026-AAAAAAAA'), ['handOver']);
      const [entry] = await store.dueEntries(AT, 10);
      if (entry === undefined) throw new Error('no entry');
      await store.finishAttempt(
        entry,
        { kind: 'givenUp', status: 'failed', error: 'HTTP 503' },
        LATER,
      );
      expect(await store.dueEntries('2027-01-01T00:00:00.000Z', 10)).toEqual([]);
      const AGAIN = '2026-03-20T09:00:00.000Z';
      expect(await store.retry('RK-2026-AAAAAAAA', AGAIN)).toBe(true);
      expect(await store.find('RK-2026-AAAAAAAA')).toMatchObject({
        status: 'stored',
        updatedAt: AGAIN,
      });
      const due = await store.dueEntries(AGAIN, 10);
      expect(due.map((e) => [e.reference, e.task, e.attempts, e.lastError])).toEqual([
        ['RK-2026-AAAAAAAA', 'handOver', 0, null],
      ]);
      expect((await store.history('RK-2026-AAAAAAAA')).map((e) => e.kind)).toEqual([
        'submitted',
        'failed',
        'retried',
      ]);
      // Only a failed one: a second retry changes nothing.
      expect(await store.retry('RK-2026-AAAAAAAA', AGAIN)).toBe(false);
      // One without its entry gets one.
      await store.add(
        application('RK-2026-BBBBBBBB', { status: 'failed', idempotencyKey: 'b' }),
        [],
      );
      expect(await store.retry('RK-2026-BBBBBBBB', AGAIN)).toBe(true);
      // (PostgreSQL's dueEntries claimed A's entry above: a lease keeps it from a second worker.)
      expect((await store.dueEntries(AGAIN, 10)).map((e) => e.reference)).toContain(
        'RK-2026-BBBBBBBB',
      );
    });

    it('keeps the first documents generated', async () => {
      await store.add(application('RK-2026-AAAAAAAA'), []);
      expect(await store.documents('RK-2026-AAAAAAAA')).toEqual([]);
      const pdf = {
        id: 'antrag',
        title: 'Ihr Antrag',
        fileName: 'Antrag_JüM20260315.pdf',
        bytes: new Uint8Array([1, 2, 3]),
      };
      await store.saveDocuments('RK-2026-AAAAAAAA', [pdf]);
      await store.saveDocuments('RK-2026-AAAAAAAA', [{ ...pdf, bytes: new Uint8Array([9]) }]);
      expect(await store.documents('RK-2026-AAAAAAAA')).toEqual([pdf]);
    });
  });
};

contract(
  'in memory',
  inMemory(() => new MemoryApplicationStore()),
);
contract(
  'SQLite',
  onTempFile((database) => new SqliteApplicationStore(database)),
);
contract(
  'PostgreSQL',
  onPostgres((database) => new PostgresApplicationStore(database)),
);

describe('SqliteApplicationStore: one transaction', () => {
  it('stores nothing when the outbox entry cannot be stored', async () => {
    const subject = await onTempFile((database) => ({
      database,
      store: new SqliteApplicationStore(database),
    }))();
    try {
      const { store, database } = subject.store;
      // A task twice breaks the outbox's unique (kind, key): the application must go too.
      await expect(
        store.add(application('RK-2026-AAAAAAAA'), ['handOver', 'handOver']),
      ).rejects.toThrow();
      expect(await store.find('RK-2026-AAAAAAAA')).toBeNull();
      const rows = await database.db.selectFrom('outbox').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await subject.dispose();
    }
  });
});
