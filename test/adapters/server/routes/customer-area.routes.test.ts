import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_DOCUMENT_IDS } from '../../../../domain/application/application-documents';
import { SAMPLE_CHOICE, SAMPLE_FORM } from '../../../fixtures/application/sample-application';
import type { TestServer } from '../../../support/test-server';
import { Browser } from '../auth/auth-test-server';
import { followCallback, startLogin, submitForm } from '../auth/login-steps';
import { startWithTwoAccounts, submitSampleApplication } from '../customer-area-accounts';

// The customer area's JSON API on the real server (SQLite file, demo catalogue): two accounts,
// a guest and an anonymous login; nobody reads or changes another account's data, and guessed
// ids answer as unknown ones.

const SEARCH = SAMPLE_CHOICE.searchQuery;
const TARIFF = SAMPLE_CHOICE.tariffId;

interface ApiApplication {
  readonly reference: string;
  readonly status: string;
  readonly statusLabel: string;
  readonly statusBadge: string;
  readonly tariffName: string;
  readonly contribution: string | null;
  readonly submittedOn: string;
  readonly documents: readonly { id: string; fileName: string; size: string; url: string }[];
}
interface ApiEntry {
  readonly id: string;
  readonly kind: string;
  readonly label: string;
  readonly href: string;
}

let server: TestServer;
let erika: Browser;
let max: Browser;
let guest: Browser;
const references: string[] = [];

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/** DELETE as the browser's fetch sends it: its cookies and its own Origin. */
const remove = (browser: Browser, path: string, origin = server.url): Promise<Response> =>
  fetch(new URL(path, server.url), {
    method: 'DELETE',
    headers: { cookie: browser.jar.headerFor(path), origin },
  });

beforeAll(async () => {
  ({ server, erika, max, guest } = await startWithTwoAccounts());
  references.push(await submitSampleApplication(erika), await submitSampleApplication(erika));
}, 60_000);

afterAll(async () => server.close());

