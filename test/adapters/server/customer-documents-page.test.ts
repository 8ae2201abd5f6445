import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_DOCUMENT_IDS } from '../../../domain/application/application-documents';
import { UPLOAD_TYPE_MESSAGE } from '../../../domain/documents/uploaded-document';
import type { TestServer } from '../../support/test-server';
import type { Browser } from './auth/auth-test-server';
import {
  htmlOf,
  pageOf,
  startWithTwoAccounts,
  submitSampleApplication,
} from './customer-area-accounts';

// The „Dokumente“ page on the real server (built pages, SQLite file): the upload form is a plain
// multipart form post, so it works without JavaScript; the API answers it with a 303 back to the
// page. Only the application's account sees the page or may upload to it.

const PDF = new TextEncoder().encode('%PDF-1.7\n% Rentenkompass Testdokument\n');
const GIF = new TextEncoder().encode('GIF89a……');
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let server: TestServer;
let erika: Browser;
let max: Browser;
let guest: Browser;
let reference: string;

/** What a browser's form post of the page sends: the fields, then the file; it asks for HTML. */
const postForm = (
  browser: Browser,
  fields: Readonly<Record<string, string>>,
  file: { readonly name: string; readonly bytes: Uint8Array<ArrayBuffer>; readonly type: string },
  accept = PAGE_ACCEPT,
): Promise<Response> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('content', new Blob([file.bytes], { type: file.type }), file.name);
  const cookie = browser.jar.headerFor('/api/customer/documents');
  return fetch(`${server.url}/api/customer/documents`, {
    method: 'POST',
    headers: { origin: server.url, accept, ...(cookie === '' ? {} : { cookie }) },
    body: form,
    redirect: 'manual',
  });
};

beforeAll(async () => {
  ({ server, erika, max, guest } = await startWithTwoAccounts());
  reference = await submitSampleApplication(erika);
}, 60_000);

afterAll(async () => server.close());

describe('Dokumente (/kundenbereich/dokumente)', () => {
  it('is linked from the application card of Meine Anträge', async () => {
    const { text } = await pageOf(erika, '/kundenbereich');
    expect(text).toContain(`href="/kundenbereich/dokumente?antrag=${reference}"`);
  });

  it("lists the application's PDFs and an upload form that needs no script, never cached", async () => {
    const answer = await erika.get(`/kundenbereich/dokumente?antrag=${reference}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const text = htmlOf(await answer.text());
    for (const id of APPLICATION_DOCUMENT_IDS) {
      expect(text).toContain(`/application/${reference}/documents/${id}`);
    }
    expect(text).toContain('Sie haben noch keine Dateien hochgeladen.');
    const form = /<form[^>]*data-testid="upload-form"[^>]*>/.exec(text)?.[0] ?? '';
    expect(form).toContain('action="/api/customer/documents"');
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(form).toContain('method="post"');
    expect(text).toContain(`name="antrag" value="${reference}"`);
    expect(text).toContain('Erlaubt sind PDF, JPEG und PNG, höchstens 200 MB je Datei.');
    for (const label of ['Sonstiges', 'Nachweis', 'Ausweis – Vorderseite', 'Ausweis – Rückseite']) {
      expect(text).toContain(`>${label}</option>`);
    }
  });

  it('takes a form upload: 303 back to the page with a notice, the file listed shortened with its size', async () => {
    const posted = await postForm(
      erika,
      { antrag: reference, art: 'nachweis' },
      {
        name: 'Gehaltsabrechnung für den Monat März 2026 (Kopie).pdf',
        bytes: PDF,
        type: 'application/pdf',
      },
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(
      `/kundenbereich/dokumente?antrag=${reference}&hochgeladen=1`,
    );
    const { text } = await pageOf(erika, posted.headers.get('location') ?? '');
    expect(text).toContain('Vielen Dank – Ihre Datei ist hochgeladen.');
    expect(text).toContain('Gehaltsabrechnung ....pie).pdf');
    expect(text).toContain('Nachweis, 1 KB');
    expect(text).toMatch(/href="\/api\/customer\/documents\/[^"]+" download="Nachweis_/);
  });

  it('keeps the JSON answer for script callers', async () => {
    const posted = await postForm(
      erika,
      { antrag: reference, art: 'sonstiges' },
      { name: 'notiz.pdf', bytes: PDF, type: 'application/pdf' },
      'application/json',
    );
    expect(posted.status).toBe(201);
    expect(await posted.json()).toMatchObject({ kind: 'sonstiges', name: 'notiz.pdf' });
  });

  it('shows a wrong type as the German message at the form, by a fixed code only', async () => {
    const posted = await postForm(
      erika,
      { antrag: reference, art: 'ausweisRueckseite' },
      { name: 'ausweis.gif', bytes: GIF, type: 'image/gif' },
    );
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location).toBe(`/kundenbereich/dokumente?antrag=${reference}&art=ausweis&fehler=typ`);
    const { text } = await pageOf(erika, location);
    expect(text).toContain(UPLOAD_TYPE_MESSAGE);
    expect(text).toContain('Ausweiskopie – Vorderseite hochladen');
    expect(text).toContain('Ausweiskopie – Rückseite hochladen');
    expect(text).toContain('name="art" value="ausweisVorderseite"');
    expect(text).toContain('name="art" value="ausweisRueckseite"');
    // An unknown code shows nothing: no text of the URL reaches the page.
    const forged = await pageOf(
      erika,
      `/kundenbereich/dokumente?antrag=${reference}&fehler=%3Cb%3Ehallo%3C%2Fb%3E`,
    );
    expect(forged.status).toBe(200);
    expect(forged.text).not.toContain('<b>hallo');
    expect(forged.text).not.toContain('data-testid="upload-error"');
    expect(forged.text).not.toContain('role="alert"');
  });

  it("answers 404 to another account, to a guessed reference and for another account's upload", async () => {
    const foreign = await pageOf(max, `/kundenbereich/dokumente?antrag=${reference}`);
    expect(foreign.status).toBe(404);
    expect(foreign.text).toContain('Diesen Antrag gibt es in Ihrem Kundenbereich nicht.');
    expect(foreign.text).not.toContain('Gehaltsabrechnung');
    expect((await pageOf(erika, '/kundenbereich/dokumente?antrag=RK-0000-0000')).status).toBe(404);
    expect((await pageOf(erika, '/kundenbereich/dokumente')).status).toBe(404);
    const posted = await postForm(
      max,
      { antrag: reference, art: 'nachweis' },
      { name: 'fremd.pdf', bytes: PDF, type: 'application/pdf' },
    );
    expect(posted.status).toBe(303);
    expect((await pageOf(max, posted.headers.get('location') ?? '')).status).toBe(404);
    const { text } = await pageOf(erika, `/kundenbereich/dokumente?antrag=${reference}`);
    expect(text).not.toContain('fremd.pdf');
  });

  it('asks a guest to log in', async () => {
    const { status, text } = await pageOf(guest, `/kundenbereich/dokumente?antrag=${reference}`);
    expect(status).toBe(200);
    expect(text).toContain('Bitte melden Sie sich an');
    expect(text).not.toContain('Gehaltsabrechnung');
  });
});
