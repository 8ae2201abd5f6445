import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryUploadedDocumentStore } from '../../../adapters/memory/memory-uploaded-document-store.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import type { StoredApplication } from '../../../ports/application-store.port';
import {
  type CustomerDocuments,
  makeCustomerDocuments,
} from '../../../ports/use-cases/customer-documents.use-case';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
  sampleSignedOffer,
} from '../../fixtures/application/sample-application';

const application = (reference: string, owner: StoredApplication['owner']): StoredApplication => ({
  reference,
  owner,
  status: 'stored',
  form: SAMPLE_FORM,
  choice: SAMPLE_CHOICE,
  consents: ALL_CONSENTS,
  idempotencyKey: `key-${reference}`,
  submittedAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  signedOffer: sampleSignedOffer('2026-11-20T09:00:00Z'),
});

const ANNA = { accountId: 'account-anna', visitorId: 'v-anna' };
// Bernd uses the same browser later: the visitor id does not make Anna's account his.
const BERND = { accountId: 'account-bernd', visitorId: 'v-anna' };
const GUEST = { accountId: null, visitorId: 'v-guest' };
const RECEIVED = {
  id: 'file-1',
  originalName: 'Meldebescheinigung.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1234,
} as const;

describe('customer documents', () => {
  let documents: CustomerDocuments;
  beforeEach(async () => {
    const applications = new MemoryApplicationStore();
    await applications.add(application('RK-2026-ANNA0001', ANNA), []);
    await applications.add(application('RK-2026-GAST0001', GUEST), []);
    documents = makeCustomerDocuments({
      applications,
      uploads: new MemoryUploadedDocumentStore(),
      // 23:30 UTC is already the next day in Berlin: the download name carries Berlin's date.
      clock: new FixedClockAdapter(Temporal.Instant.from('2026-11-26T23:30:00Z')),
      ids: new SequentialIdGenerator('upload'),
    });
  });

  it("records the owner's upload with the SPEC §9 download name", async () => {
    const meta = { reference: 'RK-2026-ANNA0001', kind: 'nachweis' } as const;
    expect(await documents.mayUpload(ANNA, meta)).toBe(true);
    const upload = await documents.record(ANNA, meta, RECEIVED);
    expect(upload?.downloadName).toBe('Nachweis_JüM20261127.pdf');
    expect(await documents.list(ANNA, 'rk-2026-anna0001')).toEqual([upload]);
    expect(await documents.find(ANNA, 'file-1')).toEqual(upload);
  });

  it('gives another account, a guest and guessed references nothing', async () => {
    const meta = { reference: 'RK-2026-ANNA0001', kind: 'sonstiges' } as const;
    await documents.record(ANNA, meta, RECEIVED);
    for (const stranger of [BERND, GUEST]) {
      expect(await documents.mayUpload(stranger, meta)).toBe(false);
      expect(await documents.record(stranger, meta, { ...RECEIVED, id: 'file-2' })).toBeNull();
      expect(await documents.list(stranger, 'RK-2026-ANNA0001')).toBeNull();
      expect(await documents.find(stranger, 'file-1')).toBeNull();
    }
    expect(await documents.list(ANNA, 'RK-2026-ZZZZZZZZ')).toBeNull();
    expect(await documents.list(ANNA, 'kein Antrag')).toBeNull();
    expect(await documents.find(ANNA, 'file-9')).toBeNull();
    // The guest's own application is the guest's.
    expect(await documents.list(GUEST, 'RK-2026-GAST0001')).toEqual([]);
  });

  it('names an image by the type its bytes showed', async () => {
    const upload = await documents.record(
      ANNA,
      { reference: 'RK-2026-ANNA0001', kind: 'ausweisRueckseite' },
      { ...RECEIVED, originalName: 'scan.pdf', contentType: 'image/jpeg' },
    );
    expect(upload?.downloadName).toBe('AusweisRueckseite_JüM20261127.jpg');
  });

  it('tells two uploads of one kind and day apart; the first keeps its name', async () => {
    const meta = { reference: 'RK-2026-ANNA0001', kind: 'nachweis' } as const;
    const first = await documents.record(ANNA, meta, RECEIVED);
    const second = await documents.record(ANNA, meta, { ...RECEIVED, id: 'file-2' });
    const photo = await documents.record(ANNA, meta, {
      ...RECEIVED,
      id: 'file-3',
      contentType: 'image/png',
    });
    expect(first?.downloadName).toBe('Nachweis_JüM20261127.pdf');
    expect(second?.downloadName).toBe('Nachweis_JüM20261127_2.pdf');
    // Another type makes another name already.
    expect(photo?.downloadName).toBe('Nachweis_JüM20261127.png');
    expect(await documents.list(ANNA, 'RK-2026-ANNA0001')).toEqual([first, second, photo]);
    expect(await documents.find(ANNA, 'file-1')).toEqual(first);
    expect(await documents.find(ANNA, 'file-2')).toEqual(second);
  });
});
