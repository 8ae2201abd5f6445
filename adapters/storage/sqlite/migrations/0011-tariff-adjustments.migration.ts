import { type Kysely, type Migration, sql } from 'kysely';
import { columnTypesOf } from './dialect-column-types';

/**
 * Tariff adjustments an insurer answered a hand-over with (one per application, the customer's
 * choice beside it, and when the insurer was told), and the pay-in-more (Zuzahlung) requests of
 * the customer area, amounts in euro cents.
 */
export const tariffAdjustments0011: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const types = columnTypesOf(db);
    await db.schema
      .createTable('tariff_adjustments')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('proposal', 'text', (c) => c.notNull())
      .addColumn('proposed_at', 'text', (c) => c.notNull())
      .addColumn('choice_type', 'text')
      .addColumn('choice_result', 'text')
      .addColumn('chosen_at', 'text')
      .addColumn('reported_at', 'text')
      .addCheckConstraint('tariff_adjustments_proposal_json', types.jsonCheck('proposal'))
      .addCheckConstraint(
        'tariff_adjustments_choice_whole',
        sql`(choice_type is null) = (chosen_at is null) and (choice_type is null) = (choice_result is null)`,
      )
      .execute();
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
        'pay_in_more_requests_amount',
        sql`one_time_cents is not null or monthly_cents is not null`,
      )
      .execute();
    await db.schema
      .createIndex('pay_in_more_requests_reference')
      .on('pay_in_more_requests')
      .columns(['reference', 'requested_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('pay_in_more_requests').ifExists().execute();
    await db.schema.dropTable('tariff_adjustments').ifExists().execute();
  },
};
