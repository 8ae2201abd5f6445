import { decorate, inject, injectable } from 'inversify';
import type {
  BusinessProcessData,
  BusinessProcessStorePort,
} from '../../../ports/business-process-store.port';
import type { BusinessProcessTable } from './database-schema';
import { SqliteDatabase } from './sqlite-database';

const toData = (
  row: Pick<BusinessProcessTable, 'birthday' | 'job_situation'>,
): BusinessProcessData => ({
  ...(row.birthday === null ? {} : { birthday: row.birthday }),
  ...(row.job_situation === null ? {} : { jobSituation: row.job_situation }),
});

/** SPEC §7 /bpm in SQLite: one row per visitor, saved by a merging upsert. */
@injectable()
export class SqliteBusinessProcessStore implements BusinessProcessStorePort {
  constructor(private readonly database: SqliteDatabase) {}

  async get(visitorId: string): Promise<BusinessProcessData | null> {
    const row = await this.database.db
      .selectFrom('business_process')
      .select(['birthday', 'job_situation'])
      .where('visitor_id', '=', visitorId)
      .executeTakeFirst();
    return row === undefined ? null : toData(row);
  }

  async save(
    visitorId: string,
    data: BusinessProcessData,
    at: string,
  ): Promise<BusinessProcessData> {
    // One statement: absent fields keep the stored value (coalesce with the old row).
    const row = await this.database.db
      .insertInto('business_process')
      .values({
        visitor_id: visitorId,
        birthday: data.birthday ?? null,
        job_situation: data.jobSituation ?? null,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column('visitor_id').doUpdateSet((eb) => ({
          birthday: eb.fn.coalesce('excluded.birthday', 'business_process.birthday'),
          job_situation: eb.fn.coalesce('excluded.job_situation', 'business_process.job_situation'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returning(['birthday', 'job_situation'])
      .executeTakeFirstOrThrow();
    return toData(row);
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqliteDatabase), SqliteBusinessProcessStore, 0);
