import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteApplicationStore } from '../../../../adapters/storage/sqlite/sqlite-application-store.adapter';
import { applicationDocumentModel } from '../../../../domain/application/application-document-content';
import {
  type SignedOffer,
  STORED_SIGNED_OFFER_VERSION,
} from '../../../../domain/application/signed-offer';
import {
  demoCatalogue,
  sampleStoredApplication,
} from '../../../fixtures/application/sample-application';
import { openTempDatabase, type TempDatabase } from '../temp-database';

// The signed offer's stored text changed shape (version 2: the year table, features and
// documents as columns and rows, issue 31 finding 4). An application stored before, in version 1
// (JSON.stringify of the offer, as the stores wrote it), reads back the same and shows the same.

const AT = '2026-03-15T10:00:00.000Z';
let temp: TempDatabase;
beforeEach(async () => {
  temp = await openTempDatabase();
});
afterEach(async () => temp.dispose());

const storedText = async (reference: string): Promise<string | null> =>
  (
    await temp.database.db
      .selectFrom('applications')
      .select('signed_offer')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).signed_offer;

const antragOf = (reference: string, offer: SignedOffer) => {
  const application = sampleStoredApplication(reference, AT);
  return applicationDocumentModel('antrag', {
    reference,
    form: application.form,
    choice: application.choice,
    details: offer.details,
    demo: offer.demo,
    date: '2026-03-15',
  });
};

describe('the signed offer in SQLite, old and new shape', () => {
  it('writes version 2, a good third smaller, and reads a version 1 row the same', async () => {
    const store = new SqliteApplicationStore(temp.database);
    const fresh = sampleStoredApplication('RK-2026-AAAAAAAA', AT);
    const old = sampleStoredApplication('RK-2026-BBBBBBBB', AT);
    await store.add(fresh, ['handOver']);
    await store.add(old, ['handOver']);
    const v1 = JSON.stringify(old.signedOffer);
    await temp.database.db
      .updateTable('applications')
      .set({ signed_offer: v1 })
      .where('reference', '=', old.reference)
      .execute();
    expect(await storedText(old.reference)).toBe(v1);

    const written = (await storedText(fresh.reference)) ?? '';
    expect(JSON.parse(written).version).toBe(STORED_SIGNED_OFFER_VERSION);
    expect(written.length).toBeLessThan(v1.length * 0.75);

    const [readFresh, readOld] = [
      await store.find(fresh.reference),
      await store.find(old.reference),
    ];
    expect(readOld?.signedOffer).toStrictEqual(old.signedOffer);
    expect(readFresh?.signedOffer).toStrictEqual(fresh.signedOffer);
    const [offerOld, offerFresh] = [readOld?.signedOffer, readFresh?.signedOffer];
    if (offerOld == null || offerFresh == null) throw new Error('no signed offer read');
    // Shown the same: the application document made from either reads alike.
    expect(antragOf('RK-2026-CCCCCCCC', offerOld)).toStrictEqual(
      antragOf('RK-2026-CCCCCCCC', offerFresh),
    );
    expect(offerOld.demo).toBe(demoCatalogue().demo);
  });
});
