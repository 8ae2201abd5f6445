import type { Expression, Kysely } from 'kysely';
import type { ApplicationStatus } from '../../../domain/application/application-status';
import { type SignedOffer, signedOfferFromJson } from '../../../domain/application/signed-offer';
import type {
  ApplicationListFilter,
  OutboxEntry,
  OutboxTask,
  StoredApplication,
  StoredDocument,
} from '../../../ports/application-store.port';
import type { ApplicationOwner } from '../../../ports/use-cases/submit-application.use-case';
import type { ApplicationsTable, Database, OutboxTable } from './database-schema';
import { instantColumn, instantValue } from './instant-before';
import { signedOfferText } from './signed-offer-text';

// The reads of the application store, the same on SQLite and PostgreSQL: the two adapters differ
// only in how they write (prepared statements in the group commit; row locks for the outbox).

/** 'a:' + account id for a logged-in owner, else 'v:' + visitor id. */
export const ownerKeyOf = (owner: ApplicationOwner): string =>
  owner.accountId === null ? `v:${owner.visitorId}` : `a:${owner.accountId}`;

export const toApplication = (row: ApplicationsTable): StoredApplication => ({
  reference: row.reference,
  owner: { accountId: row.account_id, visitorId: row.visitor_id },
  status: row.status as ApplicationStatus,
  form: JSON.parse(row.form),
  choice: JSON.parse(row.choice),
  consents: JSON.parse(row.consents),
  idempotencyKey: row.idempotency_key,
  submittedAt: row.submitted_at,
  updatedAt: row.updated_at,
  signedOffer: signedOfferFromJson(row.signed_offer),
});

export type OutboxRow = Omit<OutboxTable, 'id'> & { readonly id: number };

export const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  reference: row.key,
  task: row.kind as OutboxTask,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
});

const submittedAt = (db: Kysely<Database>): Expression<string> => instantColumn(db, 'submitted_at');

export const findApplication = async (
  db: Kysely<Database>,
  reference: string,
): Promise<StoredApplication | null> => {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row === undefined ? null : toApplication(row);
};

/** Applications stored before snapshots and not yet given one, oldest first. */
export const applicationsWithoutSignedOffer = async (
  db: Kysely<Database>,
  limit: number,
): Promise<readonly StoredApplication[]> => {
  const rows = await db
    .selectFrom('applications')
    .selectAll()
    .where('signed_offer', 'is', null)
    .orderBy(submittedAt(db))
    .orderBy('reference')
    .limit(limit)
    .execute();
  return rows.map(toApplication);
};

/** Keeps the signed offer of an application that has none (one statement, both databases). */
export const keepSignedOfferOf = async (
  db: Kysely<Database>,
  reference: string,
  offer: SignedOffer,
): Promise<void> => {
  await db
    .updateTable('applications')
    .set({ signed_offer: signedOfferText(offer) })
    .where('reference', '=', reference)
    .where('signed_offer', 'is', null)
    .execute();
};

/** The applications of the filter, newest first. */
export const listApplications = async (
  db: Kysely<Database>,
  filter: ApplicationListFilter,
): Promise<readonly StoredApplication[]> => {
  let query = db.selectFrom('applications').selectAll();
  if (filter.status !== null) query = query.where('status', '=', filter.status);
  if (filter.since !== null) {
    query = query.where(submittedAt(db), '>=', instantValue(db, filter.since));
  }
  const rows = await query
    .orderBy(submittedAt(db), 'desc')
    .orderBy('reference')
    .limit(filter.limit)
    .execute();
  return rows.map(toApplication);
};

/** An account's applications, newest first. */
export const accountApplications = async (
  db: Kysely<Database>,
  accountId: string,
  limit: number,
): Promise<readonly StoredApplication[]> => {
  const rows = await db
    .selectFrom('applications')
    .selectAll()
    .where('owner_key', '=', ownerKeyOf({ accountId, visitorId: '' }))
    .orderBy(submittedAt(db), 'desc')
    .orderBy('reference')
    .limit(limit)
    .execute();
  return rows.map(toApplication);
};

/** The points credited to an account; PostgreSQL's sum is a numeric text, hence `Number`. */
export const accountPointsBalance = async (
  db: Kysely<Database>,
  accountId: string,
): Promise<number> => {
  const row = await db
    .selectFrom('points_credits')
    .select((eb) => eb.fn.sum<number | string | null>('points').as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
};

/** The points credited for one application, null when none were. */
export const creditedPointsOf = async (
  db: Kysely<Database>,
  reference: string,
): Promise<number | null> => {
  const row = await db
    .selectFrom('points_credits')
    .select('points')
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row?.points ?? null;
};

/** An application's documents in the order they were saved. */
export const applicationDocuments = async (
  db: Kysely<Database>,
  reference: string,
): Promise<readonly StoredDocument[]> => {
  const rows = await db
    .selectFrom('application_documents')
    .select(['id', 'title', 'file_name', 'bytes'])
    .where('reference', '=', reference)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    fileName: row.file_name,
    bytes: new Uint8Array(row.bytes),
  }));
};

/** „Konto anlegen“ on PostgreSQL: a guest application of this visitor becomes the account's. */
export const adoptIntoAccountOf = async (
  db: Kysely<Database>,
  reference: string,
  visitorId: string,
  accountId: string,
): Promise<boolean> => {
  const changed = await db
    .updateTable('applications')
    .set({ account_id: accountId, owner_key: ownerKeyOf({ accountId, visitorId }) })
    .where('reference', '=', reference)
    .where('account_id', 'is', null)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
};
