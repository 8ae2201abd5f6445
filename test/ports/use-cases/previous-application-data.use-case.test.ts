import { describe, expect, it } from 'vitest';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import type { StoredApplication } from '../../../ports/application-store.port';
import { makePreviousApplicationData } from '../../../ports/use-cases/previous-application-data.use-case';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
  sampleSignedOffer,
} from '../../fixtures/application/sample-application';

const stored = (
  reference: string,
  accountId: string | null,
  submittedAt: string,
  city: string,
): StoredApplication => ({
  reference,
  owner: { accountId, visitorId: 'visitor-aaaaaaaaaaaaaaaa' },
  status: 'stored',
  form: {
    ...SAMPLE_FORM,
    personal: { ...SAMPLE_FORM.personal, address: { ...SAMPLE_FORM.personal.address, city } },
  },
  choice: SAMPLE_CHOICE,
  consents: ALL_CONSENTS,
  idempotencyKey: `key-${reference}`,
  submittedAt,
  updatedAt: submittedAt,
  signedOffer: sampleSignedOffer(submittedAt),
});

describe('„Daten übernehmen“: the previous application data of an account', () => {
  it("takes the account's latest application, never another account's or a guest's", async () => {
    const store = new MemoryApplicationStore();
    await store.add(stored('RK-2026-AAAAAAAA', 'account-1', '2026-03-01T09:00:00Z', 'Kiel'), []);
    await store.add(stored('RK-2026-BBBBBBBB', 'account-1', '2026-10-31T23:30:00Z', 'Jena'), []);
    await store.add(stored('RK-2026-CCCCCCCC', 'account-2', '2026-11-20T09:00:00Z', 'Ulm'), []);
    await store.add(stored('RK-2026-DDDDDDDD', null, '2026-11-21T09:00:00Z', 'Hof'), []);
    const previous = makePreviousApplicationData({ store });
    const data = await previous('account-1');
    // 23:30 UTC on 31 October is 1 November in Berlin (CET, UTC+1).
    expect(data).toMatchObject({ reference: 'RK-2026-BBBBBBBB', submittedOn: '01.11.2026' });
    expect(data?.values.city).toBe('Jena');
    expect(data?.values).not.toHaveProperty('iban');
    expect(await previous('account-3')).toBeNull();
  });
});
