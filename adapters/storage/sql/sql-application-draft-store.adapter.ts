import { inject, injectable } from 'inversify';
import type { ApplicationForm } from '../../../domain/application/application-form';
import { isProductType } from '../../../domain/products/product-type';
import type {
  ApplicationDraft,
  ApplicationDraftStorePort,
} from '../../../ports/application-draft-store.port';
import { SqlDatabase } from './sql-database';

/** Application drafts in `application_drafts` (migration 0002), one row per owner key. */
@injectable()
export class SqlApplicationDraftStore implements ApplicationDraftStorePort {
  constructor(@inject(SqlDatabase) private readonly database: SqlDatabase) {}

  async get(ownerKey: string): Promise<ApplicationDraft | null> {
    const row = await this.database.db
      .selectFrom('application_drafts')
      .selectAll()
      .where('owner_key', '=', ownerKey)
      .executeTakeFirst();
    if (row === undefined || !isProductType(row.product)) return null;
    // Written by save() from a checked form.
    const form = JSON.parse(row.form_json) as ApplicationForm;
    return { product: row.product, form, updatedAt: row.updated_at };
  }

  async save(ownerKey: string, draft: ApplicationDraft): Promise<void> {
    const values = {
      product: draft.product,
      form_json: JSON.stringify(draft.form),
      updated_at: draft.updatedAt,
    };
    await this.database.db
      .insertInto('application_drafts')
      .values({ owner_key: ownerKey, ...values })
      .onConflict((oc) => oc.column('owner_key').doUpdateSet(values))
      .execute();
  }
}
