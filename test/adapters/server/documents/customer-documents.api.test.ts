import fs from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drainedFormBytesFor,
  UPLOAD_FORM_MESSAGE,
} from '../../../../adapters/server/routes/customer-documents.routes';
import { uploadsDirOf } from '../../../../adapters/server/upload-files';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  UPLOAD_META_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  uploadTooLargeMessage,
} from '../../../../domain/documents/uploaded-document';
import { formatFileSize } from '../../../../domain/format/file-size';
import { call } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';
import { submit, visitorCookieOf } from '../applications/application-kit';
import { postUpload, type UploadBody, uploadBodyLength } from './multipart-upload';

const PDF = new TextEncoder().encode('%PDF-1.7\n% Rentenkompass Testdokument\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode('GIF89a……');

/**
 * The server's cap here (UPLOAD_MAX_BYTES=4194304): the cap and the drained bound are proven with
 * a few MB instead of 200 and 512 MiB; the default's 200 MB is the config test's.
 */
const CAP = 4 * 1024 * 1024;
const TOO_LARGE_MESSAGE = uploadTooLargeMessage(CAP);

let server: TestServer;
/** The owner of `reference`, and a stranger with an application of their own. */
let owner: { cookie: string; reference: string };
let stranger: { cookie: string; reference: string };

const applicant = async (): Promise<{ cookie: string; reference: string }> => {
  const answer = await submit(server);
  expect(answer.status).toBe(200);
  return {
    cookie: visitorCookieOf(answer),
    reference: (answer.json as { reference: string }).reference,
  };
};

const headersOf = (cookie: string): Record<string, string> => ({ origin: PUBLIC_ORIGIN, cookie });

const upload = (
  who: { cookie: string },
  body: UploadBody,
  options: { readonly chunked?: boolean } = {},
) => postUpload(server.url, body, headersOf(who.cookie), options);

const storedFiles = (): string[] =>
  fs.existsSync(uploadsDirOf(server.dataDir)) ? fs.readdirSync(uploadsDirOf(server.dataDir)) : [];

beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true, config: { uploadMaxBytes: CAP } });
  owner = await applicant();
  stranger = await applicant();
});
afterAll(async () => server.close());

