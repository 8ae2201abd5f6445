import { type Kysely, type Migration, sql } from 'kysely';
import { PARTNER_SET_SEEDS } from '../partner-set-seeds';
import { columnTypesOf } from './dialect-column-types';

// The tables this migration writes to, as they are at this migration (the schema may move on).
interface SeedTables {
  readonly partner_sets: {
    readonly name: string;
    readonly b2b_partner: string;
    readonly b2b_ad_partner: string | null;
  };
}

const createTables = async (db: Kysely<SeedTables>): Promise<void> => {
  const types = columnTypesOf(db);
  await db.schema
    .createTable('business_process')
    .addColumn('visitor_id', 'text', (c) => c.primaryKey())
    .addColumn('birthday', 'text')
    .addColumn('job_situation', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('salutation', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('accounts_points_flag', sql`points in (0, 1)`)
    .addCheckConstraint('accounts_email_lowercase', sql`email = lower(trim(email))`)
    .execute();
  await db.schema
    .createTable('login_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addCheckConstraint('login_sessions_anonymous_flag', sql`anonymous in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('login_sessions_account_id')
    .on('login_sessions')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('login_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addCheckConstraint('login_codes_anonymous_flag', sql`anonymous in (0, 1)`)
    .execute();
  await db.schema
    .createTable('partner_sets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('b2b_partner', 'text', (c) => c.notNull())
    .addColumn('b2b_ad_partner', 'text')
    .execute();
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', types.autoId, (c) =>
      types.autoId === 'serial' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addCheckConstraint('tracking_events_payload_json', types.jsonCheck('payload'))
    .execute();
};

/** The first schema: every table and the default partner sets (SPEC §9). */
export const init0001: Migration = {
  async up(db: Kysely<SeedTables>): Promise<void> {
    await createTables(db);
    await db
      .insertInto('partner_sets')
      .values(
        PARTNER_SET_SEEDS.map((set) => ({
          name: set.name,
          b2b_partner: set.b2BPartner,
          b2b_ad_partner: set.b2BAdPartner,
        })),
      )
      .execute();
  },
  async down(db: Kysely<SeedTables>): Promise<void> {
    for (const table of [
      'tracking_events',
      'partner_sets',
      'login_codes',
      'login_sessions',
      'accounts',
      'business_process',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
