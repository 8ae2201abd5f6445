import { decorate, inject, injectable } from 'inversify';
import type {
  BusinessProcessData,
  BusinessProcessStorePort,
} from '../../../ports/business-process-store.port';
import { type BusinessProcessRow, toBusinessProcessData } from '../sql/business-process-data';
import { SqliteDatabase } from './sqlite-database';

// Plain SQL on prepared statements: GET and POST /api/bpm are the API's hot path.
const GET_SQL = 'select birthday, job_situation from business_process where visitor_id = ?';
// Absent (null) fields keep the stored value (coalesce with the old row). The row is read back
// with GET_SQL in the same transaction: cheaper than `returning`, which buffers in a temp table.
const SAVE_SQL = `insert into business_process (visitor_id, birthday, job_situation, updated_at)
  values (?, ?, ?, ?)
  on conflict (visitor_id) do update set
    birthday = coalesce(excluded.birthday, business_process.birthday),
    job_situation = coalesce(excluded.job_situation, business_process.job_situation),
    updated_at = excluded.updated_at`;

/** SPEC §7 /bpm in SQLite: one row per visitor, saved by a merging upsert. */
@injectable()
export class SqliteBusinessProcessStore implements BusinessProcessStorePort {
  constructor(private readonly database: SqliteDatabase) {}

  async get(visitorId: string): Promise<BusinessProcessData | null> {
    const row = this.database.statement<[string], BusinessProcessRow>(GET_SQL).get(visitorId);
    return row === undefined ? null : toBusinessProcessData(row);
  }

  async save(
    visitorId: string,
    data: BusinessProcessData,
    at: string,
  ): Promise<BusinessProcessData> {
    const upsert = this.database.statement<[string, string | null, string | null, string], never>(
      SAVE_SQL,
    );
    const read = this.database.statement<[string], BusinessProcessRow>(GET_SQL);
    const { birthday, jobSituation } = data;
    return this.database.write(() => {
      upsert.run(visitorId, birthday ?? null, jobSituation ?? null, at);
      // Both fields given: the row now holds exactly them, no need to read it back.
      if (birthday !== undefined && jobSituation !== undefined) return { birthday, jobSituation };
      const row = read.get(visitorId);
      if (row === undefined) throw new Error('business_process row missing after its upsert');
      return toBusinessProcessData(row);
    });
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(SqliteDatabase), SqliteBusinessProcessStore, 0);
