import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  openPostgresPool,
  postgresDatabaseOn,
} from '../../../../adapters/storage/postgres/open-postgres-database';
import { PostgresBusinessProcessStore } from '../../../../adapters/storage/postgres/postgres-business-process-store.adapter';
import type { PostgresDatabase } from '../../../../adapters/storage/postgres/postgres-database';
import { createPostgresDatabase } from '../../../support/postgres-server';
import { postgresCluster } from '../postgres-subject';

// The round trips of GET and POST /api/bpm's store on PostgreSQL, pinned (issue 31): every
// query a pooled pg client sends is one round trip (its Sync, the server's ReadyForQuery), so a
// pg.Client that counts its queries counts them — BEGIN, COMMIT and SET included.

const AT = '2026-11-29T10:00:00Z';
const BOTH = { birthday: '1980-05-01', jobSituation: 'Angestellter' };

let sent: string[] = [];

class CountingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    (this as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return query(...args);
    };
  }
}

const opened: PostgresDatabase[] = [];

const openStore = async (): Promise<PostgresBusinessProcessStore> => {
  const { port, template } = postgresCluster();
  const url = await createPostgresDatabase(port, template);
  const database = postgresDatabaseOn(openPostgresPool({ url, maxConnections: 4 }, CountingClient));
  opened.push(database);
  const store = new PostgresBusinessProcessStore(database);
  // The pool's first connection opened outside the counts (its start-up sends no query).
  await store.get('warm-up');
  sent = [];
  return store;
};

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

describe('PostgreSQL business process store: round trips', () => {
  it('saves in one round trip, one statement without BEGIN or COMMIT, and reads in one', async () => {
    const store = await openStore();
    expect(await store.save('v1', BOTH, AT)).toEqual(BOTH);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^insert into business_process .* returning /s);
    expect(await store.save('v1', { jobSituation: 'Beamter' }, AT)).toEqual({
      ...BOTH,
      jobSituation: 'Beamter',
    });
    expect(sent).toHaveLength(2);
    expect(await store.get('v1')).toEqual({ ...BOTH, jobSituation: 'Beamter' });
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatch(/^select /);
  });

  it('sends 40 saves arriving together in 2 round trips: the first alone, the rest as one batch', async () => {
    const store = await openStore();
    const visitors = Array.from({ length: 20 }, (_, i) => `v${i}`);
    // 20 visitors, and 20 more saves of one visitor (the benchmark's load): one row each.
    const saves = await Promise.all([
      ...visitors.map((id) => store.save(id, BOTH, AT)),
      ...visitors.map((_, i) => store.save('same', { ...BOTH, birthday: `1980-05-${10 + i}` }, AT)),
    ]);
    expect(sent).toHaveLength(2);
    expect(saves.slice(0, 20)).toEqual(visitors.map(() => BOTH));
    expect(saves.slice(20).map((saved) => saved.birthday)).toEqual(
      visitors.map((_, i) => `1980-05-${10 + i}`),
    );
    expect(await store.get('same')).toEqual({ ...BOTH, birthday: '1980-05-29' });
  });

  it('sends 20 reads arriving together in 3 round trips: two on their way at once, then the rest', async () => {
    const store = await openStore();
    await store.save('v1', BOTH, AT);
    sent = [];
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.get(i % 2 === 0 ? 'v1' : `unknown-${i}`)),
    );
    expect(sent).toHaveLength(3);
    expect(reads).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? BOTH : null)));
  });
});
