import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '../../../domain/application/contract-consents';
import { VISITOR_COOKIE } from '../../../domain/device/cookies';
import { type ApiAnswer, call, cookieValue } from '../../support/api-call';
import {
  exampleApplicationForm,
  type MemoryApplicationJourney,
  memoryApplicationJourney,
} from '../../support/memory-application-journey';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../support/test-server';

// The application journey's pages on the real server (built pages in dist/, demo catalogue,
// SQLite), with the application use cases in memory until the real ones are merged.

const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&ra=67&mp=150&pp=monthly';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN };
const ALL_TICKS = 'adviceWaiver=ja&withdrawalNoticeRead=ja&dataProtection=ja';

let server: TestServer;
let journey: MemoryApplicationJourney;
let tariffId: string;
let offlineTariffId: string;

const html = (text: string): string => text.replaceAll('&amp;', '&');

/** A visitor's cookie header and id: the signed rk_visitor the server issued. */
const visitorOf = (answer: ApiAnswer): { cookie: string; id: string } => {
  const value = cookieValue(answer, VISITOR_COOKIE);
  if (value === undefined) throw new Error('no visitor cookie');
  const unsigned = decodeURIComponent(value);
  return { cookie: `${VISITOR_COOKIE}=${value}`, id: unsigned.slice(0, unsigned.lastIndexOf('.')) };
};

const contractPath = (id: string): string => `/online-contract?tariffId=${id}&${SEARCH}`;

/** A guest with a draft: the cookie of their visit. */
const guestWithDraft = async (): Promise<string> => {
  const first = await call(server, 'GET', contractPath(tariffId));
  const visitor = visitorOf(first);
  journey.saveDraft(visitor.id, exampleApplicationForm());
  return visitor.cookie;
};

const keyOf = (page: string): string => {
  const match = /name="idempotencyKey" value="([^"]+)"/.exec(page);
  if (match?.[1] === undefined) throw new Error('no idempotency key on the page');
  return match[1];
};

