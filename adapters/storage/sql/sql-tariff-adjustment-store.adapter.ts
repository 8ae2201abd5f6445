import { inject, injectable } from 'inversify';
import type { TariffAdjustmentProposal } from '../../../domain/tariff-adjustment/tariff-adjustment';
import {
  isTariffAdjustmentResult,
  isTariffAdjustmentType,
} from '../../../domain/tariffs/adjustment';
import type {
  StoredTariffAdjustment,
  TariffAdjustmentStorePort,
} from '../../../ports/tariff-adjustment-store.port';
import { appendApplicationEvent } from './application-events';
import type { TariffAdjustmentsTable } from './database-schema';
import { closeOutbox, enqueueOutbox } from './outbox-entries';
import { SqlDatabase } from './sql-database';

const choiceOf = (row: TariffAdjustmentsTable): StoredTariffAdjustment['choice'] =>
  isTariffAdjustmentType(row.choice_type) &&
  isTariffAdjustmentResult(row.choice_result) &&
  row.chosen_at !== null
    ? { type: row.choice_type, result: row.choice_result, chosenAt: row.chosen_at }
    : null;

const toAdjustment = (row: TariffAdjustmentsTable): StoredTariffAdjustment => ({
  reference: row.reference,
  // Written by propose() from the domain type; the column's check keeps it JSON.
  proposal: JSON.parse(row.proposal) as TariffAdjustmentProposal,
  proposedAt: row.proposed_at,
  choice: choiceOf(row),
  reportedAt: row.reported_at,
});

/** The choices' kind in the one outbox (domain/outbox/outbox-kind.ts), keyed by the reference. */
const KIND = 'adjustmentChoiceReport';

/**
 * Tariff adjustments in `tariff_adjustments` (migration 0011); a choice has its entry in the
 * one outbox until the insurer was told (0018). Portable Kysely: the same class
 * runs on SQLite and PostgreSQL (adapters/storage/storage.module.ts).
 */
@injectable()
export class SqlTariffAdjustmentStore implements TariffAdjustmentStorePort {
  constructor(@inject(SqlDatabase) private readonly database: SqlDatabase) {}

  async propose(reference: string, proposal: TariffAdjustmentProposal, at: string): Promise<void> {
    await this.database.transaction(async (trx) => {
      const inserted = await trx
        .insertInto('tariff_adjustments')
        .values({
          reference,
          proposal: JSON.stringify(proposal),
          proposed_at: at,
          choice_type: null,
          choice_result: null,
          chosen_at: null,
          reported_at: null,
        })
        .onConflict((c) => c.column('reference').doNothing())
        .executeTakeFirst();
      // The first proposal only: a repeated hand-over answer changes nothing.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
        await appendApplicationEvent(trx, reference, 'adjustmentRequired', at);
      }
    });
  }

  async find(reference: string): Promise<StoredTariffAdjustment | null> {
    const row = await this.database.db
      .selectFrom('tariff_adjustments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row === undefined ? null : toAdjustment(row);
  }

  async findMany(references: readonly string[]): Promise<readonly StoredTariffAdjustment[]> {
    if (references.length === 0) return [];
    const rows = await this.database.db
      .selectFrom('tariff_adjustments')
      .selectAll()
      .where('reference', 'in', [...references])
      .execute();
    const byReference = new Map(rows.map((row) => [row.reference, toAdjustment(row)]));
    return references.flatMap((reference) => byReference.get(reference) ?? []);
  }

  async choose(
    reference: string,
    choice: NonNullable<StoredTariffAdjustment['choice']>,
  ): Promise<boolean> {
    return this.database.transaction(async (trx) => {
      // One statement: of two choices at once only the first finds the row without a choice.
      const result = await trx
        .updateTable('tariff_adjustments')
        .set({ choice_type: choice.type, choice_result: choice.result, chosen_at: choice.chosenAt })
        .where('reference', '=', reference)
        .where('chosen_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await appendApplicationEvent(trx, reference, 'adjustmentChosen', choice.chosenAt);
      await enqueueOutbox(trx, { kind: KIND, key: reference, dueAt: choice.chosenAt });
      return true;
    });
  }

  async markReported(reference: string, at: string): Promise<void> {
    await this.database.transaction(async (trx) => {
      await trx
        .updateTable('tariff_adjustments')
        .set({ reported_at: at })
        .where('reference', '=', reference)
        .where('reported_at', 'is', null)
        .execute();
      await closeOutbox(trx, { kind: KIND, key: reference });
    });
  }
}
