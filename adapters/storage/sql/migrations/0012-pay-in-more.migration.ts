import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Pay-in-more (Zuzahlung) requests of the customers' applications during a campaign: amounts in
 * cents; `monthly_cents` is the raise of the monthly payment (not the new monthly payment), as the
 * campaign's limits are limits of the raise. At least one of the two amounts is set.
 */
export const payInMore0012: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('pay_in_more_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('campaign', 'text', (c) => c.notNull())
      .addColumn('one_time_cents', 'integer')
      .addColumn('monthly_cents', 'integer')
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'pay_in_more_requests_some_amount',
        sql`one_time_cents is not null or monthly_cents is not null`,
      )
      .execute();
    await db.schema
      .createIndex('pay_in_more_requests_by_reference')
      .on('pay_in_more_requests')
      .columns(['reference', 'requested_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('pay_in_more_requests').ifExists().execute();
  },
};
