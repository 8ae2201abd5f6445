import { type Kysely, type Migration, sql } from 'kysely';
import { columnTypesOf } from './dialect-column-types';

/**
 * Tariff adjustments an insurer answered a hand-over with (one per application, the customer's
 * choice beside it, and when the insurer was told).
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
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('tariff_adjustments').ifExists().execute();
  },
};
