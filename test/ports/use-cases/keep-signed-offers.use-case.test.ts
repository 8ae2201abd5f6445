import { describe, expect, it } from 'vitest';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import { makeKeepSignedOffers } from '../../../ports/use-cases/keep-signed-offers.use-case';
import {
  demoCatalogue,
  SAMPLE_CHOICE,
  sampleSignedOffer,
  sampleStoredApplication,
} from '../../fixtures/application/sample-application';

// Applications from before snapshots (migration 0019) get, once at start, the figures of the day
// they were submitted — what their documents and hand-over were computed with until then.

const catalogue = demoCatalogue();

describe('keeping the signed offers of applications from before', () => {
  it('keeps the figures of the submission day; a tariff gone from the catalogue keeps none', async () => {
    const store = new MemoryApplicationStore();
    const AT = '2026-03-15T10:00:00.000Z';
    await store.add(sampleStoredApplication('RK-2026-AAAAAAAA', AT, { signedOffer: null }), []);
    await store.add(
      sampleStoredApplication('RK-2026-BBBBBBBB', AT, {
        signedOffer: null,
        idempotencyKey: 'gone',
        choice: { ...SAMPLE_CHOICE, tariffId: 'gibt-es-nicht-mehr' },
      }),
      [],
    );
    const signedBefore = sampleStoredApplication('RK-2026-CCCCCCCC', AT, { idempotencyKey: 'c' });
    await store.add(signedBefore, []);
    const keep = makeKeepSignedOffers({ store, catalogue: new MemoryTariffCatalogue(catalogue) });

    expect(await keep()).toEqual({ kept: 1, withoutTariff: 1 });
    expect((await store.find('RK-2026-AAAAAAAA'))?.signedOffer).toEqual(sampleSignedOffer(AT));
    expect((await store.find('RK-2026-BBBBBBBB'))?.signedOffer).toBeNull();
    expect((await store.find('RK-2026-CCCCCCCC'))?.signedOffer).toEqual(signedBefore.signedOffer);
    // The next start finds only the one without a tariff, and changes nothing.
    expect(await keep()).toEqual({ kept: 0, withoutTariff: 1 });
  });
});