beforeAll(async () => {
  journey = memoryApplicationJourney();
  server = await startTestServer({
    overrides: { applicationJourney: journey },
    removeDataDir: true,
  });
  const list = await call(server, 'POST', '/api/comparison', { json: { query: SEARCH } });
  const answer = list.json as {
    results: { tariffId: string }[];
    facts: { tariffId: string; onlineContract: boolean }[];
  };
  tariffId = answer.facts.find((f) => f.onlineContract)?.tariffId ?? '';
  offlineTariffId = answer.facts.find((f) => !f.onlineContract)?.tariffId ?? '';
  expect(tariffId).not.toBe('');
  expect(offlineTariffId).not.toBe('');
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('entry: "Online abschließen" and „Beratung vereinbaren“', () => {
  it('the result list links online tariffs to /personal-login with the tariff search data', async () => {
    const page = html((await call(server, 'GET', `/result?${SEARCH}`)).text);
    expect(page).toContain('Online abschließen');
    expect(page).toContain('Beratung vereinbaren');
    const link = new RegExp(`href="/personal-login\\?tariffId=${tariffId}&([^"]+)"`).exec(page);
    expect(link?.[1]).toContain('pt=schicht3');
    expect(link?.[1]).toContain('mp=150');
    expect(page).not.toContain(`/personal-login?tariffId=${offlineTariffId}&`);
    expect(page).toContain(
      `/beratung/termin?origin=results&product=schicht3&tariffId=${offlineTariffId}"`,
    );
  });

  it('the details carry the insurance start of their figures into the link', async () => {
    const page = html(
      (await call(server, 'GET', `/tariff-details?tariffId=${tariffId}&${SEARCH}`)).text,
    );
    expect(page).toMatch(
      new RegExp(`href="/personal-login\\?tariffId=${tariffId}&[^"]*is=2026-04-01`),
    );
    const offline = html(
      (await call(server, 'GET', `/tariff-details?tariffId=${offlineTariffId}&${SEARCH}`)).text,
    );
    expect(offline).not.toContain('/personal-login?');
    expect(offline).toContain('Beratung vereinbaren');
  });

  it('the side-by-side comparison has the buttons per tariff', async () => {
    const page = html(
      (await call(server, 'GET', `/comparison?tariffIds=${tariffId},${offlineTariffId}&${SEARCH}`))
        .text,
    );
    expect(page).toContain(`/personal-login?tariffId=${tariffId}&`);
    expect(page).toContain(
      `/beratung/termin?origin=tariff&product=schicht3&tariffId=${offlineTariffId}"`,
    );
  });
});

/** The advisor-contact box of /personal-data as the server renders it: ticked or not. */
const advisorContactTicked = (page: string): boolean => {
  const box = /<input type="checkbox"[^>]*name="agreementToContactFromAdvisor"[^>]*>/.exec(
    page,
  )?.[0];
  if (box === undefined) throw new Error('no advisor-contact box on the page');
  return /\schecked=/.test(box);
};

describe('/personal-data after „Weiter ohne Konto“', () => {
  it('prefills e-mail and phone of the guest and keeps the advisor contact ticked (SPEC §3 default)', async () => {
    const login = await call(server, 'POST', '/api/auth/register-anonymous', {
      json: { login: { email: 'gast@example.org', phoneNumber: '030 1234567' } },
      headers: { origin: PUBLIC_ORIGIN },
    });
    expect(login.status).toBe(200);
    const session = cookieValue(login, 'rk_session');
    expect(session).toBeDefined();
    const answer = await call(server, 'GET', `/personal-data?tariffId=${tariffId}&${SEARCH}`, {
      headers: { cookie: `rk_session=${session}` },
    });
    expect(answer.status).toBe(200);
    const page = html(answer.text);
    expect(page).toContain('value="gast@example.org"');
    expect(advisorContactTicked(page)).toBe(true);
  });

  it('posts without JavaScript to the error summary, so an answer with messages opens there (issue 32, finding 9)', async () => {
    const answer = await call(server, 'GET', `/personal-data?tariffId=${tariffId}&${SEARCH}`);
    expect(html(answer.text)).toMatch(/<form[^>]* action="\/personal-data\?[^"]*#fehler"/);
  });

  it('a visitor without any login starts with the box ticked too', async () => {
    const answer = await call(server, 'GET', `/personal-data?tariffId=${tariffId}&${SEARCH}`);
    expect(answer.status).toBe(200);
    expect(advisorContactTicked(html(answer.text))).toBe(true);
  });
});

describe('/personal-login', () => {
  it('offers log in, register and going on without an account, each back to /personal-data', async () => {
    const here = `/personal-login?tariffId=${tariffId}&${SEARCH}`;
    const answer = await call(server, 'GET', here);
    expect(answer.status).toBe(200);
    const page = html(answer.text);
    const returnTo = encodeURIComponent(`/personal-data?tariffId=${tariffId}&${SEARCH}`);
    // Issue 32, finding 7: the login page shows only the chosen way, its „Zurück" comes here.
    for (const section of ['anmelden', 'registrieren', 'ohne-konto']) {
      expect(page).toContain(
        `href="/api/auth/login?returnTo=${returnTo}&back=${encodeURIComponent(here)}&ansicht=${section}"`,
      );
    }
    expect(page).toContain('Ohne Konto weiter');
  });

  it('without a tariff says what to do (no error screen)', async () => {
    const answer = await call(server, 'GET', '/personal-login');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Bitte wählen Sie zuerst einen Tarif');
  });
});

describe('/online-contract', () => {
  it('without a draft sends the customer to /personal-data', async () => {
    const answer = await call(server, 'GET', contractPath(tariffId));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Ihre Daten fehlen noch');
  });

  it('shows the summary, the customer data, the documents and the ticks', async () => {
    const cookie = await guestWithDraft();
    const answer = await call(server, 'GET', contractPath(tariffId), { headers: { cookie } });
    expect(answer.status).toBe(200);
    const page = answer.text;
    expect(page).toContain('Versicherungsbeginn');
    expect(page).toContain('01.04.2026');
    expect(page).toContain('Effektivkosten');
    expect(page).toContain('Maria Musterfrau');
    expect(page).toContain('DE89 •••• 3000');
    expect(page).toContain('PIB_MaMu20260315.pdf (PDF, 48 KB)');
    expect(page).toContain('AVB_MaMu20260315.pdf (PDF, 1,25 MB)');
    expect(page).toContain('Schadensersatzanspruch nach § 63 VVG');
    expect(page).toContain('30 Tagen');
    expect(page).toContain('Jetzt zahlungspflichtig abschließen');
    expect(keyOf(page)).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  it('a tariff without an online contract cannot be signed here', async () => {
    const answer = await call(server, 'GET', contractPath(offlineTariffId));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('nicht online abgeschlossen');
  });

  it('without the ticks answers 400 with the message at each box and submits nothing', async () => {
    const cookie = await guestWithDraft();
    const page = (await call(server, 'GET', contractPath(tariffId), { headers: { cookie } })).text;
    const before = journey.submissions.length;
    const answer = await call(server, 'POST', contractPath(tariffId), {
      headers: { ...FORM, cookie },
      body: `idempotencyKey=${keyOf(page)}&dataProtection=ja`,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(CONSENT_TEXTS.adviceWaiver.missing);
    expect(answer.text).toContain(CONSENT_TEXTS.withdrawalNoticeRead.missing);
    expect(answer.text).not.toContain(CONSENT_TEXTS.dataProtection.missing);
    // The tick that was given stays ticked.
    expect(answer.text).toMatch(/<input[^>]*name="dataProtection"[^>]*checked/);
    expect(answer.text).not.toMatch(/<input[^>]*name="adviceWaiver"[^>]*checked/);
    expect(journey.submissions.length).toBe(before);
  });

  it('submits once per key: a double post answers the same application', async () => {
    const cookie = await guestWithDraft();
    const page = (await call(server, 'GET', contractPath(tariffId), { headers: { cookie } })).text;
    const body = `idempotencyKey=${keyOf(page)}&${ALL_TICKS}`;
    const count = journey.applications.length;
    const [first, second] = await Promise.all([
      call(server, 'POST', contractPath(tariffId), { headers: { ...FORM, cookie }, body }),
      call(server, 'POST', contractPath(tariffId), { headers: { ...FORM, cookie }, body }),
    ]);
    expect(first.status).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    expect(String(first.headers.location)).toMatch(/^\/thankyou\?ref=RK-2026-\d{6}$/);
    expect(journey.applications.length).toBe(count + 1);
    const submitted = journey.submissions.at(-1);
    expect(submitted?.choice).toEqual({
      product: 'schicht3',
      tariffId,
      searchQuery: SEARCH,
    });
    expect(submitted?.consents).toEqual({
      adviceWaiver: true,
      withdrawalNoticeRead: true,
      dataProtection: true,
    });

    const thanks = await call(server, 'GET', String(first.headers.location), {
      headers: { cookie },
    });
    expect(thanks.status).toBe(200);
    const reference = String(first.headers.location).split('=')[1] ?? '';
    expect(thanks.text).toContain(reference);
    expect(thanks.text).toContain('Identifizierung');
    expect(html(thanks.text)).toContain(`/application/${reference}/documents/antrag`);

    // Another visitor (no cookie) and a guessed reference: not found.
    const stranger = await call(server, 'GET', String(first.headers.location));
    expect(stranger.status).toBe(404);
    expect(stranger.text).not.toContain('Identifizierung');
    const guessed = await call(server, 'GET', '/thankyou?ref=RK-2026-999999', {
      headers: { cookie },
    });
    expect(guessed.status).toBe(404);
    const strangerError = await call(server, 'GET', `/thankyou-error?ref=${reference}`);
    expect(strangerError.status).toBe(404);
  });

  it('refuses a post from a foreign page (CSRF)', async () => {
    const answer = await call(server, 'POST', contractPath(tariffId), {
      headers: { ...FORM, origin: 'https://evil.example' },
      body: ALL_TICKS,
    });
    expect(answer.status).toBe(403);
  });

  it('not stored: /thankyou-error keeps everything and "Erneut versuchen" posts the same key', async () => {
    const cookie = await guestWithDraft();
    const page = (await call(server, 'GET', contractPath(tariffId), { headers: { cookie } })).text;
    const key = keyOf(page);
    journey.failStore = true;
    try {
      const failed = await call(server, 'POST', contractPath(tariffId), {
        headers: { ...FORM, cookie },
        body: `idempotencyKey=${key}&${ALL_TICKS}`,
      });
      expect(failed.status).toBe(303);
      const location = String(failed.headers.location);
      expect(location).toMatch(/^\/thankyou-error\?tariffId=/);
      expect(location).toContain(`idempotencyKey=${key}`);
      const error = await call(server, 'GET', location, { headers: { cookie } });
      expect(error.status).toBe(200);
      expect(error.text).toContain('nicht gespeichert');
      expect(error.text).toContain('0800 123 45 67');
      expect(error.text).toContain('Erneut versuchen');
      expect(error.text).toContain(`name="idempotencyKey" value="${key}"`);
    } finally {
      journey.failStore = false;
    }
    const retried = await call(server, 'POST', contractPath(tariffId), {
      headers: { ...FORM, cookie },
      body: `idempotencyKey=${key}&${ALL_TICKS}`,
    });
    expect(retried.status).toBe(303);
    expect(String(retried.headers.location)).toMatch(/^\/thankyou\?ref=/);
  });

  it('back from /thankyou and sending again answers the first application; a retry after a failed hand-over is a new one', async () => {
    const cookie = await guestWithDraft();
    const load = async (path: string): Promise<string> =>
      keyOf((await call(server, 'GET', path, { headers: { cookie } })).text);
    const key = await load(contractPath(tariffId));
    expect(await load(contractPath(tariffId))).toBe(key);
    const post = (k: string) =>
      call(server, 'POST', contractPath(tariffId), {
        headers: { ...FORM, cookie },
        body: `idempotencyKey=${k}&${ALL_TICKS}`,
      });
    const first = String((await post(key)).headers.location);
    expect(String((await post(await load(contractPath(tariffId)))).headers.location)).toBe(first);
    const reference = first.split('=')[1] ?? '';
    journey.setStatus(reference, 'failed');
    const error = await call(server, 'GET', `/thankyou-error?ref=${reference}`, {
      headers: { cookie },
    });
    const retryUrl = /href="(\/online-contract\?[^"]*)"/.exec(html(error.text))?.[1] ?? '';
    expect(retryUrl).toContain(`retryOf=${reference}`);
    const retryKey = await load(retryUrl);
    expect(retryKey).not.toBe(key);
    expect(await load(retryUrl)).toBe(retryKey);
    const retried = String((await post(retryKey)).headers.location);
    expect(retried).not.toBe(first);
    expect(String((await post(await load(retryUrl))).headers.location)).toBe(retried);
  });

  it('a hand-over that failed for good leads from /thankyou to /thankyou-error', async () => {
    const cookie = await guestWithDraft();
    const page = (await call(server, 'GET', contractPath(tariffId), { headers: { cookie } })).text;
    const posted = await call(server, 'POST', contractPath(tariffId), {
      headers: { ...FORM, cookie },
      body: `idempotencyKey=${keyOf(page)}&${ALL_TICKS}`,
    });
    const reference = String(posted.headers.location).split('=')[1] ?? '';
    journey.setStatus(reference, 'failed');
    const thanks = await call(server, 'GET', `/thankyou?ref=${reference}`, { headers: { cookie } });
    expect(thanks.status).toBe(302);
    expect(thanks.headers.location).toBe(`/thankyou-error?ref=${reference}`);
    const error = await call(server, 'GET', `/thankyou-error?ref=${reference}`, {
      headers: { cookie },
    });
    expect(error.status).toBe(200);
    expect(error.text).toContain('nicht an den Versicherer übermittelt');
    expect(html(error.text)).toContain(`href="/online-contract?tariffId=${tariffId}&`);
  });
});

describe('/social-login-closing', () => {
  it('without JavaScript links on to the return address, a foreign one to the start page', async () => {
    const own = await call(
      server,
      'GET',
      '/social-login-closing?returnTo=%2Fpersonal-data%3Fa%3D1',
    );
    expect(html(own.text)).toContain('href="/personal-data?a=1"');
    const foreign = await call(server, 'GET', '/social-login-closing?returnTo=%2F%2Fevil.example');
    expect(foreign.text).not.toContain('href="//evil.example"');
    expect(foreign.text).toContain('href="/"');
  });
});

describe('caching of the pages with personal data', () => {
  it('keeps no copy of the application pages (back asks the server again); other pages revalidate', async () => {
    for (const path of [
      `/personal-data?tariffId=${tariffId}&${SEARCH}`,
      contractPath(tariffId),
      '/thankyou?ref=RK-2026-000000',
      '/thankyou-error',
    ]) {
      const answer = await call(server, 'GET', path);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
    }
    const result = await call(server, 'GET', `/result?${SEARCH}`);
    expect(result.headers['cache-control']).toBe('private, no-cache');
  });
});