describe('POST /api/customer/documents', () => {
  it('stores a PDF and a PNG, lists them with SPEC §9 names and sizes, downloads the bytes', async () => {
    const pdf = await upload(owner, {
      meta: { reference: owner.reference, kind: 'nachweis' },
      fileName: 'Gehaltsabrechnung für den Monat März 2026 (Kopie).pdf',
      head: PDF,
      size: 3000,
    });
    expect(pdf.status).toBe(201);
    expect(pdf.json).toMatchObject({
      kind: 'nachweis',
      title: 'Nachweis',
      name: 'Gehaltsabrechnung ....pie).pdf',
      contentType: 'application/pdf',
      size: '3 KB',
      sizeBytes: 3000,
      // Prefix, initials of Jürgen Mustermann, the upload's day (the test clock), the type's extension.
      fileName: 'Nachweis_JüM20260315.pdf',
    });
    // A PNG sent under a PDF's name and type is a PNG: the bytes decide.
    const png = await upload(owner, {
      fields: { antrag: owner.reference, art: 'ausweisVorderseite' },
      fileName: 'ausweis.pdf',
      declaredType: 'application/pdf',
      head: PNG,
      size: 2 * 1024 * 1024 + 5000,
    });
    expect(png.status).toBe(201);
    expect(png.json).toMatchObject({
      kind: 'ausweisVorderseite',
      title: 'Ausweiskopie (Vorderseite)',
      contentType: 'image/png',
      size: '2,00 MB',
      fileName: 'AusweisVorderseite_JüM20260315.png',
    });

    const list = await call(server, 'GET', `/api/customer/documents?antrag=${owner.reference}`, {
      headers: { cookie: owner.cookie },
    });
    expect(list.status).toBe(200);
    const documents = (list.json as { documents: { id: string; url: string }[] }).documents;
    // Both at the test clock's one instant: listed in either order.
    expect(documents.map((d) => d.id).sort()).toEqual(
      [(pdf.json as { id: string }).id, (png.json as { id: string }).id].sort(),
    );
    const pdfId = (pdf.json as { id: string }).id;

    const download = await request(`${server.url}/api/customer/documents/${pdfId}`, {
      headers: { cookie: owner.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toContain(
      "filename*=UTF-8''Nachweis_J%C3%BCM20260315.pdf",
    );
    const bytes = new Uint8Array(await download.body.arrayBuffer());
    expect(bytes.length).toBe(3000);
    expect(bytes.subarray(0, PDF.length)).toEqual(PDF);
  });

  it('refuses a GIF named .pdf and declared a PDF: 400, nothing stored', async () => {
    const before = storedFiles();
    const answer = await upload(owner, {
      meta: { reference: owner.reference, kind: 'sonstiges' },
      fileName: 'vertrag.pdf',
      declaredType: 'application/pdf',
      head: GIF,
      size: 50_000,
    });
    expect(answer).toEqual({
      status: 400,
      json: { error: { kind: 'upload/type', message: UPLOAD_TYPE_MESSAGE } },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a missing or unknown meta with the German message', async () => {
    for (const meta of [undefined, { reference: owner.reference, kind: 'passfoto' }]) {
      const answer = await upload(owner, { ...(meta === undefined ? {} : { meta }), head: PDF });
      expect(answer).toEqual({
        status: 400,
        json: { error: { kind: 'upload/meta', message: UPLOAD_META_MESSAGE } },
      });
    }
  });

  it('refuses a body that is no multipart form with 400, never 500 (the fuzz run found them)', async () => {
    for (const payload of ['{', ' ', '--rk-fuzz-boundary\r\nContent-Disposition: form-data']) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/customer/documents',
        headers: {
          ...headersOf(owner.cookie),
          'content-type': 'multipart/form-data; boundary=rk-fuzz-boundary',
        },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(JSON.parse(answer.body), payload).toEqual({
        error: { kind: 'upload/form', message: UPLOAD_FORM_MESSAGE },
      });
    }
  });

  it('lets only the owner upload, list and download: everyone else gets 404', async () => {
    const mine = await upload(owner, {
      meta: { reference: owner.reference, kind: 'sonstiges' },
      head: PDF,
    });
    expect(mine.status).toBe(201);
    const id = (mine.json as { id: string }).id;
    const before = storedFiles();
    const foreign = await upload(stranger, {
      meta: { reference: owner.reference, kind: 'sonstiges' },
      head: PDF,
    });
    expect(foreign.status).toBe(404);
    expect(storedFiles()).toEqual(before);
    for (const cookie of [stranger.cookie, '']) {
      const headers: Record<string, string> = cookie === '' ? {} : { cookie };
      expect(
        (
          await call(server, 'GET', `/api/customer/documents?antrag=${owner.reference}`, {
            headers,
          })
        ).status,
      ).toBe(404);
      expect((await call(server, 'GET', `/api/customer/documents/${id}`, { headers })).status).toBe(
        404,
      );
    }
    // Guessed ids and references are the same 404.
    expect(
      (
        await call(server, 'GET', '/api/customer/documents/nicht-da', {
          headers: { cookie: owner.cookie },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(server, 'GET', '/api/customer/documents?antrag=RK-2026-AAAAAAAA', {
          headers: { cookie: owner.cookie },
        })
      ).status,
    ).toBe(404);
    // The stranger's own application lists none of the owner's files.
    const theirs = await call(
      server,
      'GET',
      `/api/customer/documents?antrag=${stranger.reference}`,
      { headers: { cookie: stranger.cookie } },
    );
    expect(theirs.json).toEqual({ documents: [] });
  });

  it('refuses a request from a foreign origin before reading it', async () => {
    const answer = await postUpload(
      server.url,
      { meta: { reference: owner.reference, kind: 'sonstiges' }, head: PDF },
      { origin: 'https://evil.example', cookie: owner.cookie },
    );
    expect(answer.status).toBe(403);
  });
});

describe('the cap of UPLOAD_MAX_BYTES (4 MiB here)', () => {
  it('names the configured cap in its message', () => {
    expect(TOO_LARGE_MESSAGE).toBe('Die Datei ist zu groß: höchstens 4 MB sind möglich.');
  });

  it('stores a file whose whole body is just at the cap', async () => {
    const body: UploadBody = {
      meta: { reference: owner.reference, kind: 'sonstiges' },
      fileName: 'gross.pdf',
      head: PDF,
      size: 0,
    };
    // The parts' headers and boundaries: the body is exactly the cap.
    const size = CAP - (uploadBodyLength(body) - PDF.length);
    const answer = await upload(owner, { ...body, size });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ sizeBytes: size, size: formatFileSize(size) });
    const id = (answer.json as { id: string }).id;
    expect(fs.statSync(path.join(uploadsDirOf(server.dataDir), id)).size).toBe(size);
  }, 60_000);

  it('refuses a declared body one byte over the cap with 413, unread', async () => {
    const before = storedFiles();
    const body: UploadBody = {
      meta: { reference: owner.reference, kind: 'sonstiges' },
      head: PDF,
      size: 0,
    };
    const answer = await upload(owner, {
      ...body,
      size: CAP - (uploadBodyLength(body) - PDF.length) + 1,
    });
    expect(answer).toEqual({
      status: 413,
      json: { error: { kind: 'upload/too-large', message: TOO_LARGE_MESSAGE } },
    });
    expect(storedFiles()).toEqual(before);
  }, 60_000);

  /** What a browser's plain form post of the „Dokumente“ page sends. */
  const pageHeaders = (): Record<string, string> => ({
    ...headersOf(owner.cookie),
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'sec-fetch-mode': 'navigate',
  });

  it("answers the page's form post just over the cap with the 303 to its message, never a cut connection", async () => {
    const before = storedFiles();
    const answer = await postUpload(
      server.url,
      {
        fields: { antrag: owner.reference, art: 'sonstiges' },
        fileName: 'video.pdf',
        head: PDF,
        size: CAP + 1,
      },
      pageHeaders(),
    );
    expect(answer).toEqual({
      status: 303,
      json: undefined,
      location: `/kundenbereich/dokumente?antrag=${owner.reference}&fehler=zu-gross`,
      sentWhole: true,
    });
    expect(storedFiles()).toEqual(before);
  }, 60_000);

  it("refuses a page's form post over the drained bound with 413, unread", async () => {
    const before = storedFiles();
    const body: UploadBody = {
      fields: { antrag: owner.reference, art: 'sonstiges' },
      head: PDF,
      size: 0,
    };
    const answer = await postUpload(
      server.url,
      { ...body, size: drainedFormBytesFor(CAP) - (uploadBodyLength(body) - PDF.length) + 1 },
      pageHeaders(),
    );
    expect(answer).toEqual({
      status: 413,
      json: { error: { kind: 'upload/too-large', message: TOO_LARGE_MESSAGE } },
    });
    expect(storedFiles()).toEqual(before);
  }, 60_000);

  it('refuses a streamed file of the cap and one byte with 413 and keeps nothing of it', async () => {
    const before = storedFiles();
    const answer = await upload(
      owner,
      {
        meta: { reference: owner.reference, kind: 'sonstiges' },
        head: PDF,
        size: CAP + 1,
      },
      { chunked: true },
    );
    expect(answer).toEqual({
      status: 413,
      json: { error: { kind: 'upload/too-large', message: TOO_LARGE_MESSAGE } },
    });
    expect(storedFiles()).toEqual(before);
  }, 60_000);
});

describe('the default cap without UPLOAD_MAX_BYTES: 200 MB (209715200 bytes)', () => {
  it('refuses a declared body one byte over 200 MB with 413 naming 200 MB, unread', async () => {
    const standard = await startTestServer({ removeDataDir: true });
    try {
      expect(standard.deps.config.uploadMaxBytes).toBe(DEFAULT_UPLOAD_MAX_BYTES);
      const body: UploadBody = {
        meta: { reference: 'RK-2026-ABCDEFGH', kind: 'sonstiges' },
        head: PDF,
        size: 0,
      };
      // Refused on its Content-Length before anything else is asked: none of the 200 MB is read.
      const answer = await postUpload(
        standard.url,
        { ...body, size: DEFAULT_UPLOAD_MAX_BYTES - (uploadBodyLength(body) - PDF.length) + 1 },
        { origin: PUBLIC_ORIGIN },
      );
      expect(answer).toEqual({
        status: 413,
        json: {
          error: {
            kind: 'upload/too-large',
            message: 'Die Datei ist zu groß: höchstens 200 MB sind möglich.',
          },
        },
      });
    } finally {
      await standard.close();
    }
  }, 60_000);
});
