import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_DOCUMENT_IDS } from '../../../domain/application/application-documents';
import { SAMPLE_CHOICE } from '../../fixtures/application/sample-application';
import type { TestServer } from '../../support/test-server';
import type { Browser } from './auth/auth-test-server';
import {
  htmlOf,
  pageOf,
  startWithTwoAccounts,
  submitSampleApplication,
} from './customer-area-accounts';

// The customer area on the real server (built pages, demo catalogue, SQLite file): two accounts
// and a guest; nobody sees or changes another customer's applications, documents or Merkzettel.

const SEARCH = SAMPLE_CHOICE.searchQuery;

let server: TestServer;
let erika: Browser;
let max: Browser;
let guest: Browser;
let reference: string;

const saveTariff = (browser: Browser, tariffId: string, query = SEARCH): Promise<Response> =>
  browser.postForm('/kundenbereich/merkzettel', {
    intent: 'save',
    kind: 'tariff',
    tariffId,
    query,
    returnTo: `/tariff-details?tariffId=${tariffId}&${query}`,
  });

const entryIdsOf = (text: string): string[] =>
  [...text.matchAll(/name="id" value="([^"]+)"/g)].map((m) => m[1] ?? '');

beforeAll(async () => {
  ({ server, erika, max, guest } = await startWithTwoAccounts());
  reference = await submitSampleApplication(erika);
}, 60_000);

afterAll(async () => server.close());

describe('Meine Anträge (/kundenbereich)', () => {
  it("shows the account's application with tariff, status, contribution and its documents", async () => {
    const { status, text } = await pageOf(erika, '/kundenbereich');
    expect(status).toBe(200);
    expect(text).toContain(reference);
    expect(text).toContain('Privatrente Invest ETF');
    expect(text).toContain('Private Rentenversicherung');
    expect(text).toContain('150,00\u00a0€ mtl.');
    expect(text).toMatch(
      /Eingegangen, wird an den Versicherer übermittelt|An den Versicherer übermittelt/,
    );
    for (const id of APPLICATION_DOCUMENT_IDS) {
      expect(text).toContain(`/application/${reference}/documents/${id}`);
    }
    // SPEC §9: downloaded names with the type prefix and initials (and the reference, DECISIONS); a list makes no document, so
    // the size (in KB) shows once one was opened.
    expect(text).toMatch(/_[A-ZÄÖÜ][a-zäöüß][A-ZÄÖÜ]\d{8}_RK-\d{4}-[A-Z0-9]{8}\.pdf \(PDF\)/);
    expect((await erika.get(`/application/${reference}/documents/antrag`)).status).toBe(200);
    expect((await pageOf(erika, '/kundenbereich')).text).toMatch(
      /_[A-ZÄÖÜ][a-zäöüß][A-ZÄÖÜ]\d{8}_RK-\d{4}-[A-Z0-9]{8}\.pdf \(PDF, \d+\sKB\)/,
    );
    // Erika is a points member: her balance is shown.
    expect(text).toContain('data-testid="area-points"');
    // Never cached: one customer's data.
    expect((await erika.get('/kundenbereich')).headers.get('cache-control')).toBe(
      'private, no-store',
    );
  });

  it('downloads the PDF for its owner only; another account and guessed ids get 404', async () => {
    const own = await erika.get(`/application/${reference}/documents/antrag`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await max.get(`/application/${reference}/documents/antrag`)).status).toBe(404);
    expect((await guest.get(`/application/${reference}/documents/antrag`)).status).toBe(404);
    expect((await erika.get('/application/RK-2026-ZZZZZZZZ/documents/antrag')).status).toBe(404);
    expect((await erika.get(`/application/${reference}/documents/passwort`)).status).toBe(404);
    expect((await max.get(`/thankyou?ref=${reference}`)).status).toBe(404);
    expect((await max.get(`/api/applications/${reference}`)).status).toBe(404);
  });

  it("shows another account none of Erika's applications, and no points without membership", async () => {
    const { status, text } = await pageOf(max, '/kundenbereich');
    expect(status).toBe(200);
    expect(text).not.toContain(reference);
    expect(text).toContain('Noch keine Anträge');
    expect(text).not.toContain('data-testid="area-points"');
  });

  it('asks a guest to log in and shows nothing else', async () => {
    const { status, text } = await pageOf(guest, '/kundenbereich');
    expect(status).toBe(200);
    expect(text).toContain('Bitte melden Sie sich an');
    expect(text).toContain('/api/auth/login?returnTo=%2Fkundenbereich');
    expect(text).not.toContain(reference);
  });

  it('links the header’s „Kundenbereich“ to the area when logged in, to the login otherwise', async () => {
    expect((await pageOf(erika, '/grades-explanation')).text).toMatch(
      /<a class="rk-header__link" href="\/kundenbereich">Kundenbereich<\/a>/,
    );
    expect((await pageOf(guest, '/grades-explanation')).text).toMatch(
      /<a class="rk-header__link" href="\/api\/auth\/login\?returnTo=[^"]*">Kundenbereich<\/a>/,
    );
  });
});

