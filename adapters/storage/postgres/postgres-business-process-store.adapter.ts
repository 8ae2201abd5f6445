import { decorate, inject, injectable } from 'inversify';
import type {
  BusinessProcessData,
  BusinessProcessStorePort,
} from '../../../ports/business-process-store.port';
import { type BusinessProcessRow, toBusinessProcessData } from '../sql/business-process-data';
import { PostgresDatabase, type PreparedStatement } from './postgres-database';
import { StatementBatcher } from './statement-batcher';

// GET and POST /api/bpm are the API's hot path: prepared statements without Kysely's query
// building, and the calls that arrive while one is on its way go together in the next one
// (StatementBatcher): one round trip per batch, not per request.
const GET_MANY: PreparedStatement = {
  name: 'rk_bpm_get_many',
  text: `select visitor_id, birthday, job_situation from business_process
  where visitor_id = any($1::text[])`,
};
// One row per visitor; absent (null) fields keep the stored value. Answers the merged rows.
const SAVE_MANY: PreparedStatement = {
  name: 'rk_bpm_save_many',
  text: `insert into business_process (visitor_id, birthday, job_situation, updated_at)
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])
  on conflict (visitor_id) do update set
    birthday = coalesce(excluded.birthday, business_process.birthday),
    job_situation = coalesce(excluded.job_situation, business_process.job_situation),
    updated_at = excluded.updated_at
  returning visitor_id, birthday, job_situation`,
};

type Row = BusinessProcessRow & { readonly visitor_id: string };

interface Save {
  readonly visitorId: string;
  readonly birthday: string | undefined;
  readonly jobSituation: string | undefined;
  readonly at: string;
}

// Under load a batch takes what queued behind the ones on their way. Reads: two batches at once,
// so the database works on one while Node answers the other. Saves: one, so the saves of a
// visitor reach the database in the order they arrived, as on SQLite.
const MAX_BATCH = 500;
const READS = { inFlight: 2, maxBatch: MAX_BATCH } as const;

/**
 * A save joins the batch unless a save of its visitor before it waits for a later batch (their
 * order), or it gives a field the first save of its visitor in the batch left absent: that
 * one's answer takes such a field from the row as it was, which the batch's single upsert no
 * longer answers once a later save in it has changed the field.
 */
const fitsBatch = (batch: readonly Save[], next: Save, deferred: readonly Save[]): boolean => {
  if (deferred.some((save) => save.visitorId === next.visitorId)) return false;
  const first = batch.find((save) => save.visitorId === next.visitorId);
  if (first === undefined) return true;
  return (
    (next.birthday === undefined || first.birthday !== undefined) &&
    (next.jobSituation === undefined || first.jobSituation !== undefined)
  );
};

/**
 * SPEC §7 /bpm in PostgreSQL: one row per visitor, saved by a merging upsert that answers the
 * merged row in the same statement. Saves of one batch act in their order: each answers the row
 * as its own save left it (the fields saved before it, the stored row's for the others).
 */
@injectable()
export class PostgresBusinessProcessStore implements BusinessProcessStorePort {
  private readonly reads: StatementBatcher<string, BusinessProcessData | null>;
  private readonly saves: StatementBatcher<Save, BusinessProcessData>;

  constructor(private readonly database: PostgresDatabase) {
    this.reads = new StatementBatcher((ids) => this.getMany(ids), READS);
    this.saves = new StatementBatcher((saves) => this.saveMany(saves), {
      inFlight: 1,
      maxBatch: MAX_BATCH,
      fits: fitsBatch,
    });
  }

  get(visitorId: string): Promise<BusinessProcessData | null> {
    return this.reads.submit(visitorId);
  }

  save(visitorId: string, data: BusinessProcessData, at: string): Promise<BusinessProcessData> {
    const { birthday, jobSituation } = data;
    return this.saves.submit({ visitorId, birthday, jobSituation, at });
  }

  private async getMany(ids: readonly string[]): Promise<(BusinessProcessData | null)[]> {
    const rows = await this.database.prepared<Row>(GET_MANY, [[...new Set(ids)]]);
    const byId = new Map(rows.map((row) => [row.visitor_id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      return row === undefined ? null : toBusinessProcessData(row);
    });
  }

  private async saveMany(saves: readonly Save[]): Promise<BusinessProcessData[]> {
    // One merged save per visitor: the last given value of each field, the last save's time.
    const merged = new Map<string, Save>();
    for (const save of saves) {
      const before = merged.get(save.visitorId);
      merged.set(save.visitorId, {
        visitorId: save.visitorId,
        birthday: save.birthday ?? before?.birthday,
        jobSituation: save.jobSituation ?? before?.jobSituation,
        at: save.at,
      });
    }
    const visitors = [...merged.values()];
    const rows = await this.database.prepared<Row>(SAVE_MANY, [
      visitors.map((save) => save.visitorId),
      visitors.map((save) => save.birthday ?? null),
      visitors.map((save) => save.jobSituation ?? null),
      visitors.map((save) => save.at),
    ]);
    const stored = new Map(rows.map((row) => [row.visitor_id, row]));
    // Each save's answer: the fields given up to it, the stored row's for the rest (fitsBatch).
    const given = new Map<string, { birthday?: string; jobSituation?: string }>();
    return saves.map((save) => {
      const row = stored.get(save.visitorId);
      if (row === undefined) throw new Error('business_process upsert answered no row');
      const before = given.get(save.visitorId);
      const now = {
        birthday: save.birthday ?? before?.birthday,
        jobSituation: save.jobSituation ?? before?.jobSituation,
      };
      given.set(save.visitorId, now);
      return toBusinessProcessData({
        birthday: now.birthday ?? row.birthday,
        job_situation: now.jobSituation ?? row.job_situation,
      });
    });
  }
}

// @inject on constructor parameter 0, spelled as a call: biome does not parse parameter decorators.
decorate(inject(PostgresDatabase), PostgresBusinessProcessStore, 0);
