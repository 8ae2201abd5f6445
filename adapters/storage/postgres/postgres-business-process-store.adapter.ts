import { decorate, inject, injectable } from 'inversify';
import type {
  BusinessProcessData,
  BusinessProcessStorePort,
} from '../../../ports/business-process-store.port';
import { toBusinessProcessData } from '../sql/business-process-data';
import { PostgresDatabase } from './postgres-database';

/**
 * SPEC §7 /bpm in PostgreSQL: one row per visitor, saved by a merging upsert that answers the
 * merged row in the same statement (SQLite's prepared statements and group commit have no use
 * on a pool shared by several servers).
 */
@injectable()
export class PostgresBusinessProcessStore implements BusinessProcessStorePort {
  constructor(private readonly database: PostgresDatabase) {}

  async get(visitorId: string): Promise<BusinessProcessData | null> {
    const row = await this.database.db
      .selectFrom('business_process')
      .select(['birthday', 'job_situation'])
      .where('visitor_id', '=', visitorId)
      .executeTakeFirst();
    return row === undefined ? null : toBusinessProcessData(row);
  }

  async save(
    visitorId: string,
    data: BusinessProcessData,
    at: string,
  ): Promise<BusinessProcessData> {
    const row = await this.database.db
      .insertInto('business_process')
      .values({
        visitor_id: visitorId,
        birthday: data.birthday ?? null,
        job_situation: data.jobSituation ?? null,
        updated_at: at,
      })
      // Absent (null) fields keep the stored value.
      .onConflict((oc) =>
        oc.column('visitor_id').doUpdateSet((eb) => ({
          birthday: eb.fn.coalesce('excluded.birthday', 'business_process.birthday'),
          job_situation: eb.fn.coalesce('excluded.job_situation', 'business_process.job_situation'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returning(['birthday', 'job_situation'])
      .executeTakeFirstOrThrow();
    return toBusinessProcessData(row);
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(PostgresDatabase), PostgresBusinessProcessStore, 0);
