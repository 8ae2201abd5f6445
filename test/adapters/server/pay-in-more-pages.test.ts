import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAY_IN_MORE_EMPTY_MESSAGE,
  PAY_IN_MORE_NUMBER_MESSAGES,
} from '../../../domain/pay-in-more/pay-in-more';
import { maskedIban } from '../../../domain/pay-in-more/pay-in-more-debit';
import { PAY_IN_MORE_PAGE_MESSAGES } from '../../../domain/pay-in-more/pay-in-more-notice';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../fixtures/application/sample-application';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Browser } from './auth/auth-test-server';
import { ERIKA, registerAndReturn } from './auth/login-steps';
import { MAX } from './customer-area-accounts';

// The Zuzahlungs-Aktion on the real server (built pages, demo catalogue, SQLite file): offered
// for an application of Nordlicht Leben while the DEMO campaign runs (1.11.–31.12.2026 in
// Berlin, by the server's clock), to its owner only, as a plain form without JavaScript; the
// outbox worker tells the own demo insurer each request.

const OTHER_INSURER_TARIFF = 'alpenblick-versicherung-privatrente-etf';
// 31 December 2026, 23:55 in Berlin: the campaign's last minutes.
const IN_CAMPAIGN = Temporal.Instant.from('2026-12-31T22:55:00Z');
// 1 January 2027, 00:05 in Berlin: the campaign ended five minutes ago (the login still lives).
const AFTER_CAMPAIGN = Temporal.Instant.from('2026-12-31T23:05:00Z');

let server: TestServer;
let erika: Browser;
let max: Browser;
let guest: Browser;
let nordlicht: string;
let alpenblick: string;

const html = (text: string): string => text.replaceAll('&amp;', '&').replaceAll('\u00a0', ' ');
const page = async (browser: Browser, path: string): Promise<{ status: number; text: string }> => {
  const answer = await browser.get(path);
  return { status: answer.status, text: html(await answer.text()) };
};
const payInPath = (reference: string): string => `/kundenbereich/zuzahlung?antrag=${reference}`;

const apply = async (tariffId: string): Promise<string> => {
  const submitted = await erika.postJson('/api/applications', {
    form: SAMPLE_FORM,
    choice: { ...SAMPLE_CHOICE, tariffId },
    consents: ALL_CONSENTS,
    idempotencyKey: `test-key-${randomUUID()}`,
  });
  expect(submitted.status).toBe(200);
  return ((await submitted.json()) as { reference: string }).reference;
};

beforeAll(async () => {
  server = await startTestServer({
    removeDataDir: true,
    testRoutes: true,
    config: (origin) => ({ publicUrl: origin, loginUrl: `${origin}/login` }),
  });
  server.clock.set(IN_CAMPAIGN);
  erika = new Browser(server.url);
  max = new Browser(server.url);
  guest = new Browser(server.url);
  await registerAndReturn(erika, ERIKA);
  await registerAndReturn(max, MAX);
  nordlicht = await apply(SAMPLE_CHOICE.tariffId);
  alpenblick = await apply(OTHER_INSURER_TARIFF);
}, 60_000);

afterAll(async () => server.close());

interface ApplicationJson {
  readonly reference: string;
  readonly payInMoreOffer: unknown;
  readonly identification: unknown;
}

const applicationsJson = async (browser: Browser): Promise<readonly ApplicationJson[]> => {
  const answer = await browser.get('/api/customer/applications');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  return ((await answer.json()) as { applications: ApplicationJson[] }).applications;
};

