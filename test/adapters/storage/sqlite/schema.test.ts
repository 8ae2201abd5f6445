import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../../adapters/storage/sqlite/migrations/migration-provider';
import { openDatabase } from '../../../../adapters/storage/sqlite/open-database';
import type { SqliteDatabase } from '../../../../adapters/storage/sqlite/sqlite-database';

const account = {
  id: 'a-1',
  email: 'erika@example.de',
  password_hash: 'h',
  salutation: null,
  first_name: 'Erika',
  last_name: 'Mustermann',
  phone_number: null,
  points: 0,
  created_at: '2025-03-01T10:00:00Z',
};

describe('the schema of migration 0001_init', () => {
  let database: SqliteDatabase;
  beforeEach(async () => {
    database = openDatabase({ file: ':memory:' });
    await database.migrate();
  });
  afterEach(() => database.close());

  it('names the migrations in running order', () => {
    const names = Object.keys(MIGRATIONS);
    expect(names[0]).toBe('0001_init');
    expect(names).toEqual([...names].sort());
    expect(names.every((n) => /^\d{4}_[a-z0-9_]+$/.test(n))).toBe(true);
  });

  it('creates every table', async () => {
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual([
      'accounts',
      'application_documents',
      'application_drafts',
      'application_identifications',
      'application_outbox',
      'applications',
      'appointments',
      'business_process',
      'callback_requests',
      'identification_reminders',
      'identification_tokens',
      'login_attempts',
      'login_codes',
      'login_sessions',
      'partner_sets',
      'pay_in_more_requests',
      'points_credits',
      'slot_holds',
      'tariff_adjustments',
      'tracking_events',
      'uploaded_documents',
      'watchlist_entries',
    ]);
  });

  it('refuses a second account with the same e-mail at the database level', async () => {
    await database.db.insertInto('accounts').values(account).execute();
    await expect(
      database.db
        .insertInto('accounts')
        .values({ ...account, id: 'a-2' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it('refuses an e-mail that is not lowercased and a points flag other than 0/1', async () => {
    await expect(
      database.db
        .insertInto('accounts')
        .values({ ...account, email: 'Erika@example.de' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      database.db
        .insertInto('accounts')
        .values({ ...account, points: 2 })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('enforces the account of a session and drops its sessions and codes with it', async () => {
    const session = {
      id: 's-1',
      account_id: 'a-1',
      anonymous: 0,
      email: null,
      phone_number: null,
      created_at: '2025-03-01T10:00:00Z',
      last_seen_at: '2025-03-01T10:00:00Z',
    };
    await expect(
      database.db.insertInto('login_sessions').values(session).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await database.db.insertInto('accounts').values(account).execute();
    await database.db.insertInto('login_sessions').values(session).execute();
    await database.db
      .insertInto('login_codes')
      .values({
        code: 'c-1',
        challenge: 'x',
        account_id: 'a-1',
        anonymous: 0,
        email: null,
        phone_number: null,
        expires_at: '2025-03-01T10:01:00Z',
      })
      .execute();
    await database.db.deleteFrom('accounts').where('id', '=', 'a-1').execute();
    expect(await database.db.selectFrom('login_sessions').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('login_codes').selectAll().execute()).toEqual([]);
  });

  it('keeps tracking events with a JSON payload and refuses other text', async () => {
    const event = { created_at: '2025-03-01T10:00:00Z', name: 'page_view' };
    const inserted = await database.db
      .insertInto('tracking_events')
      .values({ ...event, payload: JSON.stringify({ page: '/rentenversicherung' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(1);
    const { rows } = await sql<{
      page: string;
    }>`select json_extract(payload, '$.page') as page from tracking_events`.execute(database.db);
    expect(rows).toEqual([{ page: '/rentenversicherung' }]);
    await expect(
      database.db
        .insertInto('tracking_events')
        .values({ ...event, payload: 'kein json' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('keeps a pay-in-more request unreported until the insurer took it (0014)', async () => {
    const columns = (await database.db.introspection.getTables()).find(
      (t) => t.name === 'pay_in_more_requests',
    )?.columns;
    expect(columns?.find((c) => c.name === 'reported_at')?.isNullable).toBe(true);
    await database.db
      .insertInto('pay_in_more_requests')
      .values({
        id: 'p-1',
        reference: 'RK-1',
        account_id: 'a-1',
        campaign: 'zuzahlung-nordlicht-2026',
        one_time_cents: 200_000,
        monthly_cents: null,
        requested_at: '2026-11-26T10:00:00.000Z',
      })
      .execute();
    const row = await database.db
      .selectFrom('pay_in_more_requests')
      .select('reported_at')
      .executeTakeFirstOrThrow();
    expect(row.reported_at).toBeNull();
  });
});
