import { decorate, inject, injectable } from 'inversify';
import { sql, type Transaction } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import {
  type LifecycleEvent,
  STATUS_EVENTS,
  STATUS_PATHS,
} from '../../../domain/application/application-lifecycle';
import type { SignedOffer } from '../../../domain/application/signed-offer';
import type {
  AddedApplication,
  ApplicationListFilter,
  ApplicationStorePort,
  OutboxEntry,
  OutboxOutcome,
  OutboxTask,
  PointsCredit,
  StoredApplication,
  StoredDocument,
} from '../../../ports/application-store.port';
import { OUTBOX_TASKS } from '../../../ports/application-store.port';
import { appendApplicationEvent, applicationHistory } from '../sql/application-events';
import {
  accountApplications,
  accountPointsBalance,
  adoptIntoAccountOf,
  applicationDocuments,
  applicationsWithoutSignedOffer,
  creditedPointsOf,
  findApplication,
  keepSignedOfferOf,
  listApplications,
  type OutboxRow,
  ownerKeyOf,
  toApplication,
  toEntry,
} from '../sql/application-reads';
import type { Database } from '../sql/database-schema';
import { enqueueOutbox } from '../sql/outbox-entries';
import { signedOfferText } from '../sql/signed-offer-text';
import { PostgresDatabase } from './postgres-database';
import { confirmWithdrawalIn, withdrawIn } from './postgres-withdrawals';

/**
 * How long a claimed outbox entry belongs to the worker that claimed it. A worker that dies
 * mid-attempt leaves it to another one after this; a finished attempt sets the next due time.
 */
const CLAIM_LEASE = Temporal.Duration.from({ minutes: 5 });

const leaseEnd = (now: string): string =>
  Temporal.Instant.from(now).add(CLAIM_LEASE).toString({ fractionalSecondDigits: 3 });

/**
 * Applications in PostgreSQL, shared by several servers. Storing one with its outbox entries is
 * one transaction. `dueEntries` claims the entries it answers with `FOR UPDATE SKIP LOCKED` and
 * moves them behind a lease in the same statement, so two workers (on two servers) never get
 * the same entry and an application is handed over once.
 */
@injectable()
export class PostgresApplicationStore implements ApplicationStorePort {
  constructor(private readonly database: PostgresDatabase) {}