describe('Zuzahlungs-Aktion', () => {
  it('offers the campaign in Meine Anträge for the campaign insurer’s application only', async () => {
    const { text } = await page(erika, '/kundenbereich');
    expect([...text.matchAll(/Zuzahlungs-Aktion \(Demo\)/g)]).toHaveLength(1);
    expect(text).toContain(payInPath(nordlicht));
    expect(text).not.toContain(payInPath(alpenblick));
    const other = await page(erika, payInPath(alpenblick));
    expect(other.status).toBe(404);
    expect(other.text).toContain(PAY_IN_MORE_PAGE_MESSAGES.unavailable);
    expect(other.text).not.toContain('data-testid="payin-form"');
  });

  it('stores a valid request and lists it after the redirect', async () => {
    const form = await page(erika, payInPath(nordlicht));
    expect(form.status).toBe(200);
    expect(form.text).toMatch(/<h1[^>]*>Zuzahlungs-Aktion \(Demo\)<\/h1>/);
    expect(form.text).toContain('data-testid="payin-form"');
    // When and how it is debited (issue 32, finding 4): the application's account, masked.
    expect(form.text).toContain('Wann und wie wird abgebucht?');
    expect(form.text).toContain(
      `per SEPA-Lastschrift von dem Konto ab, das Sie im Antrag angegeben haben (${SAMPLE_FORM.accountHolder}, IBAN ${maskedIban(SAMPLE_FORM.iban)}) – innerhalb von 5 Bankarbeitstagen`,
    );
    expect(form.text).not.toContain(SAMPLE_FORM.iban);
    const posted = await erika.postForm(payInPath(nordlicht), {
      einmalzahlung: '2.000',
      monatsbeitrag: '',
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location.startsWith(`${payInPath(nordlicht)}&eingegangen=`)).toBe(true);
    const after = await page(erika, location);
    expect(after.text).toContain('Ihre Zuzahlung über 2.000,00 € ist eingegangen');
    expect(after.text).toContain('data-testid="payin-requests"');
    const raised = await erika.postForm(payInPath(nordlicht), {
      einmalzahlung: '',
      monatsbeitrag: '25,50',
    });
    expect(raised.status).toBe(303);
    const both = await page(erika, payInPath(nordlicht));
    expect(both.text).toContain('Ihre Zuzahlung über 2.000,00 € ist eingegangen');
    expect(both.text).toContain('Ihre Erhöhung des Monatsbeitrags um 25,50 € ist eingegangen');
  });

  it('tells the insurer each request once and shows the day it was told', async () => {
    await expect
      .poll(
        async () => {
          const { text } = await page(erika, payInPath(nordlicht));
          return [...text.matchAll(/Stand: an den Versicherer übermittelt am 31\.12\.2026/g)]
            .length;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(2);
    const ledger = (await (await fetch(`${server.url}/demo-insurer/__test/ledger`)).json()) as {
      payInMore: Record<string, { reference: string; oneTimeCents: number | null }>;
      deliveries: Record<string, number>;
    };
    const keys = Object.keys(ledger.payInMore);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^${nordlicht}\\.pay-in-more\\.[^.]+$`));
      expect(ledger.deliveries[key]).toBe(1);
    }
    // Both were posted at the same (fixed) instant, so the order they were told in is open.
    const told = Object.values(ledger.payInMore).map((r) => r.oneTimeCents);
    expect(told).toHaveLength(2);
    expect(told).toEqual(expect.arrayContaining([200_000, null]));
  });

  it('shows each amount error at its field and stores nothing', async () => {
    const cases: readonly [Record<string, string>, string, string][] = [
      // Each with the limit it missed (issue 32); html() writes the no-break space as a space.
      [
        { einmalzahlung: '499,99' },
        'einmalzahlung',
        'Die Einmalzahlung liegt unter dem Mindestbetrag des Tarifs: mindestens 500,00 €.',
      ],
      [
        { einmalzahlung: '50.000,01' },
        'einmalzahlung',
        'Die Einmalzahlung liegt über dem Höchstbetrag des Tarifs: höchstens 50.000,00 €.',
      ],
      [
        { monatsbeitrag: '9,99' },
        'monatsbeitrag',
        'Der Beitrag liegt unter dem Mindestbeitrag des Tarifs: mindestens 10,00 €.',
      ],
      [
        { monatsbeitrag: '500,01' },
        'monatsbeitrag',
        'Der Beitrag liegt über dem Höchstbeitrag des Tarifs: höchstens 500,00 €.',
      ],
      // No number at all: said so (issue 30 finding 7), not „unter dem Mindestbetrag“.
      [{ einmalzahlung: 'viel' }, 'einmalzahlung', PAY_IN_MORE_NUMBER_MESSAGES.oneTimePayment],
      [{ einmalzahlung: 'abc' }, 'einmalzahlung', PAY_IN_MORE_NUMBER_MESSAGES.oneTimePayment],
      [{ monatsbeitrag: 'abc' }, 'monatsbeitrag', PAY_IN_MORE_NUMBER_MESSAGES.payment],
      [{ monatsbeitrag: '1e308' }, 'monatsbeitrag', PAY_IN_MORE_NUMBER_MESSAGES.payment],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await erika.postForm(payInPath(nordlicht), {
        einmalzahlung: '',
        monatsbeitrag: '',
        ...fields,
      });
      expect(answer.status).toBe(400);
      const text = html(await answer.text());
      expect(text).toMatch(
        new RegExp(`data-testid="payin-${field}-error"[^>]*>${message.replace('.', '\\.')}<`),
      );
    }
    const empty = await erika.postForm(payInPath(nordlicht), { einmalzahlung: '' });
    expect(empty.status).toBe(400);
    expect(html(await empty.text())).toContain(PAY_IN_MORE_EMPTY_MESSAGE);
    const listed = await page(erika, payInPath(nordlicht));
    expect([...listed.text.matchAll(/ist eingegangen/g)]).toHaveLength(2);
  });

  it('shows another account, a guessed reference and a guest nothing, and refuses a foreign origin', async () => {
    const other = await page(max, payInPath(nordlicht));
    expect(other.status).toBe(404);
    expect(other.text).toContain(PAY_IN_MORE_PAGE_MESSAGES.notFound);
    expect(other.text).not.toContain('2.000,00');
    expect((await max.postForm(payInPath(nordlicht), { einmalzahlung: '1000' })).status).toBe(404);
    expect((await page(erika, payInPath('RK-GERATEN'))).status).toBe(404);
    const anonymous = await page(guest, payInPath(nordlicht));
    expect(anonymous.text).toContain('Bitte melden Sie sich an');
    expect(anonymous.text).not.toContain('data-testid="payin-form"');
    const foreign = await fetch(`${server.url}${payInPath(nordlicht)}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'einmalzahlung=1000',
    });
    expect(foreign.status).toBe(403);
  });

  it('names the offer and the identification in the customer JSON API', async () => {
    const offer = {
      campaign: 'zuzahlung-nordlicht-2026',
      insurerName: 'Nordlicht Leben',
      until: '2026-12-31',
      path: payInPath(nordlicht),
    };
    const open = { status: 'open', label: 'Identifizierung offen' };
    const listed = await applicationsJson(erika);
    expect(listed.find((a) => a.reference === nordlicht)).toMatchObject({
      payInMoreOffer: offer,
      identification: open,
    });
    expect(listed.find((a) => a.reference === alpenblick)).toMatchObject({
      payInMoreOffer: null,
      identification: open,
    });
    const one = await erika.get(`/api/customer/applications/${nordlicht}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('private, no-store');
    expect(await one.json()).toMatchObject({ payInMoreOffer: offer, identification: open });
    expect((await max.get(`/api/customer/applications/${nordlicht}`)).status).toBe(404);
    expect((await guest.get('/api/customer/applications')).status).toBe(401);
    server.clock.set(AFTER_CAMPAIGN);
    try {
      const after = await applicationsJson(erika);
      expect(after.map((a) => a.payInMoreOffer)).toEqual([null, null]);
      const ended = await erika.get(`/api/customer/applications/${nordlicht}`);
      expect(await ended.json()).toMatchObject({ payInMoreOffer: null, identification: open });
    } finally {
      server.clock.set(IN_CAMPAIGN);
    }
  });

  it('follows the identification in the customer JSON API as it moves on', async () => {
    const identificationOf = async (): Promise<unknown> =>
      (
        (await (await erika.get(`/api/customer/applications/${alpenblick}`)).json()) as {
          identification: unknown;
        }
      ).identification;
    const started = await erika.postForm('/kundenbereich/identifizierung', {
      antrag: alpenblick,
      intent: 'startIdentification',
      type: 'videoIdent',
    });
    expect(started.status).toBe(303);
    expect(await identificationOf()).toEqual({
      status: 'inProgress',
      label: 'Identifizierung offen',
    });
    const demo = await page(erika, started.headers.get('location') ?? '');
    const success = demo.text.match(/href="([^"]+)" data-testid="demo-ident-success"/)?.[1] ?? '';
    expect((await erika.get(success)).status).toBe(303);
    expect(await identificationOf()).toEqual({
      status: 'done',
      label: 'Identifizierung abgeschlossen',
    });
  });

  it('offers nothing once the campaign has ended in Berlin', async () => {
    server.clock.set(AFTER_CAMPAIGN);
    try {
      const { text } = await page(erika, '/kundenbereich');
      expect(text).not.toContain('Zuzahlungs-Aktion (Demo)');
      const ended = await page(erika, payInPath(nordlicht));
      expect(ended.status).toBe(404);
      expect(ended.text).toContain(PAY_IN_MORE_PAGE_MESSAGES.unavailable);
    } finally {
      server.clock.set(IN_CAMPAIGN);
    }
  });
});
