import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SignedOffer,
  STORED_SIGNED_OFFER_VERSION,
  signedOfferFromJson,
  storedDetailsJson,
  storedSignedOfferJson,
} from '../../../domain/application/signed-offer';
import type { TariffDetails } from '../../../domain/comparison/tariff-details';
import { sampleSignedOffer } from '../../fixtures/application/sample-application';

// The stored shape of a signed offer (version 2): its lists of alike records as columns and rows.
// Whatever the lists hold, the text reads back to what JSON of the offer itself (version 1, as the
// stores wrote it before) reads back to.

const sample = sampleSignedOffer('2026-03-15T10:00:00.000Z');

const value = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { maxLength: 3 }),
);
// Records with the same keys (a table), with differing keys, or a mix with non-records.
const alike = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 5 })
  .chain((keys) =>
    fc
      .array(fc.tuple(...keys.map(() => value)), { maxLength: 6 })
      .map((rows) => rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i]])))),
  );
const lists = fc.oneof(
  alike,
  fc.array(fc.dictionary(fc.string({ maxLength: 4 }), value, { maxKeys: 4 }), { maxLength: 5 }),
  fc.array(fc.oneof(value, fc.dictionary(fc.string({ maxLength: 3 }), value)), { maxLength: 4 }),
);

const offers = fc
  .record({
    yearTable: lists,
    features: lists,
    documents: lists,
    signedAt: fc.string(),
    demo: fc.boolean(),
  })
  .map(
    ({ yearTable, features, documents, signedAt, demo }): SignedOffer => ({
      ...sample,
      signedAt,
      demo,
      details: { ...sample.details, yearTable, features, documents } as unknown as TariffDetails,
    }),
  );

describe('the stored shape of a signed offer', () => {
  it('reads back exactly what the offer as JSON reads back to', () => {
    fc.assert(
      fc.property(offers, (offer) => {
        const stored = storedSignedOfferJson(offer);
        expect(JSON.parse(stored).version).toBe(STORED_SIGNED_OFFER_VERSION);
        expect(signedOfferFromJson(stored)).toStrictEqual(JSON.parse(JSON.stringify(offer)));
        // The details' text made once and passed in gives the same text.
        expect(storedSignedOfferJson(offer, storedDetailsJson(offer.details))).toBe(stored);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the sample back whole and writes it a good third smaller than version 1', () => {
    const stored = storedSignedOfferJson(sample);
    expect(signedOfferFromJson(stored)).toStrictEqual(sample);
    expect(stored.length).toBeLessThan(JSON.stringify(sample).length * 0.75);
    const tables = JSON.parse(stored).details;
    expect(tables.yearTable.rows).toHaveLength(sample.details.yearTable.length);
    expect(tables.features.columns).toEqual(['name', 'label', 'result', 'explanation']);
  });

  it('reads no offer from a malformed table', () => {
    const stored = JSON.parse(storedSignedOfferJson(sample));
    const broken = (details: unknown): string => JSON.stringify({ ...stored, details });
    const { yearTable } = stored.details;
    expect(
      signedOfferFromJson(broken({ ...stored.details, yearTable: { ...yearTable, rows: [[1]] } })),
    ).toBeNull();
    expect(
      signedOfferFromJson(broken({ ...stored.details, yearTable: { columns: [1], rows: [] } })),
    ).toBeNull();
    expect(signedOfferFromJson(broken({ ...stored.details, features: 'x' }))).toBeNull();
  });
});
