import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The reports to the insurer move into the one outbox: every chosen tariff adjustment, every
 * identification done or in review and every pay-in-more request the insurer was not told yet
 * gets its entry (kinds adjustmentChoiceReport and identificationReport keyed by the reference,
 * payInMoreReport by the request's id), due at once. From now on the stores write the entry in
 * the same transaction as the record; `reported_at` stays as the record of when it was told.
 */
export const reportsInOutbox0018: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`insert into outbox (kind, key, attempts, next_attempt_at, last_error, done)
      select 'adjustmentChoiceReport', reference, 0, chosen_at, null, 0
      from tariff_adjustments where chosen_at is not null and reported_at is null
      order by chosen_at, reference`.execute(db);
    await sql`insert into outbox (kind, key, attempts, next_attempt_at, last_error, done)
      select 'identificationReport', reference, 0, updated_at, null, 0
      from application_identifications
      where status in ('done', 'inReview') and reported_at is null
      order by updated_at, reference`.execute(db);
    await sql`insert into outbox (kind, key, attempts, next_attempt_at, last_error, done)
      select 'payInMoreReport', id, 0, requested_at, null, 0
      from pay_in_more_requests where reported_at is null
      order by requested_at, id`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`delete from outbox where kind in
      ('adjustmentChoiceReport', 'identificationReport', 'payInMoreReport')`.execute(db);
  },
};
