import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadHint } from '../../domain/documents/upload-form';
import {
  UPLOAD_TYPE_MESSAGE,
  uploadTooLargeMessage,
} from '../../domain/documents/uploaded-document';
import { formatFileSize } from '../../domain/format/file-size';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../fixtures/application/sample-application';
import {
  checkPage,
  journeyPage,
  onJourneyPath,
  screenshot,
  setUpApplicationRig,
} from '../support/application-journey-rig';
import { DESKTOP_VIEW, downloadedBytes, PHONE_VIEW } from '../support/browser-rig';
import { fillRegistration } from './shell-kit';

// The „Dokumente“ page in Chromium: a logged-in customer opens it from Meine Anträge, uploads a
// PDF and a PNG, sees both listed with their shortened names and sizes and downloads one —
// with JavaScript (axe-core at 390 and 1280 px) and without it (the plain form post and 303).

const PATH = '/kundenbereich/dokumente';
const PDF_NAME = 'Gehaltsabrechnung für den Monat März 2026 (Kopie).pdf';
const PNG_NAME = 'Personalausweis Vorderseite Foto vom Handy.png';
const PDF_SHOWN = 'Gehaltsabrechnung ....pie).pdf';
const PNG_SHOWN = 'Personalausweis Vo....andy.png';

/** A file of `size` bytes that starts with the type's magic bytes. */
const fileOf = (head: readonly number[] | string, size: number): Buffer => {
  const bytes = Buffer.alloc(size, 0x20);
  (typeof head === 'string' ? Buffer.from(head) : Buffer.from(head)).copy(bytes);
  return bytes;
};
const PDF = fileOf('%PDF-1.7\n% Rentenkompass Nachweis\n', 3_000);
const PNG = fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 150_000);
const GIF = fileOf('GIF89a', 500);

/** The server's cap here (UPLOAD_MAX_BYTES): a file over it is a few MB, not 200. */
const CAP = 4 * 1024 * 1024;

const rig = setUpApplicationRig(undefined, async () => ({ UPLOAD_MAX_BYTES: String(CAP) }));

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** Chooses the file and the kind in the page's one upload form and sends it. */
const upload = async (
  page: Page,
  file: { readonly name: string; readonly mimeType: string; readonly buffer: Buffer },
  kind: string,
): Promise<void> => {
  const form = page.getByTestId('upload-form');
  await form.getByLabel('Art des Dokuments').selectOption({ label: kind });
  await form.getByLabel('Datei', { exact: true }).setInputFiles(file);
  await form.getByRole('button', { name: 'Hochladen' }).click();
};

const listedUploads = (page: Page): Promise<string[]> =>
  page
    .getByTestId('uploads')
    .locator('> li')
    .evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()));

let reference = '';
let loggedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