describe('GET /api/customer/applications', () => {
  it("lists the account's applications with status and download URLs, never cached", async () => {
    const answer = await erika.get('/api/customer/applications');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = await json<{ applications: ApiApplication[]; pointsBalance: number | null }>(
      answer,
    );
    expect(body.applications.map((a) => a.reference).sort()).toEqual([...references].sort());
    const [first] = body.applications;
    expect(first?.tariffName).toBe('Privatrente Invest ETF');
    expect(first?.contribution).toBe('150,00\u00a0€ mtl.');
    expect(first?.statusLabel).toMatch(/Eingegangen|übermittelt/);
    expect(first?.statusBadge).toMatch(/^(Eingegangen|Übermittelt)$/);
    expect(first?.submittedOn).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(first?.documents.map((d) => d.id)).toEqual([...APPLICATION_DOCUMENT_IDS]);
    // Erika is a points member: her balance is a number.
    expect(typeof body.pointsBalance).toBe('number');
    // Every URL downloads the PDF for its owner.
    const url = first?.documents[0]?.url ?? '';
    expect(url).toBe(`/application/${first?.reference}/documents/${first?.documents[0]?.id}`);
    const pdf = await erika.get(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect((await max.get(url)).status).toBe(404);
  });

  it('answers one own application by reference; a foreign or guessed one is 404', async () => {
    const reference = references[0] ?? '';
    const own = await erika.get(`/api/customer/applications/${reference}`);
    expect(own.status).toBe(200);
    expect((await json<ApiApplication>(own)).reference).toBe(reference);
    for (const [browser, ref] of [
      [max, reference],
      [erika, 'RK-2026-ZZZZZZZZ'],
      [erika, '../watchlist'],
    ] as const) {
      const answer = await browser.get(`/api/customer/applications/${encodeURIComponent(ref)}`);
      expect(answer.status).toBe(404);
      expect((await json<{ error: { message: string } }>(answer)).error.message).toBe(
        'Diesen Antrag gibt es nicht.',
      );
    }
  });

  it("shows another account none of Erika's applications and no points without membership", async () => {
    const body = await json<{ applications: unknown[]; pointsBalance: unknown }>(
      await max.get('/api/customer/applications'),
    );
    expect(body).toEqual({ applications: [], pointsBalance: null });
  });

  it('answers a guest and an anonymous login 401 with the German message', async () => {
    const anonymous = new Browser(server.url);
    const prepared = await startLogin(anonymous);
    await followCallback(
      anonymous,
      await submitForm(anonymous, 'anonymous', prepared, {
        email: 'anonym@example.de',
        phone: '030 1234567',
      }),
    );
    for (const browser of [guest, anonymous]) {
      for (const path of [
        '/api/customer/applications',
        `/api/customer/applications/${references[0]}`,
        '/api/customer/watchlist',
      ]) {
        const answer = await browser.get(path);
        expect(answer.status).toBe(401);
        expect(await answer.json()).toEqual({
          error: {
            kind: 'auth/login-required',
            message: 'Bitte melden Sie sich an, um Ihren Kundenbereich zu sehen.',
          },
        });
      }
    }
  });
});

describe('GET /api/customer/application-data („Daten übernehmen“)', () => {
  it("answers the personal data of the account's latest application, no IBAN or tax id", async () => {
    const answer = await erika.get('/api/customer/application-data');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = await json<{ data: { reference: string; values: Record<string, string> } }>(
      answer,
    );
    expect(references).toContain(body.data.reference);
    expect(body.data.values).toMatchObject({
      firstName: SAMPLE_FORM.personal.firstName,
      lastName: SAMPLE_FORM.personal.lastName,
      city: SAMPLE_FORM.personal.address.city,
      email: SAMPLE_FORM.personal.email,
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(SAMPLE_FORM.iban);
    expect(text).not.toContain(SAMPLE_FORM.taxId);
    expect(text).not.toContain('1985-04-12');
  });

  it('answers an account without applications null, and a guest 401', async () => {
    expect(await (await max.get('/api/customer/application-data')).json()).toEqual({ data: null });
    expect((await guest.get('/api/customer/application-data')).status).toBe(401);
  });

  it('links every application to a new comparison with its own search', async () => {
    const { applications } = await json<{ applications: { takeoverHref: string }[] }>(
      await erika.get('/api/customer/applications'),
    );
    for (const application of applications) {
      expect(application.takeoverHref).toBe(`/result?${SEARCH}`);
    }
  });
});

describe('/api/customer/watchlist', () => {
  it('saves a tariff and a comparison once each and lists them with their links', async () => {
    const tariff = await erika.postJson('/api/customer/watchlist', {
      kind: 'tariff',
      tariffId: TARIFF,
      query: SEARCH,
    });
    expect(tariff.status).toBe(201);
    const { id } = await json<{ id: string }>(tariff);
    const again = await erika.postJson('/api/customer/watchlist', {
      kind: 'tariff',
      tariffId: TARIFF,
      query: SEARCH,
    });
    expect((await json<{ id: string }>(again)).id).toBe(id);
    const comparison = await erika.postJson('/api/customer/watchlist', {
      kind: 'comparison',
      query: SEARCH,
    });
    expect(comparison.status).toBe(201);
    const { entries } = await json<{ entries: ApiEntry[] }>(
      await erika.get('/api/customer/watchlist'),
    );
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.kind === 'tariff')).toMatchObject({
      id,
      label: 'Privatrente Invest ETF',
      href: `/tariff-details?tariffId=${TARIFF}&${SEARCH}`,
    });
    expect(entries.find((e) => e.kind === 'comparison')).toMatchObject({
      label: 'Private Rentenversicherung, 150,00\u00a0€ mtl.',
      href: `/result?${SEARCH}`,
      figures: null,
    });
    // Issue 32 finding 10: a tariff entry carries the pensions and grade of its details.
    const details = await json<{
      row: { guaranteedPension: number; projectedPension: number; grade: number };
    }>(await erika.get(`/api/tariffs/${TARIFF}?${SEARCH}`));
    expect(entries.find((e) => e.kind === 'tariff')).toMatchObject({
      figures: {
        guaranteedPension: details.row.guaranteedPension,
        projectedPension: details.row.projectedPension,
        grade: details.row.grade,
      },
    });
  });

  it('refuses an unknown tariff, a broken search and a foreign field with 400', async () => {
    const bodies = [
      { kind: 'tariff', tariffId: 'gibt-es-nicht', query: SEARCH },
      { kind: 'tariff', tariffId: TARIFF, query: 'pt=schicht3&mp=abc' },
      { kind: 'tariff', tariffId: TARIFF, query: SEARCH, accountId: 'fremd' },
      { kind: 'anything', query: SEARCH },
    ];
    for (const body of bodies) {
      const answer = await erika.postJson('/api/customer/watchlist', body);
      expect(answer.status).toBe(400);
      expect((await json<{ error: { message: string } }>(answer)).error.message).toMatch(
        /Dieser Eintrag kann nicht gemerkt werden|Das Feld|Couldnt parse/,
      );
    }
  });

  it('keeps only what the comparison opens: a 1e308 contribution gets the comparison’s message', async () => {
    const cases: readonly [Record<string, string>, string][] = [
      [
        { kind: 'comparison', query: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=1e308' },
        'Der monatliche Beitrag muss zwischen 0 und 10.000.000',
      ],
      [
        {
          kind: 'tariff',
          tariffId: TARIFF,
          query: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=1e308',
        },
        'Der monatliche Beitrag muss zwischen 0 und 10.000.000',
      ],
    ];
    const before = await json<{ entries: ApiEntry[] }>(await erika.get('/api/customer/watchlist'));
    for (const [body, message] of cases) {
      const answer = await erika.postJson('/api/customer/watchlist', body);
      expect(answer.status).toBe(400);
      expect((await json<{ error: { message: string } }>(answer)).error.message).toContain(message);
    }
    const after = await json<{ entries: ApiEntry[] }>(await erika.get('/api/customer/watchlist'));
    expect(after.entries).toEqual(before.entries);
  });

  it("keeps Erika's entries from Max: he sees none and removing them or guessed ids is 404", async () => {
    const { entries } = await json<{ entries: ApiEntry[] }>(
      await max.get('/api/customer/watchlist'),
    );
    expect(entries).toEqual([]);
    const erikas = (
      await json<{ entries: ApiEntry[] }>(await erika.get('/api/customer/watchlist'))
    ).entries.map((e) => e.id);
    for (const id of [...erikas, 'geraten-123', 'a'.repeat(100)]) {
      const answer = await remove(max, `/api/customer/watchlist/${id}`);
      expect(answer.status).toBe(404);
    }
    const after = await json<{ entries: ApiEntry[] }>(await erika.get('/api/customer/watchlist'));
    expect(after.entries.map((e) => e.id)).toEqual(erikas);
  });

  it('refuses a foreign Origin on POST and DELETE with 403 and changes nothing', async () => {
    const before = await json<{ entries: ApiEntry[] }>(await erika.get('/api/customer/watchlist'));
    const id = before.entries[0]?.id ?? '';
    const removed = await remove(erika, `/api/customer/watchlist/${id}`, 'https://evil.example');
    expect(removed.status).toBe(403);
    const saved = await fetch(`${server.url}/api/customer/watchlist`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        cookie: erika.jar.headerFor('/'),
      },
      body: JSON.stringify({ kind: 'comparison', query: `${SEARCH}&pp=yearly` }),
    });
    expect(saved.status).toBe(403);
    const after = await json<{ entries: ApiEntry[] }>(await erika.get('/api/customer/watchlist'));
    expect(after.entries).toEqual(before.entries);
  });

  it('lets a guest neither save nor remove (401)', async () => {
    const saved = await guest.postJson('/api/customer/watchlist', {
      kind: 'comparison',
      query: SEARCH,
    });
    expect(saved.status).toBe(401);
    expect((await remove(guest, '/api/customer/watchlist/geraten-123')).status).toBe(401);
  });

  it('removes an own entry with 204; removing it again is 404', async () => {
    const before = await json<{ entries: ApiEntry[] }>(await erika.get('/api/customer/watchlist'));
    const [first, ...rest] = before.entries;
    const path = `/api/customer/watchlist/${first?.id}`;
    expect((await remove(erika, path)).status).toBe(204);
    expect((await remove(erika, path)).status).toBe(404);
    const after = await json<{ entries: ApiEntry[] }>(await erika.get('/api/customer/watchlist'));
    expect(after.entries).toEqual(rest);
  });
});