  add(application: StoredApplication, tasks: readonly OutboxTask[]): Promise<AddedApplication> {
    const ownerKey = ownerKeyOf(application.owner);
    return this.database.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('applications')
        .values({
          reference: application.reference,
          owner_key: ownerKey,
          account_id: application.owner.accountId,
          visitor_id: application.owner.visitorId,
          idempotency_key: application.idempotencyKey,
          status: application.status,
          form: JSON.stringify(application.form),
          choice: JSON.stringify(application.choice),
          consents: JSON.stringify(application.consents),
          submitted_at: application.submittedAt,
          updated_at: application.updatedAt,
          signed_offer:
            application.signedOffer === null ? null : signedOfferText(application.signedOffer),
        })
        // A concurrent submit of the same key waits for the first to commit, then inserts nothing.
        .onConflict((oc) => oc.columns(['owner_key', 'idempotency_key']).doNothing())
        .returning('reference')
        .executeTakeFirst();
      if (inserted === undefined) {
        const first = await trx
          .selectFrom('applications')
          .selectAll()
          .where('owner_key', '=', ownerKey)
          .where('idempotency_key', '=', application.idempotencyKey)
          .executeTakeFirstOrThrow();
        return { created: false, application: toApplication(first) };
      }
      for (const kind of STATUS_PATHS[application.status]) {
        await appendApplicationEvent(trx, application.reference, kind, application.submittedAt);
      }
      if (tasks.length > 0) {
        await trx
          .insertInto('outbox')
          .values(
            tasks.map((task) => ({
              key: application.reference,
              kind: task,
              attempts: 0,
              next_attempt_at: application.submittedAt,
              done: 0,
            })),
          )
          .execute();
      }
      return { created: true, application };
    });
  }

  find(reference: string): Promise<StoredApplication | null> {
    return findApplication(this.database.db, reference);
  }

  list(filter: ApplicationListFilter): Promise<readonly StoredApplication[]> {
    return listApplications(this.database.db, filter);
  }

  listForAccount(accountId: string, limit: number): Promise<readonly StoredApplication[]> {
    return accountApplications(this.database.db, accountId, limit);
  }

  pointsBalance(accountId: string): Promise<number> {
    return accountPointsBalance(this.database.db, accountId);
  }

  async dueEntries(now: string, limit: number): Promise<readonly OutboxEntry[]> {
    const result = await sql<OutboxRow & { readonly due_at: string }>`
      with due as (
        select id, next_attempt_at as due_at from outbox
        where done = 0 and kind in (${sql.join(OUTBOX_TASKS)}) and next_attempt_at::timestamptz <= (${now})::timestamptz
        order by next_attempt_at::timestamptz, id
        limit ${limit}
        for update skip locked
      )
      update outbox as o set next_attempt_at = ${leaseEnd(now)}
      from due where o.id = due.id
      returning o.id, o.key, o.kind, o.attempts, due.due_at, o.last_error, o.done`.execute(
      this.database.db,
    );
    // The entry as it was due (oldest first), not the lease it now carries.
    return result.rows
      .map((row) => toEntry({ ...row, next_attempt_at: row.due_at }))
      .sort((a, b) => Temporal.Instant.compare(a.nextAttemptAt, b.nextAttemptAt) || a.id - b.id);
  }

  finishAttempt(entry: OutboxEntry, outcome: OutboxOutcome, now: string): Promise<void> {
    const attempts = entry.attempts + 1;
    return this.database.db.transaction().execute(async (trx) => {
      if (outcome.kind === 'retry') {
        await finishEntry(trx, entry.id, {
          attempts,
          next_attempt_at: outcome.nextAttemptAt,
          last_error: outcome.error,
          done: 0,
        });
        return;
      }
      const error = outcome.kind === 'givenUp' ? outcome.error : null;
      await finishEntry(trx, entry.id, {
        attempts,
        next_attempt_at: now,
        last_error: error,
        done: 1,
      });
      if (outcome.status === undefined) return;
      const changed = await trx
        .updateTable('applications')
        .set({ status: outcome.status, updated_at: now })
        .where('reference', '=', entry.reference)
        .where('status', '!=', 'withdrawn')
        .executeTakeFirst();
      if (changed.numUpdatedRows > 0n) {
        await appendApplicationEvent(trx, entry.reference, STATUS_EVENTS[outcome.status], now);
      } else if (outcome.status === 'handedOver') {
        // Withdrawn while the hand-over was under way: the insurer has it and must be told.
        await enqueueOutbox(trx, { kind: 'withdrawalReport', key: entry.reference, dueAt: now });
      }
    });
  }

  async accept(reference: string, at: string, points: PointsCredit | null): Promise<boolean> {
    await this.database.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('applications')
        .set({ status: 'accepted', updated_at: at })
        .where('reference', '=', reference)
        .where('status', '=', 'handedOver')
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return;
      await appendApplicationEvent(trx, reference, 'accepted', at);
      if (points === null) return;
      await trx
        .insertInto('points_credits')
        .values({
          reference,
          account_id: points.accountId,
          points: points.points,
          credited_at: at,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
    });
    return (await this.find(reference))?.status === 'accepted';
  }

  retry(reference: string, at: string): Promise<boolean> {
    return this.database.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('applications')
        .set({ status: 'stored', updated_at: at })
        .where('reference', '=', reference)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await appendApplicationEvent(trx, reference, 'retried', at);
      // Its hand-over due now with fresh attempts (a lost entry comes back too).
      await enqueueOutbox(trx, { kind: 'handOver', key: reference, dueAt: at }, true);
      return true;
    });
  }

  withdraw(reference: string, at: string): Promise<boolean> {
    return this.database.db.transaction().execute((trx) => withdrawIn(trx, reference, at));
  }

  adoptIntoAccount(reference: string, visitorId: string, accountId: string): Promise<boolean> {
    return adoptIntoAccountOf(this.database.db, reference, visitorId, accountId);
  }

  confirmWithdrawal(reference: string, at: string): Promise<void> {
    return this.database.db.transaction().execute((trx) => confirmWithdrawalIn(trx, reference, at));
  }

  history(reference: string): Promise<readonly LifecycleEvent[]> {
    return applicationHistory(this.database.db, reference);
  }

  creditedPoints(reference: string): Promise<number | null> {
    return creditedPointsOf(this.database.db, reference);
  }

  withoutSignedOffer(limit: number): Promise<readonly StoredApplication[]> {
    return applicationsWithoutSignedOffer(this.database.db, limit);
  }

  keepSignedOffer(reference: string, offer: SignedOffer): Promise<void> {
    return keepSignedOfferOf(this.database.db, reference, offer);
  }

  async saveDocuments(reference: string, documents: readonly StoredDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.database.db
      .insertInto('application_documents')
      .values(
        documents.map((document, position) => ({
          reference,
          id: document.id,
          position,
          title: document.title,
          file_name: document.fileName,
          bytes: Buffer.from(document.bytes),
        })),
      )
      .onConflict((oc) => oc.columns(['reference', 'id']).doNothing())
      .execute();
  }

  documents(reference: string): Promise<readonly StoredDocument[]> {
    return applicationDocuments(this.database.db, reference);
  }
}

const finishEntry = async (
  trx: Transaction<Database>,
  id: number,
  values: {
    readonly attempts: number;
    readonly next_attempt_at: string;
    readonly last_error: string | null;
    readonly done: number;
  },
): Promise<void> => {
  await trx.updateTable('outbox').set(values).where('id', '=', id).execute();
};

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(PostgresDatabase), PostgresApplicationStore, 0);
