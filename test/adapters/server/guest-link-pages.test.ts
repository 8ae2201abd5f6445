import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LINK_MESSAGES } from '../../../domain/application/guest-link';
import { idCopyUploadPath } from '../../../domain/identification/identification-paths';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import { outboxMails } from '../../support/mail-outbox';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Browser } from './auth/auth-test-server';
import { ERIKA, registerAndReturn } from './auth/login-steps';
import { page } from './customer-area-kit';
import { postUpload } from './documents/multipart-upload';

// A guest's way back to the application on the real server (built pages, SQLite file, outbox
// worker, own demo insurer, mails as .eml files): the confirmation mail carries a signed link;
// opened on another device it makes that browser the owner — the application's page, the
// identification by ID copy up to „Vom Versicherer angenommen“, and the withdrawal. A link that
// expired or was changed opens nothing; „Link erneut senden“ mails a new one, to the
// application's address only, and says the same for any reference.

const AT = Temporal.Instant.from('2026-11-27T10:00:00Z');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const LOW_PREMIUM = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=50';

let server: TestServer;

const pagePath = (reference: string): string => `/kundenbereich/antrag?antrag=${reference}`;

/** A guest applies in one browser (no login): the visitor cookie is the owner. */
const guestApplies = async (guest: Browser, searchQuery?: string): Promise<string> => {
  const submitted = await guest.postJson('/api/applications', {
    form: SAMPLE_FORM,
    choice: searchQuery === undefined ? SAMPLE_CHOICE : { ...SAMPLE_CHOICE, searchQuery },
    consents: ALL_CONSENTS,
    idempotencyKey: `test-key-${randomUUID()}`,
  });
  expect(submitted.status).toBe(200);
  return ((await submitted.json()) as { reference: string }).reference;
};

