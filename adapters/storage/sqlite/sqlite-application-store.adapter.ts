import { decorate, inject, injectable } from 'inversify';
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
import { applicationHistory, INSERT_APPLICATION_EVENT } from '../sql/application-events';
import {
  accountApplications,
  accountPointsBalance,
  applicationDocuments,
  applicationsWithoutSignedOffer,
  creditedPointsOf,
  findApplication,
  listApplications,
  ownerKeyOf,
  toApplication,
  toEntry,
} from '../sql/application-reads';
import type { ApplicationsTable } from '../sql/database-schema';
import { outboxInstant } from '../sql/outbox-entries';
import { signedOfferText } from '../sql/signed-offer-text';
import { SqliteDatabase } from './sqlite-database';
import { confirmWithdrawalIn, INSERT_OUTBOX_ONCE, withdrawIn } from './sqlite-withdrawals';

const INSERT_APPLICATION = `insert into applications (reference, owner_key, account_id, visitor_id,
  idempotency_key, status, form, choice, consents, submitted_at, updated_at, signed_offer)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  on conflict (owner_key, idempotency_key) do nothing`;
// The application's entries of the one outbox (migration 0016): kind = task, key = reference.
const INSERT_OUTBOX = `insert into outbox (key, kind, attempts, next_attempt_at, done)
  values (?, ?, 0, ?, 0)`;
const SELECT_BY_KEY = 'select * from applications where owner_key = ? and idempotency_key = ?';

/**
 * Applications in SQLite. Storing one and its outbox entries is one transaction (the group
 * commit's, or a savepoint of its own), so a crash leaves both or neither; the unique owner key and
 * idempotency key make a repeated submission answer the first application.
 */
@injectable()
export class SqliteApplicationStore implements ApplicationStorePort {
  constructor(private readonly database: SqliteDatabase) {}

  /**
   * Runs `work` all or nothing. In the group's transaction a failing write rolls the whole group
   * back and each write runs again on its own (group-commit.ts), so no savepoint is needed there:
   * its statement journal (a temp file per savepoint) was a quarter of an insert's CPU. A write
   * on its own gets its savepoint, which is then its transaction.
   */
  private atomically<T>(work: () => T): Promise<T> {
    const { database } = this;
    return database.write(() => {
      if (database.inTransaction()) return work();
      database.statement('savepoint application').run();
      try {
        const result = work();
        database.statement('release application').run();
        return result;
      } catch (e) {
        database.statement('rollback to application').run();
        database.statement('release application').run();
        throw e;
      }
    });
  }

