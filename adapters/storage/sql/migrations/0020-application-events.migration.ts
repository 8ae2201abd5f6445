import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Every change of an application is an event kept with its time (issue 29,
 * domain/application/application-lifecycle.ts): `application_events`, numbered per application.
 * The stores append them in the same transaction as the change. The applications of an older
 * database get the events their rows tell: signed, handed over (declined, failed or accepted as
 * their status says), identification and tariff adjustment with their times.
 */
export const applicationEvents0020: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('application_events')
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('application_events_pk', ['reference', 'seq'])
      .execute();
    // Oldest first per application: the order the events happened in.
    const rows = [
      sql`select reference, 'submitted' as kind, submitted_at as at, 1 as o from applications`,
      sql`select reference, 'handedOver', updated_at, 2 from applications
        where status in ('handedOver', 'accepted')`,
      sql`select reference, status, updated_at, 2 from applications
        where status in ('declined', 'failed')`,
      sql`select reference, 'adjustmentRequired', proposed_at, 3 from tariff_adjustments`,
      sql`select reference, 'adjustmentChosen', chosen_at, 4 from tariff_adjustments
        where chosen_at is not null`,
      sql`select reference, case status when 'done' then 'identificationDone'
          when 'inReview' then 'identificationInReview' else 'identificationOpened' end,
          updated_at, 5 from application_identifications`,
      sql`select reference, 'accepted', updated_at, 6 from applications where status = 'accepted'`,
    ];
    await sql`insert into application_events (reference, seq, kind, at)
      select reference, row_number() over (partition by reference order by o), kind, at
      from (${sql.join(rows, sql` union all `)}) as past`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('application_events').execute();
  },
};
