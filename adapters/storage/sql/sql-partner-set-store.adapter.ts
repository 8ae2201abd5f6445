import { decorate, inject, injectable } from 'inversify';
import type { PartnerSet, PartnerSetStorePort } from '../../../ports/partner-set-store.port';
import { SqlDatabase } from './sql-database';

const setOf = (row: {
  readonly name: string;
  readonly b2b_partner: string;
  readonly b2b_ad_partner: string | null;
}): PartnerSet => ({
  name: row.name,
  b2BPartner: row.b2b_partner,
  b2BAdPartner: row.b2b_ad_partner,
});

/** Partner sets (wpsets) in the SQL database, seeded by the first migration. */
@injectable()
export class SqlPartnerSetStore implements PartnerSetStorePort {
  constructor(private readonly database: SqlDatabase) {}

  async find(name: string): Promise<PartnerSet | null> {
    const row = await this.database.db
      .selectFrom('partner_sets')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    return row === undefined ? null : setOf(row);
  }

  async list(): Promise<readonly PartnerSet[]> {
    // Ordered here, not by the database: SQLite and PostgreSQL collate text differently.
    const rows = await this.database.db.selectFrom('partner_sets').selectAll().execute();
    return rows.map(setOf).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async remove(name: string): Promise<boolean> {
    const result = await this.database.db
      .deleteFrom('partner_sets')
      .where('name', '=', name)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async save(set: PartnerSet): Promise<void> {
    await this.database.db
      .insertInto('partner_sets')
      .values({ name: set.name, b2b_partner: set.b2BPartner, b2b_ad_partner: set.b2BAdPartner })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({
          b2b_partner: eb.ref('excluded.b2b_partner'),
          b2b_ad_partner: eb.ref('excluded.b2b_ad_partner'),
        })),
      )
      .execute();
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqlDatabase), SqlPartnerSetStore, 0);
