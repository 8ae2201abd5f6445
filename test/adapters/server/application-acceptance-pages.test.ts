import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCopyUploadPath } from '../../../domain/identification/identification-paths';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import type { TestServer } from '../../support/test-server';
import type { Browser } from './auth/auth-test-server';
import { startWithTwoAccounts, submitSampleApplication } from './customer-area-accounts';
import { page } from './customer-area-kit';
import { postUpload } from './documents/multipart-upload';

// „Vom Versicherer angenommen“ on the real server (built pages, SQLite file, outbox worker, the
// own demo insurer): an application of 50 € a month may be identified by ID copy (§ 14 GwG);
// both sides uploaded through the real upload API put it in review, the worker tells the demo
// insurer, which accepts the copy and the application. One side alone changes nothing, and
// another account cannot move the customer's identification.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const LOW_PREMIUM = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=50';

let server: TestServer;
let erika: Browser;
let max: Browser;

const identificationPath = (reference: string): string =>
  `/kundenbereich/identifizierung?antrag=${reference}`;

const applyLowPremium = async (): Promise<string> => {
  const submitted = await erika.postJson('/api/applications', {
    form: SAMPLE_FORM,
    choice: { ...SAMPLE_CHOICE, searchQuery: LOW_PREMIUM },
    consents: ALL_CONSENTS,
    idempotencyKey: `test-key-${randomUUID()}`,
  });
  expect(submitted.status).toBe(200);
  return ((await submitted.json()) as { reference: string }).reference;
};

interface AreaApplication {
  readonly reference: string;
  readonly status: string;
  readonly statusLabel: string;
}
const statusOf = async (reference: string): Promise<string | undefined> => {
  const answer = await erika.get('/api/customer/applications');
  const { applications } = (await answer.json()) as { applications: AreaApplication[] };
  return applications.find((a) => a.reference === reference)?.status;
};
const identificationStatusOf = async (reference: string): Promise<string | undefined> =>
  (await page(erika, identificationPath(reference))).text.match(
    /data-status="([A-Za-z]+)" data-testid="ident-status"/,
  )?.[1];

const startIdCopy = async (reference: string): Promise<void> => {
  const started = await erika.postForm('/kundenbereich/identifizierung', {
    antrag: reference,
    intent: 'startIdentification',
    type: 'ausweiskopie',
  });
  expect(started.status).toBe(303);
};

const uploadSide = (who: Browser, reference: string, kind: string) =>
  postUpload(
    server.url,
    { meta: { reference, kind }, fileName: `${kind}.png`, head: PNG, size: 2000 },
    { origin: server.url, cookie: who.jar.headerFor('/api/customer/documents') },
  );

beforeAll(async () => {
  ({ server, erika, max } = await startWithTwoAccounts());
}, 60_000);

afterAll(async () => server.close());

describe('the insurer accepts an application once the customer is identified', () => {
  it('takes an ID copy of both sides to review, then to „Vom Versicherer angenommen“', async () => {
    const reference = await applyLowPremium();
    await expect.poll(() => statusOf(reference), { timeout: 60_000 }).toBe('handedOver');
    await startIdCopy(reference);
    const front = await uploadSide(erika, reference, 'ausweisVorderseite');
    expect(front.status).toBe(201);
    // One side alone: still in progress, and the upload page says which side is missing.
    expect(await identificationStatusOf(reference)).toBe('inProgress');
    const documents = await page(erika, idCopyUploadPath(reference));
    expect(documents.text).toContain('Es fehlt noch die Rückseite Ihres Ausweises.');
    // Another account can neither upload to it nor move it on.
    expect((await uploadSide(max, reference, 'ausweisRueckseite')).status).toBe(404);
    expect(await identificationStatusOf(reference)).toBe('inProgress');
    expect(await statusOf(reference)).toBe('handedOver');

    expect((await uploadSide(erika, reference, 'ausweisRueckseite')).status).toBe(201);
    // The worker tells the demo insurer, which accepts the copy and the application.
    await expect.poll(() => statusOf(reference), { timeout: 60_000 }).toBe('accepted');
    const area = await page(erika, '/kundenbereich');
    expect(area.text).toContain('Vom Versicherer angenommen');
    expect(area.text).toContain('Identifizierung abgeschlossen');
    const identification = await page(erika, identificationPath(reference));
    expect(identification.text).toContain(
      'Ihre Identifizierung ist abgeschlossen. Sie müssen nichts weiter tun.',
    );
    expect(identification.text).not.toContain('Identifizierung starten');
  });

  it('accepts the application after a video identification done at the demo service', async () => {
    const reference = await submitSampleApplication(erika);
    await expect.poll(() => statusOf(reference), { timeout: 60_000 }).toBe('handedOver');
    const started = await erika.postForm('/kundenbereich/identifizierung', {
      antrag: reference,
      intent: 'startIdentification',
      type: 'videoIdent',
    });
    const demo = await page(erika, started.headers.get('location') ?? '');
    const success = demo.text.match(/href="([^"]+)" data-testid="demo-ident-success"/)?.[1] ?? '';
    expect((await erika.get(success)).status).toBe(303);
    await expect.poll(() => statusOf(reference), { timeout: 60_000 }).toBe('accepted');
    const area = await page(erika, '/kundenbereich');
    expect(area.text).toContain('Vom Versicherer angenommen');
    expect(area.text).not.toContain(`href="${identificationPath(reference)}"`);
  });

  it('leaves an application with one side uploaded as it was', async () => {
    const reference = await applyLowPremium();
    await expect.poll(() => statusOf(reference), { timeout: 60_000 }).toBe('handedOver');
    await startIdCopy(reference);
    expect((await uploadSide(erika, reference, 'ausweisRueckseite')).status).toBe(201);
    expect((await uploadSide(erika, reference, 'ausweisRueckseite')).status).toBe(201);
    expect(await identificationStatusOf(reference)).toBe('inProgress');
    const documents = await page(erika, idCopyUploadPath(reference));
    expect(documents.text).toContain('Es fehlt noch die Vorderseite Ihres Ausweises.');
    expect(await statusOf(reference)).toBe('handedOver');
  });
});
