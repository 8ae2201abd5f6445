import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Consulting appointments and the short holds while a customer books. A slot can never be booked
 * twice: a partial unique index allows one booked appointment per consultant and slot start
 * (cancelled ones free the slot), and one hold per consultant and slot start.
 */
export const appointments0005: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('appointments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('consultant_id', 'text', (c) => c.notNull())
      .addColumn('slot_start', 'text', (c) => c.notNull())
      .addColumn('slot_end', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('owner_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('product', 'text')
      .addColumn('tariff_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .execute();
    await sql`CREATE UNIQUE INDEX appointments_booked_slot ON appointments (consultant_id, slot_start) WHERE status = 'booked'`.execute(
      db,
    );
    await db.schema
      .createIndex('appointments_slot_start')
      .on('appointments')
      .column('slot_start')
      .execute();
    await db.schema
      .createTable('slot_holds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('consultant_id', 'text', (c) => c.notNull())
      .addColumn('slot_start', 'text', (c) => c.notNull())
      .addColumn('slot_end', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('slot_holds_slot')
      .unique()
      .on('slot_holds')
      .columns(['consultant_id', 'slot_start'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('slot_holds').execute();
    await db.schema.dropTable('appointments').execute();
  },
};
