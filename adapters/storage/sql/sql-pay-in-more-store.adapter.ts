import { inject, injectable } from 'inversify';
import type { PayInMoreRequest, PayInMoreStorePort } from '../../../ports/pay-in-more-store.port';
import type { PayInMoreRequestsTable } from './database-schema';
import { closeOutbox, enqueueOutbox } from './outbox-entries';
import { SqlDatabase } from './sql-database';

const toRequest = (row: PayInMoreRequestsTable): PayInMoreRequest => ({
  id: row.id,
  reference: row.reference,
  accountId: row.account_id,
  campaign: row.campaign,
  // PostgreSQL's driver may hand integers over as they are; Number keeps both dialects alike.
  oneTimeCents: row.one_time_cents === null ? null : Number(row.one_time_cents),
  monthlyIncreaseCents: row.monthly_cents === null ? null : Number(row.monthly_cents),
  requestedAt: row.requested_at,
  reportedAt: row.reported_at,
});

/** The requests' kind in the one outbox (domain/outbox/outbox-kind.ts), keyed by the request's id. */
const KIND = 'payInMoreReport';

/**
 * Pay-in-more requests in `pay_in_more_requests` (migration 0012, `reported_at` 0014), each
 * with its entry in the one outbox until the insurer took it (0018). Portable Kysely: the same
 * class runs on SQLite and PostgreSQL (adapters/storage/storage.module.ts).
 */
@injectable()
export class SqlPayInMoreStore implements PayInMoreStorePort {
  constructor(@inject(SqlDatabase) private readonly database: SqlDatabase) {}

  async add(request: PayInMoreRequest): Promise<void> {
    await this.database.transaction(async (trx) => {
      await trx
        .insertInto('pay_in_more_requests')
        .values({
          id: request.id,
          reference: request.reference,
          account_id: request.accountId,
          campaign: request.campaign,
          one_time_cents: request.oneTimeCents,
          monthly_cents: request.monthlyIncreaseCents,
          requested_at: request.requestedAt,
          reported_at: request.reportedAt,
        })
        .execute();
      if (request.reportedAt === null) {
        await enqueueOutbox(trx, { kind: KIND, key: request.id, dueAt: request.requestedAt });
      }
    });
  }

  async findById(id: string): Promise<PayInMoreRequest | null> {
    const row = await this.database.db
      .selectFrom('pay_in_more_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toRequest(row);
  }

  async listFor(accountId: string, reference: string): Promise<readonly PayInMoreRequest[]> {
    const rows = await this.database.db
      .selectFrom('pay_in_more_requests')
      .selectAll()
      .where('reference', '=', reference)
      .where('account_id', '=', accountId)
      .orderBy('requested_at')
      .orderBy('id')
      .execute();
    return rows.map(toRequest);
  }

  async markReported(id: string, at: string): Promise<void> {
    await this.database.transaction(async (trx) => {
      await trx
        .updateTable('pay_in_more_requests')
        .set({ reported_at: at })
        .where('id', '=', id)
        .where('reported_at', 'is', null)
        .execute();
      await closeOutbox(trx, { kind: KIND, key: id });
    });
  }
}