describe('Merkzettel (/kundenbereich/merkzettel)', () => {
  const tariffId = SAMPLE_CHOICE.tariffId;

  it('saves a tariff with a form POST, once, back on its page at the „Gemerkt“ notice; the entry shows its pensions and grade', async () => {
    const saved = await saveTariff(erika, tariffId);
    expect(saved.status).toBe(303);
    // Issue 32 finding 10: the customer stays on the page the „Merken“ was on.
    expect(saved.headers.get('location')).toBe(
      `/tariff-details?tariffId=${tariffId}&${SEARCH}#gemerkt-${tariffId}`,
    );
    await saveTariff(erika, tariffId);
    const { text } = await pageOf(erika, '/kundenbereich/merkzettel');
    expect(entryIdsOf(text)).toHaveLength(1);
    expect(text).toContain(`href="/tariff-details?tariffId=${tariffId}&js=Angestellter`);
    expect(text).toContain('Privatrente Invest ETF');
    // The same figures as the tariff's details page for the saved search.
    const details = htmlOf(
      (await pageOf(erika, `/tariff-details?tariffId=${tariffId}&${SEARCH}`)).text,
    );
    const shown = (testId: string): string =>
      new RegExp(`data-testid="${testId}">([^<]+)<`).exec(details)?.[1] ?? 'missing';
    const entry = htmlOf(text);
    expect(entry).toContain(
      `<dd data-figure="guaranteedPension">${shown('detail-guaranteed-pension')} mtl.</dd>`,
    );
    expect(entry).toContain(
      `<dd data-figure="projectedPension">${shown('detail-projected-pension')} mtl.</dd>`,
    );
    expect(entry).toMatch(
      new RegExp(
        `<dt>Note</dt><dd data-figure="grade">${shown('detail-grade')} \\((sehr gut|gut|befriedigend|ausreichend|mangelhaft)\\)</dd>`,
      ),
    );
  });

  it('saves a whole comparison and a result row, each back on the list as shown', async () => {
    const comparison = await erika.postForm('/kundenbereich/merkzettel', {
      intent: 'save',
      kind: 'comparison',
      tariffId: '',
      query: `${SEARCH}&pp=monthly`,
      returnTo: `/result?${SEARCH}`,
    });
    expect(comparison.status).toBe(303);
    expect(comparison.headers.get('location')).toBe(`/result?${SEARCH}#gemerkt-vergleich`);
    // A result row's button posts the list's form: the search as its hidden fields, the list as
    // shown in the button's form action.
    const listFields = {
      compare: '1',
      ...Object.fromEntries(new URLSearchParams(SEARCH)),
      tarif: 'some-ticked-tariff',
      merken: 'ostseewind-leben-privatrente-etf',
    };
    const shownList = `/result?${SEARCH}&anzahl=20`;
    const row = await erika.postForm(
      `/kundenbereich/merkzettel?returnTo=${encodeURIComponent(shownList)}`,
      listFields,
    );
    expect(row.status).toBe(303);
    expect(row.headers.get('location')).toBe(
      `${shownList}#gemerkt-ostseewind-leben-privatrente-etf`,
    );
    // Without the list (an older page): the list of the saved search.
    const plain = await erika.postForm('/kundenbereich/merkzettel', listFields);
    expect(plain.headers.get('location')).toBe(
      '/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150#gemerkt-ostseewind-leben-privatrente-etf',
    );
    const { text } = await pageOf(erika, '/kundenbereich/merkzettel');
    expect(entryIdsOf(text)).toHaveLength(3);
    expect(text).toContain(
      'href="/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly"',
    );
    expect(text).toContain('Private Rentenversicherung, 150,00\u00a0€ mtl.');
    expect(text).toContain('href="/tariff-details?tariffId=ostseewind-leben-privatrente-etf&');
  });

  it('never sends the customer to another site after saving (no open redirect)', async () => {
    for (const target of [
      'https://evil.example/result',
      '//evil.example/result',
      '/\\evil.example/result',
      `http://evil.example${new URL(server.url).port === '' ? '' : `:${new URL(server.url).port}`}/result`,
    ]) {
      const answer = await erika.postForm(
        `/kundenbereich/merkzettel?returnTo=${encodeURIComponent(target)}`,
        { ...Object.fromEntries(new URLSearchParams(SEARCH)), merken: tariffId },
      );
      expect(answer.status, target).toBe(303);
      expect(answer.headers.get('location'), target).toBe(
        `/kundenbereich/merkzettel#gemerkt-${tariffId}`,
      );
    }
  });

  it('refuses an unknown tariff and a broken search with the German message', async () => {
    const unknown = await saveTariff(erika, 'gibt-es-nicht');
    expect(unknown.status).toBe(400);
    expect(htmlOf(await unknown.text())).toContain('Dieser Eintrag kann nicht gemerkt werden.');
    const broken = await saveTariff(erika, tariffId, 'pt=schicht3&mp=abc');
    expect(broken.status).toBe(400);
  });

  it("keeps each account's Merkzettel its own: another account can neither see nor remove it", async () => {
    const erikas = entryIdsOf((await pageOf(erika, '/kundenbereich/merkzettel')).text);
    const maxPage = await pageOf(max, '/kundenbereich/merkzettel');
    expect(maxPage.text).toContain('Ihr Merkzettel ist leer');
    for (const id of [...erikas, 'geraten-123']) {
      const removed = await max.postForm('/kundenbereich/merkzettel', { intent: 'remove', id });
      expect(removed.status).toBe(404);
    }
    expect(entryIdsOf((await pageOf(erika, '/kundenbereich/merkzettel')).text)).toEqual(erikas);
  });

  it('removes an entry of the own Merkzettel', async () => {
    const [first, ...rest] = entryIdsOf((await pageOf(erika, '/kundenbereich/merkzettel')).text);
    const removed = await erika.postForm('/kundenbereich/merkzettel', {
      intent: 'remove',
      id: first ?? '',
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/kundenbereich/merkzettel?entfernt=1');
    expect(entryIdsOf((await pageOf(erika, '/kundenbereich/merkzettel')).text)).toEqual(rest);
  });

  it('sends a guest to the login and stores nothing; a foreign origin is refused', async () => {
    const saved = await saveTariff(guest, tariffId);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toMatch(
      /^\/api\/auth\/login\?returnTo=%2Ftariff-details/,
    );
    const foreign = await fetch(`${server.url}/kundenbereich/merkzettel`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: erika.jar.headerFor('/'),
      },
      body: new URLSearchParams({
        intent: 'save',
        kind: 'tariff',
        tariffId,
        query: SEARCH,
      }).toString(),
    });
    expect(foreign.status).toBe(403);
  });

  it('offers „Merken“ and „Vergleich merken“ to logged-in customers only', async () => {
    const own = (await pageOf(erika, `/result?${SEARCH}`)).text;
    expect(own).toContain('Vergleich merken');
    expect(own).toMatch(/formMethod="post"|formmethod="post"/);
    const details = (await pageOf(erika, `/tariff-details?tariffId=${tariffId}&${SEARCH}`)).text;
    expect(details).toContain('data-testid="watchlist-save"');
    const guestList = (await pageOf(guest, `/result?${SEARCH}`)).text;
    expect(guestList).not.toContain('Vergleich merken');
    expect(guestList).not.toContain('data-testid="watchlist-save"');
  });
});
