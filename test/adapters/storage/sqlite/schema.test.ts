import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../../adapters/storage/sql/migrations/migration-provider';
import { SqlIdentificationReminderStore } from '../../../../adapters/storage/sql/sql-identification-reminder-store.adapter';
import { SqlOutbox } from '../../../../adapters/storage/sql/sql-outbox.adapter';
import { openDatabase } from '../../../../adapters/storage/sqlite/open-database';
import type { SqliteDatabase } from '../../../../adapters/storage/sqlite/sqlite-database';

/** Runs the migrations named before `first` on `database`, as a database of that time had. */
const migrateBefore = async (database: SqliteDatabase, first: string): Promise<void> => {
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < first));
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => ({ ...before }) },
  });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
};

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

  it('takes an earlier migration merged after a later one already ran', async () => {
    // A database that ran 0014 and 0015 from one branch before 0013 landed from another.
    const ahead = openDatabase({ file: ':memory:' });
    try {
      const withoutThe13th = Object.fromEntries(
        // Up to 0015: the later ones build on 0013's columns and came after it.
        Object.entries(MIGRATIONS).filter(([name]) => !name.startsWith('0013') && name < '0016'),
      );
      const migrator = new Migrator({
        db: ahead.db,
        provider: { getMigrations: async () => ({ ...withoutThe13th }) },
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await ahead.migrate()).toEqual(
        Object.keys(MIGRATIONS).filter((name) => name.startsWith('0013') || name >= '0016'),
      );
      // The same schema as a database migrated in order.
      const shape = async (db: SqliteDatabase): Promise<unknown> =>
        (await db.db.introspection.getTables())
          .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name).sort() }))
          .sort((a, b) => a.name.localeCompare(b.name));
      expect(await shape(ahead)).toEqual(await shape(database));
      expect(await ahead.migrate()).toEqual([]);
    } finally {
      await ahead.close();
    }
  });

  it('creates every table', async () => {
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual([
      'accounts',
      'application_documents',
      'application_drafts',
      'application_events',
      'application_identifications',
      'applications',
      'appointments',
      'business_process',
      'callback_requests',
      'identification_tokens',
      'login_attempts',
      'login_codes',
      'login_sessions',
      'outbox',
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

describe('the schema of migration 0013_application_acceptance', () => {
  let database: SqliteDatabase;
  beforeEach(async () => {
    database = openDatabase({ file: ':memory:' });
    await database.migrate();
  });
  afterEach(() => database.close());

  const application = {
    reference: 'RK-ACC-1',
    owner_key: 'a:a-1',
    account_id: 'a-1',
    visitor_id: 'v-1',
    idempotency_key: 'k-1',
    status: 'accepted',
    form: '{}',
    choice: '{}',
    consents: '{}',
    submitted_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
  };

  it('keeps the rows an older database had, with their outbox, points and identification', async () => {
    const old = openDatabase({ file: ':memory:' });
    try {
      await migrateBefore(old, '0013');
      await old.db
        .insertInto('applications')
        .values({ ...application, status: 'handedOver' })
        .execute();
      await sql`insert into application_outbox (reference, task, attempts, next_attempt_at, done)
        values ('RK-ACC-1', 'handOver', 1, 'x', 1)`.execute(old.db);
      await old.db
        .insertInto('points_credits')
        .values({ reference: 'RK-ACC-1', account_id: 'a-1', points: 5, credited_at: 'x' })
        .execute();
      await sql`insert into application_identifications (reference, status, type, updated_at)
        values ('RK-ACC-1', 'done', 'videoIdent', 'x')`.execute(old.db);
      expect(await old.migrate()).toEqual(Object.keys(MIGRATIONS).filter((name) => name >= '0013'));
      expect(await old.db.selectFrom('applications').select('status').execute()).toEqual([
        { status: 'handedOver' },
      ]);
      // 0016 carries the application's outbox entry over into the one outbox.
      expect(
        await old.db.selectFrom('outbox').select(['kind', 'key', 'attempts', 'done']).execute(),
      ).toEqual([
        { kind: 'handOver', key: 'RK-ACC-1', attempts: 1, done: 1 },
        // 0018: the done identification the insurer was not told gets its report entry.
        { kind: 'identificationReport', key: 'RK-ACC-1', attempts: 0, done: 0 },
      ]);
      expect(await old.db.selectFrom('points_credits').select('points').execute()).toEqual([
        { points: 5 },
      ]);
      expect(await old.db.selectFrom('application_identifications').selectAll().execute()).toEqual([
        {
          reference: 'RK-ACC-1',
          status: 'done',
          type: 'videoIdent',
          updated_at: 'x',
          reported_at: null,
        },
      ]);
      const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(old.db);
      expect(rows).toEqual([{ foreign_keys: 1 }]);
    } finally {
      await old.close();
    }
  });

  it('takes the status accepted and still refuses unknown statuses', async () => {
    await database.db.insertInto('applications').values(application).execute();
    await expect(
      database.db
        .insertInto('applications')
        .values({ ...application, reference: 'RK-ACC-2', idempotency_key: 'k-2', status: 'x' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('keeps the foreign keys and cascades of the rebuilt applications table', async () => {
    await expect(
      database.db
        .insertInto('points_credits')
        .values({ reference: 'RK-NONE', account_id: 'a-1', points: 1, credited_at: 'x' })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await database.db.insertInto('applications').values(application).execute();
    await database.db
      .insertInto('points_credits')
      .values({ reference: 'RK-ACC-1', account_id: 'a-1', points: 1, credited_at: 'x' })
      .execute();
    await database.db.deleteFrom('applications').where('reference', '=', 'RK-ACC-1').execute();
    expect(await database.db.selectFrom('points_credits').selectAll().execute()).toEqual([]);
    const indexes = await sql<{ name: string }>`
      select name from sqlite_master where type = 'index' and tbl_name = 'applications'
        and sql is not null`.execute(database.db);
    expect(indexes.rows.map((row) => row.name)).toContain('applications_submitted_at');
  });

  it('keeps an identification in review and when the insurer was told', async () => {
    const row = {
      reference: 'RK-ACC-1',
      status: 'inReview',
      type: 'ausweiskopie',
      updated_at: '2026-11-26T10:00:00.000Z',
      reported_at: '2026-11-26T10:01:00.000Z',
    };
    await database.db.insertInto('application_identifications').values(row).execute();
    expect(
      await database.db.selectFrom('application_identifications').selectAll().execute(),
    ).toEqual([row]);
    await expect(
      database.db
        .insertInto('application_identifications')
        .values({ ...row, reference: 'RK-ACC-2', status: 'x' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });
});

describe('the schema of migration 0017_reminders_in_outbox', () => {
  it('carries the reminders into the one outbox: pending stay due, sent and skipped stay done', async () => {
    const old = openDatabase({ file: ':memory:' });
    try {
      await migrateBefore(old, '0017');
      await sql`insert into identification_reminders (reference, due_at, scheduled_at, outcome, done_at)
        values ('RK-1', '2026-11-30T09:00:00.000Z', 'x', 'sent', 'y'),
               ('RK-1', '2026-12-03T09:00:00.000Z', 'x', null, null),
               ('RK-2', '2026-11-30T09:00:00.000Z', 'x', 'skipped', 'y')`.execute(old.db);
      expect((await old.migrate())[0]).toBe('0017_reminders_in_outbox');
      const store = new SqlIdentificationReminderStore(old);
      expect(await store.pendingFor('RK-1')).toEqual([
        { reference: 'RK-1', dueAt: '2026-12-03T09:00:00.000Z' },
      ]);
      expect(await store.due('2026-12-31T00:00:00.000Z', 10)).toEqual([
        { reference: 'RK-1', dueAt: '2026-12-03T09:00:00.000Z' },
      ]);
      expect(
        await old.db
          .selectFrom('outbox')
          .select(['key', 'done', 'last_error'])
          .where('kind', '=', 'identificationReminder')
          .orderBy('key')
          .execute(),
      ).toEqual([
        { key: 'RK-1 2026-11-30T09:00:00.000Z', done: 1, last_error: null },
        { key: 'RK-1 2026-12-03T09:00:00.000Z', done: 0, last_error: null },
        { key: 'RK-2 2026-11-30T09:00:00.000Z', done: 1, last_error: 'skipped' },
      ]);
    } finally {
      await old.close();
    }
  });
});

describe('the schema of migration 0018_reports_in_outbox', () => {
  it('gives every report the insurer was not told its outbox entry, due at once', async () => {
    const old = openDatabase({ file: ':memory:' });
    try {
      await migrateBefore(old, '0018');
      const at = '2026-11-26T10:00:00.000Z';
      await sql`insert into tariff_adjustments
        (reference, proposal, proposed_at, choice_type, choice_result, chosen_at, reported_at)
        values ('RK-A1', '{}', ${at}, 'keepTariff', 'bothKeepTariff', ${at}, null),
               ('RK-A2', '{}', ${at}, 'keepTariff', 'bothKeepTariff', ${at}, ${at}),
               ('RK-A3', '{}', ${at}, null, null, null, null)`.execute(old.db);
      await sql`insert into application_identifications (reference, status, type, updated_at, reported_at)
        values ('RK-I1', 'done', 'videoIdent', ${at}, null),
               ('RK-I2', 'inReview', 'ausweiskopie', ${at}, null),
               ('RK-I3', 'done', 'videoIdent', ${at}, ${at}),
               ('RK-I4', 'inProgress', 'postIdent', ${at}, null)`.execute(old.db);
      await sql`insert into pay_in_more_requests
        (id, reference, account_id, campaign, one_time_cents, monthly_cents, requested_at, reported_at)
        values ('p-1', 'RK-P', 'a-1', 'c', 100, null, ${at}, null),
               ('p-2', 'RK-P', 'a-1', 'c', 100, null, ${at}, ${at})`.execute(old.db);
      expect((await old.migrate())[0]).toBe('0018_reports_in_outbox');
      const outbox = new SqlOutbox(old);
      expect(await outbox.pendingKeys('adjustmentChoiceReport')).toEqual(['RK-A1']);
      expect(await outbox.pendingKeys('identificationReport')).toEqual(['RK-I1', 'RK-I2']);
      expect(await outbox.pendingKeys('payInMoreReport')).toEqual(['p-1']);
      const due = await outbox.claimDue(
        ['adjustmentChoiceReport', 'identificationReport', 'payInMoreReport'],
        at,
        10,
      );
      expect(due.map((item) => [item.kind, item.key, item.attempts])).toEqual([
        ['adjustmentChoiceReport', 'RK-A1', 0],
        ['identificationReport', 'RK-I1', 0],
        ['identificationReport', 'RK-I2', 0],
        ['payInMoreReport', 'p-1', 0],
      ]);
    } finally {
      await old.close();
    }
  });
});

describe('the schema of migration 0019_signed_offers', () => {
  it('keeps the applications of an older database, without a signed offer until the start gives one', async () => {
    const old = openDatabase({ file: ':memory:' });
    try {
      await migrateBefore(old, '0019');
      await sql`insert into applications (reference, owner_key, account_id, visitor_id,
        idempotency_key, status, form, choice, consents, submitted_at, updated_at)
        values ('RK-OLD-1', 'v:v-1', null, 'v-1', 'k-1', 'handedOver', '{}', '{}', '{}',
          '2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z')`.execute(old.db);
      expect(await old.migrate()).toEqual(Object.keys(MIGRATIONS).filter((name) => name >= '0019'));
      expect(
        await old.db
          .selectFrom('applications')
          .select(['reference', 'signed_offer', 'status'])
          .execute(),
      ).toEqual([{ reference: 'RK-OLD-1', signed_offer: null, status: 'handedOver' }]);
    } finally {
      await old.close();
    }
  });
});

describe('the schema of migration 0020_application_events', () => {
  it('gives the applications of an older database the events their rows tell, in order', async () => {
    const old = openDatabase({ file: ':memory:' });
    try {
      await migrateBefore(old, '0020');
      const row = (reference: string, status: string) =>
        sql`insert into applications (reference, owner_key, account_id, visitor_id,
          idempotency_key, status, form, choice, consents, submitted_at, updated_at)
          values (${reference}, ${`v:${reference}`}, null, 'v', 'k', ${status}, '{}', '{}', '{}',
            '2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z')`.execute(old.db);
      await row('RK-A', 'accepted');
      await row('RK-S', 'stored');
      await row('RK-D', 'declined');
      await sql`insert into tariff_adjustments (reference, proposal, proposed_at, choice_type,
        choice_result, chosen_at, reported_at) values ('RK-A', '{}', '2026-11-21T11:00:00.000Z',
        'x', 'y', '2026-11-21T12:00:00.000Z', null)`.execute(old.db);
      await sql`insert into application_identifications (reference, status, type, updated_at)
        values ('RK-A', 'done', 'videoIdent', '2026-11-21T13:00:00.000Z')`.execute(old.db);
      expect(await old.migrate()).toEqual([
        '0020_application_events',
        '0021_withdrawals',
        '0022_callback_sources',
        '0023_outbox_kind_due',
      ]);
      const events = await old.db
        .selectFrom('application_events')
        .select(['reference', 'seq', 'kind', 'at'])
        .orderBy('reference')
        .orderBy('seq')
        .execute();
      expect(events.map((e) => [e.reference, e.seq, e.kind])).toEqual([
        ['RK-A', 1, 'submitted'],
        ['RK-A', 2, 'handedOver'],
        ['RK-A', 3, 'adjustmentRequired'],
        ['RK-A', 4, 'adjustmentChosen'],
        ['RK-A', 5, 'identificationDone'],
        ['RK-A', 6, 'accepted'],
        ['RK-D', 1, 'submitted'],
        ['RK-D', 2, 'declined'],
        ['RK-S', 1, 'submitted'],
      ]);
    } finally {
      await old.close();
    }
  });
});

describe('the schema of migration 0021_withdrawals', () => {
  it('lets an application be withdrawn and keeps the rows, indexes and references of before', async () => {
    const old = openDatabase({ file: ':memory:' });
    try {
      await migrateBefore(old, '0021');
      await sql`insert into applications (reference, owner_key, account_id, visitor_id,
        idempotency_key, status, form, choice, consents, submitted_at, updated_at)
        values ('RK-W', 'v:RK-W', null, 'v', 'k', 'handedOver', '{}', '{}', '{}',
          '2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z')`.execute(old.db);
      await expect(
        sql`update applications set status = 'withdrawn' where reference = 'RK-W'`.execute(old.db),
      ).rejects.toThrow(/CHECK/);
      const indexesBefore = await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = 'applications' order by name`.execute(old.db);
      expect(await old.migrate()).toEqual([
        '0021_withdrawals',
        '0022_callback_sources',
        '0023_outbox_kind_due',
      ]);
      await sql`update applications set status = 'withdrawn' where reference = 'RK-W'`.execute(
        old.db,
      );
      await expect(
        sql`update applications set status = 'gone' where reference = 'RK-W'`.execute(old.db),
      ).rejects.toThrow(/CHECK/);
      const indexesAfter = await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = 'applications' order by name`.execute(old.db);
      expect(indexesAfter.rows).toEqual(indexesBefore.rows);
      const events = await old.db
        .selectFrom('application_events')
        .select(['reference', 'kind'])
        .where('reference', '=', 'RK-W')
        .execute();
      expect(events).toEqual([]);
      const { rows } = await sql`pragma foreign_key_check`.execute(old.db);
      expect(rows).toEqual([]);
    } finally {
      await old.close();
    }
  });
});

describe('the data fix of migration 0022_callback_sources', () => {
  it('gives the callback forms’ rows filed with an appointment source the source callbackRequest, and keeps the risk stop’s', async () => {
    const old = openDatabase({ file: ':memory:' });
    try {
      await migrateBefore(old, '0022');
      const row = (id: string, source: string) =>
        sql`insert into callback_requests (id, source, owner_key, product, tariff_id, first_name,
          last_name, email, phone_number, reasons_json, created_at, preferred_time, topic)
          values (${id}, ${source}, 'visitor:a', 'riester', null, 'Erika', 'Mustermann', '',
            '030 1234567', '[]', '2026-11-26T10:00:00Z', null, null)`.execute(old.db);
      await row('form', 'appointmentBooking');
      await row('thankyou', 'customerFollowUpProcess');
      await row('risk', 'onlineContractService');
      expect(await old.migrate()).toEqual(['0022_callback_sources', '0023_outbox_kind_due']);
      const rows = await old.db
        .selectFrom('callback_requests')
        .select(['id', 'source'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: 'form', source: 'callbackRequest' },
        { id: 'risk', source: 'onlineContractService' },
        { id: 'thankyou', source: 'callbackRequest' },
      ]);
    } finally {
      await old.close();
    }
  });
});
