import { decorate, inject, injectable } from 'inversify';
import { identificationEventOf } from '../../../domain/application/application-lifecycle';
import { isIdentificationType } from '../../../domain/identification/identification-choice';
import {
  IDENTIFICATION_STATUSES,
  type IdentificationState,
  type IdentificationStatus,
  isIdentificationToReport,
} from '../../../domain/identification/identification-state';
import type {
  IdentificationStorePort,
  StoredIdentification,
} from '../../../ports/identification-store.port';
import { appendApplicationEvent } from './application-events';
import type { ApplicationIdentificationsTable } from './database-schema';
import { closeOutbox, enqueueOutbox } from './outbox-entries';
import { SqlDatabase } from './sql-database';

const toState = (row: ApplicationIdentificationsTable): IdentificationState | null => {
  if (row.status === 'open') return { status: 'open' };
  if (!isIdentificationType(row.type)) return null;
  switch (row.status) {
    case 'chosen':
    case 'inProgress':
    case 'done':
    case 'declined':
      return { status: row.status, type: row.type };
    case 'inReview':
      return row.type === 'ausweiskopie' ? { status: 'inReview', type: row.type } : null;
    default:
      return null;
  }
};

/** The reports' kind in the one outbox (domain/outbox/outbox-kind.ts), keyed by the reference. */
const KIND = 'identificationReport';

/**
 * Identifications in `application_identifications` and used redirect tokens in
 * `identification_tokens` (migration 0010; `reported_at` and the state `inReview`: 0013); portable SQL, so it runs on SQLite and PostgreSQL.
 */
@injectable()
export class SqlIdentificationStore implements IdentificationStorePort {
  constructor(private readonly database: SqlDatabase) {}

  async find(reference: string): Promise<StoredIdentification | null> {
    const row = await this.database.db
      .selectFrom('application_identifications')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    const state = row === undefined ? null : toState(row);
    return row === undefined || state === null
      ? null
      : { reference: row.reference, state, updatedAt: row.updated_at };
  }

  async save(identification: StoredIdentification): Promise<void> {
    const { state } = identification;
    const values = {
      status: state.status,
      type: state.status === 'open' ? null : state.type,
      updated_at: identification.updatedAt,
      // A new state is news for the insurer again (an ID copy sent anew after a declined one).
      reported_at: null,
    };
    const { reference } = identification;
    await this.database.transaction(async (trx) => {
      const before = await trx
        .selectFrom('application_identifications')
        .select('status')
        .where('reference', '=', reference)
        .executeTakeFirst();
      const event = identificationEventOf(state.status);
      // An event for the application only when its side changes (not for every step inside).
      const known = IDENTIFICATION_STATUSES as readonly string[];
      const previous =
        before !== undefined && known.includes(before.status)
          ? identificationEventOf(before.status as IdentificationStatus)
          : null;
      if (previous !== event) {
        await appendApplicationEvent(trx, reference, event, identification.updatedAt);
      }
      await trx
        .insertInto('application_identifications')
        .values({ reference, ...values })
        .onConflict((c) => c.column('reference').doUpdateSet(values))
        .execute();
      if (isIdentificationToReport(state)) {
        await enqueueOutbox(
          trx,
          { kind: KIND, key: reference, dueAt: identification.updatedAt },
          true,
        );
      }
    });
  }

  async markReported(reference: string, at: string): Promise<void> {
    await this.database.transaction(async (trx) => {
      await trx
        .updateTable('application_identifications')
        .set({ reported_at: at })
        .where('reference', '=', reference)
        .execute();
      await closeOutbox(trx, { kind: KIND, key: reference });
    });
  }

  async consumeToken(token: string, at: string): Promise<boolean> {
    // The primary key decides between two servers answering the same redirect at once.
    const result = await this.database.db
      .insertInto('identification_tokens')
      .values({ token, used_at: at })
      .onConflict((c) => c.column('token').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlIdentificationStore, 0);
