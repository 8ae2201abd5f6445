import { decorate, inject, injectable } from 'inversify';
import type { PartnerSet, PartnerSetStorePort } from '../../../ports/partner-set-store.port';
import { SqlDatabase } from './sql-database';

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
    return row === undefined
      ? null
      : { name: row.name, b2BPartner: row.b2b_partner, b2BAdPartner: row.b2b_ad_partner };
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
