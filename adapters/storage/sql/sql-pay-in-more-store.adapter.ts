import { inject, injectable } from 'inversify';
import type { PayInMoreRequest, PayInMoreStorePort } from '../../../ports/pay-in-more-store.port';
import type { PayInMoreRequestsTable } from './database-schema';
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

/**
 * Pay-in-more requests in `pay_in_more_requests` (migration 0012, `reported_at` 0014). Portable Kysely: the same
 * class runs on SQLite and PostgreSQL (adapters/storage/storage.module.ts).
 */
@injectable()
export class SqlPayInMoreStore implements PayInMoreStorePort {
  constructor(@inject(SqlDatabase) private readonly database: SqlDatabase) {}

  async add(request: PayInMoreRequest): Promise<void> {
    await this.database.db
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

  async unreported(limit: number): Promise<readonly PayInMoreRequest[]> {
    const rows = await this.database.db
      .selectFrom('pay_in_more_requests')
      .selectAll()
      .where('reported_at', 'is', null)
      .orderBy('requested_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toRequest);
  }

  async markReported(id: string, at: string): Promise<void> {
    await this.database.db
      .updateTable('pay_in_more_requests')
      .set({ reported_at: at })
      .where('id', '=', id)
      .where('reported_at', 'is', null)
      .execute();
  }
}