describe('the „Dokumente“ page in Chromium', () => {
  it('with JavaScript at 390 and 1280 px: from Meine Anträge, a PDF and a PNG uploaded, listed and downloaded', async () => {
    const { context, page, problems } = await journeyPage(rig, {
      ...PHONE_VIEW,
      acceptDownloads: true,
    });
    contexts.push(context);
    const base = rig.server.url;
    await page.goto(`${base}/kundenbereich`);
    await onJourneyPath(page, '/kundenbereich');
    await page.getByTestId('area-login').getByRole('link', { name: 'Anmelden' }).click();
    await fillRegistration(page, {
      firstName: 'Jörg',
      lastName: 'Weißmüller',
      email: 'joerg.dokumente@example.org',
      points: false,
    });
    await onJourneyPath(page, '/kundenbereich');
    const submitted = await page.request.post(`${base}/api/applications`, {
      headers: { origin: base },
      data: {
        form: SAMPLE_FORM,
        choice: SAMPLE_CHOICE,
        consents: ALL_CONSENTS,
        idempotencyKey: `e2e-key-${randomUUID()}`,
      },
    });
    expect(submitted.status()).toBe(200);
    reference = ((await submitted.json()) as { reference: string }).reference;
    loggedIn = await context.storageState();

    await page.reload();
    await onJourneyPath(page, '/kundenbereich');
    await page.getByTestId('area-documents').first().click();
    await onJourneyPath(page, PATH);
    expect(new URL(page.url()).searchParams.get('antrag')).toBe(reference);
    await expect.poll(() => page.getByTestId('uploads-empty').isVisible()).toBe(true);
    await checkPage(page, 'documents-empty-390.png');

    // A GIF is refused: the German message at the form.
    await upload(page, { name: 'ausweis.gif', mimeType: 'image/gif', buffer: GIF }, 'Nachweis');
    await page.waitForURL(/fehler=typ/);
    await onJourneyPath(page, PATH);
    await expect
      .poll(() => page.getByTestId('upload-error').textContent())
      .toBe(UPLOAD_TYPE_MESSAGE);
    await checkPage(page, 'documents-error-390.png');

    await upload(page, { name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF }, 'Nachweis');
    await page.waitForURL(/hochgeladen=1/);
    await onJourneyPath(page, PATH);
    await upload(
      page,
      { name: PNG_NAME, mimeType: 'image/png', buffer: PNG },
      'Ausweis – Vorderseite',
    );
    await page.waitForURL(/hochgeladen=1/);
    await onJourneyPath(page, PATH);
    await expect.poll(() => page.getByTestId('upload-notice').isVisible()).toBe(true);
    await expect
      .poll(() => listedUploads(page))
      .toEqual([
        `${PDF_SHOWN}Nachweis, ${formatFileSize(PDF.length)}`,
        `${PNG_SHOWN}Ausweis – Vorderseite, ${formatFileSize(PNG.length)}`,
      ]);

    // The PNG downloads with its SPEC §9 name and its own bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: PNG_SHOWN }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^AusweisVorderseite_JüM\d{8}\.png$/);
    expect((await downloadedBytes(download)).equals(PNG)).toBe(true);

    await checkPage(page, 'documents-filled-390.png');
    // The Ausweiskopie view of the last upload leads back to the form for any kind.
    await page.getByTestId('upload-other').click();
    await onJourneyPath(page, PATH);
    await expect.poll(() => page.getByTestId('upload-form').isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP_VIEW.viewport);
    await checkPage(page, 'documents-filled-1280.png');
    expect(problems).toEqual([]);
  });

  it('without JavaScript: the plain form uploads (303 back), the Ausweiskopie front and back', async () => {
    if (loggedIn === undefined) throw new Error('the first test logs the customer in');
    const context = await rig.browser.newContext({
      ...DESKTOP_VIEW,
      javaScriptEnabled: false,
      storageState: loggedIn,
    });
    contexts.push(context);
    const page = await context.newPage();
    const base = rig.server.url;
    await page.goto(`${base}${PATH}?antrag=${reference}&art=ausweis`);
    await onJourneyPath(page, PATH, false);
    const send = async (
      formId: string,
      file: { readonly name: string; readonly mimeType: string; readonly buffer: Buffer },
    ): Promise<void> => {
      const form = page.getByTestId(formId);
      await form.getByLabel('Datei', { exact: true }).setInputFiles(file);
      await form.getByRole('button', { name: 'Hochladen' }).click();
    };
    await send('ausweis-vorne-form', { name: 'vorne.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForURL(/art=ausweis&hochgeladen=1/);
    await send('ausweis-hinten-form', {
      name: 'hinten.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    // The same URL again: the list itself tells when the second answer has arrived.
    await expect
      .poll(async () => (await listedUploads(page)).slice(-2))
      .toEqual([
        `vorne.pngAusweis – Vorderseite, ${formatFileSize(PNG.length)}`,
        `hinten.pdfAusweis – Rückseite, ${formatFileSize(PDF.length)}`,
      ]);
    expect(new URL(page.url()).search).toBe(`?antrag=${reference}&art=ausweis&hochgeladen=1`);
    expect(await page.getByTestId('upload-notice').isVisible()).toBe(true);
    await screenshot(page, 'documents-no-js-1280.png');

    // Another account's page: 404, also without JavaScript.
    const stranger = await rig.browser.newContext({ ...PHONE_VIEW, javaScriptEnabled: false });
    contexts.push(stranger);
    const other = await stranger.newPage();
    const answer = await other.goto(`${base}${PATH}?antrag=${reference}`);
    // A guest is asked to log in; nothing of the application shows.
    expect(answer?.status()).toBe(200);
    expect(await other.getByTestId('area-login').isVisible()).toBe(true);
    expect(await other.content()).not.toContain('vorne.png');
  });

  it('with JavaScript at 390 and 1280 px: a file over the cap gets the message at the field and is not sent', async () => {
    if (loggedIn === undefined) throw new Error('the first test logs the customer in');
    // A sparse file: the cap and one byte on paper, almost nothing on the disk.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-too-large-'));
    const file = path.join(folder, 'Video vom Handy.pdf');
    fs.writeFileSync(file, '%PDF-1.7\n');
    fs.truncateSync(file, CAP + 1);
    try {
      const { context, page, problems } = await journeyPage(rig, {
        ...PHONE_VIEW,
        storageState: loggedIn,
      });
      contexts.push(context);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.goto(`${rig.server.url}${PATH}?antrag=${reference}`);
      await onJourneyPath(page, PATH);
      const before = await listedUploads(page);
      const form = page.getByTestId('upload-form');
      const input = form.getByLabel('Datei', { exact: true });
      // The hint and the message name the server's cap, not 200 MB.
      expect(await form.getByText(uploadHint(CAP)).isVisible()).toBe(true);
      await input.setInputFiles(file);
      await expect
        .poll(() => form.getByTestId('upload-error').textContent())
        .toBe(uploadTooLargeMessage(CAP));
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      await form.getByRole('button', { name: 'Hochladen' }).click();
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(new URL(page.url()).search).toBe(`?antrag=${reference}`);
      expect(posts).toEqual([]);
      expect(await listedUploads(page)).toEqual(before);
      await checkPage(page, 'documents-too-large-390.png');
      await page.setViewportSize(DESKTOP_VIEW.viewport);
      await checkPage(page, 'documents-too-large-1280.png');
      // A smaller file clears the message again.
      await input.setInputFiles({ name: 'klein.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect.poll(() => form.getByTestId('upload-error').count()).toBe(0);
      expect(posts).toEqual([]);
      // The 303 of a form post without JavaScript lands on the same message with the same cap.
      await page.goto(`${rig.server.url}${PATH}?antrag=${reference}&fehler=zu-gross`);
      expect(await form.getByTestId('upload-error').textContent()).toBe(uploadTooLargeMessage(CAP));
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
