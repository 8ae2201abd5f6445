import { inject, injectable } from 'inversify';
import { isPreferredCallTime } from '../../../domain/application/consultation-request';
import { callbackSourceOfStored } from '../../../domain/consulting/appointment-source';
import { isProductType } from '../../../domain/products/product-type';
import type {
  CallbackRequest,
  CallbackRequestStorePort,
} from '../../../ports/callback-request-store.port';
import type { CallbackRequestsTable } from './database-schema';
import { SqlDatabase } from './sql-database';

const toRequest = (row: CallbackRequestsTable): CallbackRequest | null => {
  const source = callbackSourceOfStored(row.source);
  if (source === null || !isProductType(row.product)) return null;
  return {
    id: row.id,
    source,
    ownerKey: row.owner_key,
    product: row.product,
    tariffId: row.tariff_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    reasons: JSON.parse(row.reasons_json) as string[],
    ...(row.preferred_time !== null && isPreferredCallTime(row.preferred_time)
      ? { preferredTime: row.preferred_time }
      : {}),
    ...(row.topic === null ? {} : { topic: row.topic }),
    createdAt: row.created_at,
  };
};

const requestsOf = (rows: readonly CallbackRequestsTable[]): readonly CallbackRequest[] =>
  rows.flatMap((row) => {
    const request = toRequest(row);
    return request === null ? [] : [request];
  });

/** Callback requests in `callback_requests` (migration 0002; the preferred time 0004, the topic 0008,
 * the callback sources 0022). */
@injectable()
export class SqlCallbackRequestStore implements CallbackRequestStorePort {
  constructor(@inject(SqlDatabase) private readonly database: SqlDatabase) {}

  async add(request: CallbackRequest): Promise<void> {
    await this.database.db
      .insertInto('callback_requests')
      .values({
        id: request.id,
        source: request.source,
        owner_key: request.ownerKey,
        product: request.product,
        tariff_id: request.tariffId,
        first_name: request.firstName,
        last_name: request.lastName,
        email: request.email,
        phone_number: request.phoneNumber,
        reasons_json: JSON.stringify(request.reasons),
        created_at: request.createdAt,
        preferred_time: request.preferredTime ?? null,
        topic: request.topic ?? null,
      })
      .execute();
  }

  async byOwner(ownerKey: string): Promise<readonly CallbackRequest[]> {
    const rows = await this.database.db
      .selectFrom('callback_requests')
      .selectAll()
      .where('owner_key', '=', ownerKey)
      .orderBy('created_at', 'desc')
      .execute();
    return requestsOf(rows);
  }

  async recent(limit: number): Promise<readonly CallbackRequest[]> {
    const rows = await this.database.db
      .selectFrom('callback_requests')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return requestsOf(rows);
  }
}