  add(application: StoredApplication, tasks: readonly OutboxTask[]): Promise<AddedApplication> {
    const ownerKey = ownerKeyOf(application.owner);
    return this.atomically(() => {
      const inserted = this.database
        .statement<unknown[], never>(INSERT_APPLICATION)
        .run(
          application.reference,
          ownerKey,
          application.owner.accountId,
          application.owner.visitorId,
          application.idempotencyKey,
          application.status,
          JSON.stringify(application.form),
          JSON.stringify(application.choice),
          JSON.stringify(application.consents),
          application.submittedAt,
          application.updatedAt,
          application.signedOffer === null ? null : signedOfferText(application.signedOffer),
        );
      if (inserted.changes === 0) {
        const first = this.database
          .statement<[string, string], ApplicationsTable>(SELECT_BY_KEY)
          .get(ownerKey, application.idempotencyKey);
        if (first === undefined) throw new Error('application vanished after a key conflict');
        return { created: false, application: toApplication(first) };
      }
      const event = this.database.statement<unknown[], never>(INSERT_APPLICATION_EVENT);
      for (const kind of STATUS_PATHS[application.status]) {
        event.run(application.reference, kind, application.submittedAt, application.reference);
      }
      const outbox = this.database.statement<unknown[], never>(INSERT_OUTBOX);
      for (const task of tasks) outbox.run(application.reference, task, application.submittedAt);
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
    const rows = await this.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('done', '=', 0)
      .where('kind', 'in', OUTBOX_TASKS)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toEntry);
  }

  finishAttempt(entry: OutboxEntry, outcome: OutboxOutcome, now: string): Promise<void> {
    const attempts = entry.attempts + 1;
    return this.atomically(() => {
      const update = this.database.statement<unknown[], never>(
        `update outbox set attempts = ?, next_attempt_at = ?, last_error = ?, done = ?
         where id = ?`,
      );
      if (outcome.kind === 'retry') {
        update.run(attempts, outcome.nextAttemptAt, outcome.error, 0, entry.id);
        return;
      }
      const error = outcome.kind === 'givenUp' ? outcome.error : null;
      update.run(attempts, now, error, 1, entry.id);
      if (outcome.status === undefined) return;
      const changed = this.database
        .statement<unknown[], never>(
          `update applications set status = ?, updated_at = ?
           where reference = ? and status != 'withdrawn'`,
        )
        .run(outcome.status, now, entry.reference);
      if (changed.changes > 0) {
        this.database
          .statement<unknown[], never>(INSERT_APPLICATION_EVENT)
          .run(entry.reference, STATUS_EVENTS[outcome.status], now, entry.reference);
      } else if (outcome.status === 'handedOver') {
        // Withdrawn while the hand-over was under way: the insurer has it and must be told.
        this.database
          .statement<unknown[], never>(INSERT_OUTBOX_ONCE)
          .run(entry.reference, 'withdrawalReport', outboxInstant(now));
      }
    });
  }

  async accept(reference: string, at: string, points: PointsCredit | null): Promise<boolean> {
    await this.atomically(() => {
      const changed = this.database
        .statement<unknown[], never>(
          `update applications set status = 'accepted', updated_at = ?
           where reference = ? and status = 'handedOver'`,
        )
        .run(at, reference);
      if (changed.changes === 0) return;
      this.database
        .statement<unknown[], never>(INSERT_APPLICATION_EVENT)
        .run(reference, 'accepted', at, reference);
      if (points === null) return;
      this.database
        .statement<unknown[], never>(
          `insert into points_credits (reference, account_id, points, credited_at)
           values (?, ?, ?, ?) on conflict (reference) do nothing`,
        )
        .run(reference, points.accountId, points.points, at);
    });
    return (await this.find(reference))?.status === 'accepted';
  }

  retry(reference: string, at: string): Promise<boolean> {
    return this.atomically(() => {
      const changed = this.database
        .statement<unknown[], never>(
          `update applications set status = 'stored', updated_at = ?
           where reference = ? and status = 'failed'`,
        )
        .run(at, reference);
      if (changed.changes === 0) return false;
      this.database
        .statement<unknown[], never>(INSERT_APPLICATION_EVENT)
        .run(reference, 'retried', at, reference);
      this.database
        .statement<unknown[], never>(
          `insert into outbox (kind, key, attempts, next_attempt_at, last_error, done)
           values ('handOver', ?, 0, ?, null, 0)
           on conflict (kind, key) do update set attempts = 0,
             next_attempt_at = excluded.next_attempt_at, last_error = null, done = 0`,
        )
        .run(reference, outboxInstant(at));
      return true;
    });
  }

  withdraw(reference: string, at: string): Promise<boolean> {
    return this.atomically(() => withdrawIn(this.database, reference, at));
  }

  adoptIntoAccount(reference: string, visitorId: string, accountId: string): Promise<boolean> {
    return this.atomically(() => {
      const changed = this.database
        .statement<unknown[], never>(
          `update applications set account_id = ?, owner_key = ?
           where reference = ? and account_id is null and visitor_id = ?`,
        )
        .run(accountId, ownerKeyOf({ accountId, visitorId }), reference, visitorId);
      return changed.changes > 0;
    });
  }

  confirmWithdrawal(reference: string, at: string): Promise<void> {
    return this.atomically(() => confirmWithdrawalIn(this.database, reference, at));
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
    return this.database.write(() => {
      this.database
        .statement<unknown[], never>(
          'update applications set signed_offer = ? where reference = ? and signed_offer is null',
        )
        .run(signedOfferText(offer), reference);
    });
  }

  saveDocuments(reference: string, documents: readonly StoredDocument[]): Promise<void> {
    return this.atomically(() => {
      const insert = this.database.statement<unknown[], never>(
        `insert into application_documents (reference, id, position, title, file_name, bytes)
         values (?, ?, ?, ?, ?, ?) on conflict (reference, id) do nothing`,
      );
      for (const [position, document] of documents.entries()) {
        insert.run(
          reference,
          document.id,
          position,
          document.title,
          document.fileName,
          Buffer.from(document.bytes),
        );
      }
    });
  }

  documents(reference: string): Promise<readonly StoredDocument[]> {
    return applicationDocuments(this.database.db, reference);
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqliteDatabase), SqliteApplicationStore, 0);