describe('/personal-data after „Daten übernehmen“', () => {
  const html = async (answer: Response): Promise<string> =>
    (await answer.text()).replaceAll('&amp;', '&');
  const fieldValue = (page: string, name: string): string | undefined =>
    new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0].match(/value="([^"]*)"/)?.[1];

  it('prefills the personal data of the latest application over the login, says so, keeps IBAN and tax id empty', async () => {
    // Another birthday in the search: the query's birthday wins (SPEC §3 prefill priority).
    const search = SEARCH.replace('bd=1985-04-12', 'bd=1990-01-31');
    const answer = await erika.get(`/personal-data?tariffId=${TARIFF}&${search}`);
    expect(answer.status).toBe(200);
    const page = await html(answer);
    expect(fieldValue(page, 'firstName')).toBe(SAMPLE_FORM.personal.firstName);
    expect(fieldValue(page, 'lastName')).toBe(SAMPLE_FORM.personal.lastName);
    expect(fieldValue(page, 'street')).toBe('Marienplatz');
    expect(fieldValue(page, 'postalCode')).toBe('80331');
    expect(fieldValue(page, 'email')).toBe(SAMPLE_FORM.personal.email);
    expect(fieldValue(page, 'birthday')).toBe('31.01.1990');
    expect(fieldValue(page, 'iban') ?? '').toBe('');
    expect(fieldValue(page, 'taxId') ?? '').toBe('');
    expect(page).toContain('data-testid="takeover-notice"');
    expect(page).toMatch(
      /Anrede, Name, Anschrift, E-Mail-Adresse und Telefonnummer haben wir aus Ihrem Antrag RK-[A-Z0-9-]+ vom \d\d\.\d\d\.\d{4} übernommen\./,
    );
  });

  it('prefills an account without applications from its login only, without the notice', async () => {
    const page = await html(await max.get(`/personal-data?tariffId=${TARIFF}&${SEARCH}`));
    expect(fieldValue(page, 'firstName')).toBe('Max');
    expect(fieldValue(page, 'street') ?? '').toBe('');
    expect(page).not.toContain('data-testid="takeover-notice"');
  });

  it('offers „Daten übernehmen“ on each card of Meine Anträge, to the same search', async () => {
    const page = await html(await erika.get('/kundenbereich'));
    const links = [...page.matchAll(/<a[^>]*data-testid="area-takeover"[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(references.length);
    for (const link of links) expect(link).toContain(`href="/result?${SEARCH}"`);
  });
});
