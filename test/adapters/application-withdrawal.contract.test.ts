import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryApplicationStore } from '../../adapters/memory/memory-application-store.adapter';
import { PostgresApplicationStore } from '../../adapters/storage/postgres/postgres-application-store.adapter';
import { SqlOutbox } from '../../adapters/storage/sql/sql-outbox.adapter';
import { SqliteApplicationStore } from '../../adapters/storage/sqlite/sqlite-application-store.adapter';
import type { ApplicationStorePort } from '../../ports/application-store.port';
import { sampleStoredApplication } from '../fixtures/application/sample-application';
import { onPostgres } from './storage/postgres-subject';
import {
  dueKeys,
  inMemory,
  onTempFile,
  type Subject,
  type SubjectFactory,
  type WithOutbox,
} from './storage/temp-database';

// The withdrawal (Widerruf, § 152 VVG) and the „Konto anlegen“ take-over as every application
// store keeps them. The withdrawal: the status, its
// event and its outbox entries in one go; a hand-over under way still ends with the insurer told.

const AT = '2026-03-15T10:00:00.000Z';
const LATER = '2026-03-15T10:00:05.000Z';
const WITHDRAWN = '2026-03-20T09:00:00.000Z';
const CONFIRMED = '2026-03-20T09:00:07.000Z';
const A = 'RK-2026-AAAAAAAA';
const B = 'RK-2026-BBBBBBBB';

const contract = (name: string, factory: SubjectFactory<WithOutbox<ApplicationStorePort>>) => {
  describe(`ApplicationStorePort.withdraw: ${name}`, () => {
    let subject: Subject<WithOutbox<ApplicationStorePort>>;
    let store: ApplicationStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store.port;
    });
    afterEach(async () => subject.dispose());

    const handedOver = async (reference: string): Promise<void> => {
      await store.add(sampleStoredApplication(reference, AT, { idempotencyKey: reference }), [
        'handOver',
      ]);
      const entry = (await store.dueEntries(AT, 10)).find((e) => e.reference === reference);
      if (entry === undefined) throw new Error('no entry');
      await store.finishAttempt(entry, { kind: 'done', status: 'handedOver' }, LATER);
    };

    it('withdraws a handed-over application: status, event, report and mail due at once', async () => {
      await handedOver(A);
      expect(await store.withdraw(A, WITHDRAWN)).toBe(true);
      expect(await store.find(A)).toMatchObject({ status: 'withdrawn', updatedAt: WITHDRAWN });
      expect((await store.history(A)).map((e) => [e.kind, e.at])).toEqual([
        ['submitted', AT],
        ['handedOver', LATER],
        ['withdrawn', WITHDRAWN],
      ]);
      expect(await dueKeys(subject.store.outbox, 'withdrawalReport', 100, WITHDRAWN)).toEqual([A]);
      const mails = await store.dueEntries(WITHDRAWN, 10);
      expect(mails.map((e) => [e.reference, e.task])).toEqual([[A, 'withdrawalMail']]);
      // Only once: a second withdrawal changes nothing and adds no event.
      expect(await store.withdraw(A, CONFIRMED)).toBe(false);
      expect((await store.history(A)).filter((e) => e.kind === 'withdrawn')).toHaveLength(1);
    });

    it('closes a hand-over not yet made: the insurer gets neither it nor a report', async () => {
      await store.add(sampleStoredApplication(A, AT), ['handOver', 'confirmationMail']);
      expect(await store.withdraw(A, WITHDRAWN)).toBe(true);
      const due = await store.dueEntries(WITHDRAWN, 10);
      expect(due.map((e) => e.task).sort()).toEqual(['confirmationMail', 'withdrawalMail']);
      expect(await subject.store.outbox.pendingKeys('withdrawalReport')).toEqual([]);
    });

    it('tells the insurer of a hand-over that was under way when the customer withdrew', async () => {
      await store.add(sampleStoredApplication(A, AT), ['handOver']);
      const [entry] = await store.dueEntries(AT, 10);
      if (entry === undefined) throw new Error('no entry');
      await store.withdraw(A, WITHDRAWN);
      // The insurer answered the hand-over it had got before the withdrawal.
      await store.finishAttempt(entry, { kind: 'done', status: 'handedOver' }, CONFIRMED);
      expect((await store.find(A))?.status).toBe('withdrawn');
      expect((await store.history(A)).map((e) => e.kind)).toEqual(['submitted', 'withdrawn']);
      expect(await dueKeys(subject.store.outbox, 'withdrawalReport', 100, CONFIRMED)).toEqual([A]);
    });

    it('withdraws an accepted application; never a declined or failed one', async () => {
      await handedOver(A);
      await store.accept(A, LATER, null);
      expect(await store.withdraw(A, WITHDRAWN)).toBe(true);
      await store.add(
        sampleStoredApplication(B, AT, { status: 'declined', idempotencyKey: B }),
        [],
      );
      expect(await store.withdraw(B, WITHDRAWN)).toBe(false);
      expect((await store.find(B))?.status).toBe('declined');
      expect(await store.withdraw('RK-2026-CCCCCCCC', WITHDRAWN)).toBe(false);
    });

    it('takes a guest application into an account, only from its own browser, once', async () => {
      await store.add(sampleStoredApplication(A, AT), []);
      const visitor = sampleStoredApplication(A, AT).owner.visitorId;
      expect(await store.adoptIntoAccount(A, 'visitor-of-someone-else', 'acc-1')).toBe(false);
      expect(await store.adoptIntoAccount(A, visitor, 'acc-1')).toBe(true);
      expect((await store.find(A))?.owner).toEqual({ accountId: 'acc-1', visitorId: visitor });
      expect((await store.listForAccount('acc-1', 10)).map((a) => a.reference)).toEqual([A]);
      // An account's application stays the account's.
      expect(await store.adoptIntoAccount(A, visitor, 'acc-2')).toBe(false);
      expect((await store.find(A))?.owner.accountId).toBe('acc-1');
    });

    it("keeps the insurer's confirmation once, only for a withdrawn application", async () => {
      await handedOver(A);
      await store.confirmWithdrawal(A, CONFIRMED);
      expect((await store.history(A)).map((e) => e.kind)).toEqual(['submitted', 'handedOver']);
      await store.withdraw(A, WITHDRAWN);
      await store.confirmWithdrawal(A, CONFIRMED);
      await store.confirmWithdrawal(A, '2026-03-21T09:00:00.000Z');
      expect((await store.history(A)).slice(-2)).toEqual([
        { kind: 'withdrawn', at: WITHDRAWN },
        { kind: 'withdrawalConfirmed', at: CONFIRMED },
      ]);
    });
  });
};

contract(
  'in memory',
  inMemory(() => {
    const port = new MemoryApplicationStore();
    return { port, outbox: port.outbox };
  }),
);
contract(
  'SQLite',
  onTempFile((database) => ({
    port: new SqliteApplicationStore(database),
    outbox: new SqlOutbox(database),
  })),
);
contract(
  'PostgreSQL',
  onPostgres((database) => ({
    port: new PostgresApplicationStore(database),
    outbox: new SqlOutbox(database),
  })),
);
