import { type Kysely, type Migration, sql } from 'kysely';

/**
 * What the customer signed is kept with the application (issue 29): `signed_offer`, the JSON of
 * domain/application/signed-offer.ts, written in the same statement as the application. Rows from
 * before stay null here; the first start after fills them once with the figures of the day they
 * were submitted (`keepSignedOffers`), as the documents were figured until now.
 */
export const signedOffers0019: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table applications add column signed_offer text`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table applications drop column signed_offer`.execute(db);
  },
};
