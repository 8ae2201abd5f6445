import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../../adapters/storage/postgres/open-postgres-database';
import { PostgresApplicationStore } from '../../../../adapters/storage/postgres/postgres-application-store.adapter';
import type { PostgresDatabase } from '../../../../adapters/storage/postgres/postgres-database';
import { sampleStoredApplication } from '../../../fixtures/application/sample-application';
import { createPostgresDatabase, postgresBinary } from '../../../support/postgres-server';
import { openFreshPostgres, postgresCluster } from '../postgres-subject';

// The README's PostgreSQL backup (pg_dump --format=custom) taken while applications are being
// stored, and its way back (pg_restore into an empty database): the restored database holds the
// applications of the dump's moment, each whole, and the portal's migrations find nothing to do.

const run = promisify(execFile);
let source: PostgresDatabase;
let sourceUrl: string;
let dir: string;
const opened: PostgresDatabase[] = [];

beforeAll(async () => {
  ({ database: source, url: sourceUrl } = await openFreshPostgres());
  opened.push(source);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-pg-dump-'));
});
afterAll(async () => {
  for (const database of opened) await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let serial = 0;
const addApplications = async (store: PostgresApplicationStore, count: number): Promise<void> => {
  await Promise.all(
    Array.from({ length: count }, () => {
      serial += 1;
      const reference = `RK-2026-${String(serial).padStart(8, '0')}`;
      return store.add(sampleStoredApplication(reference, '2026-11-20T10:00:00.000Z'), [
        'handOver',
      ]);
    }),
  );
};

const countOf = async (url: string, sql: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]?.n);
  } finally {
    await client.end();
  }
};
const APPLICATIONS = 'select count(*) as n from applications';
// An application without its outbox entry would be half a transaction.
const HALF_STORED = `select count(*) as n from applications a where not exists
  (select 1 from outbox o where o.kind = 'handOver' and o.key = a.reference)`;

/** pg_restore of `dump` into a new empty database (as the README says); answers its URL. */
const restored = async (dump: string): Promise<string> => {
  const url = await createPostgresDatabase(postgresCluster().port);
  await run(postgresBinary('pg_restore'), ['--no-owner', `--dbname=${url}`, dump]);
  return url;
};

describe('pg_dump and pg_restore under load (PostgreSQL)', () => {
  it('restores a dump taken while applications are stored to the same application count', async () => {
    const store = new PostgresApplicationStore(source);
    await addApplications(store, 100);
    let writing = true;
    const load = (async () => {
      while (writing) await addApplications(store, 4);
    })();

    // The plain command of the README, in the middle of the writes.
    const before = await countOf(sourceUrl, APPLICATIONS);
    const plain = path.join(dir, 'plain.dump');
    await run(postgresBinary('pg_dump'), ['--format=custom', `--file=${plain}`, sourceUrl]);
    // The same with the snapshot pinned by a transaction that counts in it: the dump's moment.
    const pinning = new pg.Client({ connectionString: sourceUrl });
    await pinning.connect();
    await pinning.query('begin isolation level repeatable read');
    const snapshot = (await pinning.query<{ id: string }>('select pg_export_snapshot() as id'))
      .rows[0]?.id;
    const atSnapshot = Number(
      (await pinning.query<{ n: string }>(APPLICATIONS)).rows[0]?.n ?? Number.NaN,
    );
    const pinned = path.join(dir, 'pinned.dump');
    await run(postgresBinary('pg_dump'), [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${pinned}`,
      sourceUrl,
    ]);
    await pinning.query('commit');
    await pinning.end();
    writing = false;
    await load;
    const after = await countOf(sourceUrl, APPLICATIONS);
    expect(after).toBeGreaterThan(atSnapshot);

    const fromPinned = await restored(pinned);
    expect(await countOf(fromPinned, APPLICATIONS)).toBe(atSnapshot);
    const fromPlain = await restored(plain);
    const plainCount = await countOf(fromPlain, APPLICATIONS);
    expect(plainCount).toBeGreaterThanOrEqual(before);
    expect(plainCount).toBeLessThanOrEqual(after);
    expect(await countOf(fromPlain, HALF_STORED)).toBe(0);

    // The portal starts on it: nothing to migrate, the applications readable through its store.
    const database = openPostgresDatabase({ url: fromPlain, maxConnections: 2 });
    opened.push(database);
    expect(await database.migrate()).toEqual([]);
    const found = await new PostgresApplicationStore(database).find('RK-2026-00000001');
    expect(found?.reference).toBe('RK-2026-00000001');
  });
});