/** The decoded text of the mails whose file name starts with `prefix` (quoted-printable undone). */
const mailTexts = (prefix: string): string[] =>
  outboxMails(server.dataDir)
    .filter((mail) => mail.name.startsWith(prefix))
    .map((mail) =>
      Buffer.from(
        mail.text
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8'),
    );

const linkIn = (text: string): string => {
  const link = text.match(/https?:\/\/\S+\/antrag-link\?\S+/)?.[0];
  if (link === undefined) throw new Error('no link in the mail');
  return link;
};

const confirmationLinkOf = async (reference: string): Promise<string> => {
  await expect
    .poll(() => mailTexts(`${reference}.confirmationMail`).length, { timeout: 30_000 })
    .toBe(1);
  return linkIn(mailTexts(`${reference}.confirmationMail`)[0] ?? '');
};

/** Opens the link as a browser would: the 303 to the page, with its cookie. */
const open = async (browser: Browser, link: string): Promise<Response> => {
  const url = new URL(link);
  return browser.get(`${url.pathname}${url.search}`);
};

beforeAll(async () => {
  server = await startTestServer({
    removeDataDir: true,
    testRoutes: true,
    clockAt: AT,
    config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
  });
}, 60_000);

afterAll(async () => server.close());

describe('a guest’s signed link', () => {
  it('opens the application on another device, up to „Vom Versicherer angenommen“', async () => {
    const guest = new Browser(server.url);
    const reference = await guestApplies(guest, LOW_PREMIUM);
    const thankyou = await page(guest, `/thankyou?ref=${reference}`);
    expect(thankyou.text).toContain(`href="${pagePath(reference)}"`);
    const link = await confirmationLinkOf(reference);
    const mail = mailTexts(`${reference}.confirmationMail`)[0] ?? '';
    expect(mail).toContain('Der Link ist bis zum 27.12.2026 gültig');
    expect(mail).not.toContain('gesonderte Nachricht');

    // Another device: nothing before the link, the application after it.
    const phone = new Browser(server.url);
    expect((await page(phone, pagePath(reference))).text).not.toContain(
      `data-reference="${reference}"`,
    );
    const opened = await open(phone, link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(pagePath(reference));
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const card = await page(phone, pagePath(reference));
    expect(card.status).toBe(200);
    expect(card.text).toContain(`data-reference="${reference}"`);
    expect(card.text).toContain('Jetzt identifizieren');

    // The identification by ID copy, both sides uploaded from the phone.
    await expect
      .poll(
        async () =>
          (await page(phone, pagePath(reference))).text.includes('data-status="handedOver"'),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    const started = await phone.postForm('/kundenbereich/identifizierung', {
      antrag: reference,
      intent: 'startIdentification',
      type: 'ausweiskopie',
    });
    expect(started.status).toBe(303);
    for (const kind of ['ausweisVorderseite', 'ausweisRueckseite']) {
      const uploaded = await postUpload(
        server.url,
        { meta: { reference, kind }, fileName: `${kind}.png`, head: PNG, size: 2000 },
        { origin: server.url, cookie: phone.jar.headerFor('/api/customer/documents') },
      );
      expect(uploaded.status).toBe(201);
    }
    expect((await page(phone, idCopyUploadPath(reference))).status).toBe(200);
    await expect
      .poll(async () => (await page(phone, pagePath(reference))).text, { timeout: 60_000 })
      .toContain('Vom Versicherer angenommen');
    const accepted = await page(phone, pagePath(reference));
    expect(accepted.text).toContain('Widerruf online möglich bis 27.12.2026.');
    expect(accepted.text).toContain(`href="/kundenbereich/widerruf?antrag=${reference}"`);
  }, 120_000);

  it('takes the application into a new account („Konto anlegen“)', async () => {
    const guest = new Browser(server.url);
    const reference = await guestApplies(guest);
    const phone = new Browser(server.url);
    await open(phone, await confirmationLinkOf(reference));
    const before = await page(phone, pagePath(reference));
    expect(before.text).toContain('Konto anlegen oder anmelden');
    await registerAndReturn(
      phone,
      { ...ERIKA, email: 'gast.konto@example.de' },
      pagePath(reference),
    );
    const loggedIn = await page(phone, pagePath(reference));
    expect(loggedIn.text).toContain('In mein Kundenkonto übernehmen');
    const adopted = await phone.postForm('/kundenbereich/antrag', {
      intent: 'uebernehmen',
      antrag: reference,
    });
    expect(adopted.status).toBe(303);
    expect(adopted.headers.get('location')).toBe('/kundenbereich');
    const mine = (await (await phone.get('/api/customer/applications')).json()) as {
      applications: { reference: string }[];
    };
    expect(mine.applications.map((a) => a.reference)).toEqual([reference]);
    expect((await page(phone, pagePath(reference))).text).not.toContain('Konto anlegen');
    // The guest's first browser no longer owns what is now an account's.
    expect((await page(guest, pagePath(reference))).text).not.toContain(
      `data-reference="${reference}"`,
    );
  }, 60_000);

  it('lets the guest withdraw through the link', async () => {
    const guest = new Browser(server.url);
    const reference = await guestApplies(guest);
    const phone = new Browser(server.url);
    await open(phone, await confirmationLinkOf(reference));
    const posted = await phone.postForm(`/kundenbereich/widerruf?antrag=${reference}`, {
      widerrufen: 'ja',
    });
    expect(posted.status).toBe(303);
    expect((await page(phone, pagePath(reference))).text).toContain('Widerrufen');
  }, 60_000);

  it('opens nothing with a changed or expired link, and sends a new one on request', async () => {
    const guest = new Browser(server.url);
    const reference = await guestApplies(guest);
    const link = await confirmationLinkOf(reference);
    const stranger = new Browser(server.url);
    const changed = link.replace(/sig=[^&]+/, 'sig=AAAA');
    const refused = await open(stranger, changed);
    expect(refused.headers.get('location')).toBe(`${pagePath(reference)}&link=ungueltig`);
    const invalid = await page(stranger, refused.headers.get('location') ?? '');
    expect(invalid.text).toContain(GUEST_LINK_MESSAGES.invalid);
    expect(invalid.text).not.toContain(`data-reference="${reference}"`);

    server.clock.set(AT.add({ hours: 24 * 30 + 1 }));
    try {
      const late = await open(stranger, link);
      expect(late.headers.get('location')).toBe(`${pagePath(reference)}&link=abgelaufen`);
      const expired = await page(stranger, late.headers.get('location') ?? '');
      expect(expired.status).toBe(200);
      expect(expired.text).toContain(GUEST_LINK_MESSAGES.expired);
      expect(expired.text).toContain('Link erneut senden');

      // „Link erneut senden“: the same answer for a reference that does not exist.
      for (const asked of [reference, 'RK-2026-ZZZZZZZZ']) {
        const resend = await stranger.postForm('/kundenbereich/antrag', { antrag: asked });
        expect(resend.status).toBe(303);
        const after = await page(stranger, resend.headers.get('location') ?? '');
        expect(after.text).toContain(GUEST_LINK_MESSAGES.resent);
      }
      await expect
        .poll(
          () => mailTexts(`${reference}.`).filter((t) => /^Subject: Ihr Link/m.test(t)).length,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      const fresh = linkIn(
        mailTexts(`${reference}.`).find((t) => /^Subject: Ihr Link/m.test(t)) ?? '',
      );
      const reopened = await open(stranger, fresh);
      expect(reopened.headers.get('location')).toBe(pagePath(reference));
      expect((await page(stranger, pagePath(reference))).text).toContain(
        `data-reference="${reference}"`,
      );
      expect(mailTexts('RK-2026-ZZZZZZZZ.')).toEqual([]);
    } finally {
      server.clock.set(AT);
    }
  }, 90_000);
});
