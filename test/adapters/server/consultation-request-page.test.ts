import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../support/test-server';

// /beratung-anfragen on the real server (built pages, demo catalogue, a real SQLite file): the
// form posts as a document, the answer is the page itself.

const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&ra=67&mp=150&pp=monthly';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN };
const VALID =
  'firstName=J%C3%BCrgen&lastName=Wei%C3%9F&phoneNumber=030+1234567&preferredTime=evening&email=&dataProtection=1';

let server: TestServer;
let tariffId: string;

const html = (text: string): string => text.replaceAll('&amp;', '&');
const pagePath = (id: string): string => `/beratung-anfragen?tariffId=${id}&${SEARCH}`;

interface StoredRow {
  source: string;
  tariff_id: string | null;
  product: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  preferred_time: string | null;
}
const storedRows = (): StoredRow[] =>
  server.database
    .statement<[], StoredRow>(
      'select source, tariff_id, product, first_name, last_name, phone_number, email, preferred_time from callback_requests',
    )
    .all();

beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
  const list = await call(server, 'POST', '/api/comparison', { json: { query: SEARCH } });
  const answer = list.json as { facts: { tariffId: string; onlineContract: boolean }[] };
  tariffId = answer.facts.find((f) => !f.onlineContract)?.tariffId ?? '';
  expect(tariffId).not.toBe('');
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('/beratung-anfragen', () => {
  it('the result list’s "Beratung anfragen" leads to a page with the chosen tariff and the form', async () => {
    const result = html((await call(server, 'GET', `/result?${SEARCH}`)).text);
    const link = new RegExp(`href="(/beratung-anfragen\\?tariffId=${tariffId}&[^"]+)"`).exec(
      result,
    )?.[1];
    expect(link).toBeDefined();
    const page = await call(server, 'GET', link ?? '');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1');
    expect(page.text).toContain('Beratung anfragen');
    expect(page.text).toContain('data-testid="consultation-tariff"');
    for (const name of ['firstName', 'lastName', 'phoneNumber', 'preferredTime', 'email']) {
      expect(page.text).toContain(`name="${name}"`);
    }
    expect(page.text).toContain('Vormittag (Mo–Fr, 9–12 Uhr)');
    expect(page.text).toContain('Abend (Mo–Fr, 17–20 Uhr)');
  });

  it('an unknown tariff is a 404 with a way back, not a form', async () => {
    const page = await call(server, 'GET', pagePath('gibt-es-nicht'));
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('name="phoneNumber"');
    expect(page.text).toContain('Zur Ergebnisliste');
  });

  it('answers a wrong form with 400, the messages at the fields, the values kept, nothing stored', async () => {
    const before = storedRows().length;
    const answer = await call(server, 'POST', pagePath(tariffId), {
      headers: FORM,
      body: 'firstName=J%C3%BCrgen&lastName=&phoneNumber=12345&preferredTime=&email=kein-at',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Bitte geben Sie Ihren Nachnamen an.');
    expect(answer.text).toContain('Bitte geben Sie eine gültige deutsche Telefonnummer an');
    expect(answer.text).toContain('Bitte wählen Sie, wann wir Sie am besten erreichen.');
    expect(answer.text).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an.');
    expect(answer.text).toContain(
      'Bitte stimmen Sie zu, dass wir Ihre Angaben für den Rückruf verwenden dürfen.',
    );
    expect(answer.text).toContain('value="Jürgen"');
    expect(answer.text).toContain('value="12345"');
    expect(answer.text).toContain('value="kein-at"');
    expect(storedRows()).toHaveLength(before);
  });

  it('refuses a post from a foreign origin (403) and stores nothing', async () => {
    const before = storedRows().length;
    const answer = await call(server, 'POST', pagePath(tariffId), {
      headers: { ...FORM, origin: 'https://evil.example' },
      body: VALID,
    });
    expect(answer.status).toBe(403);
    expect(storedRows()).toHaveLength(before);
  });

  it('stores a valid request as callbackRequest (its own source) with the preferred time, 303 to the confirmation', async () => {
    const before = storedRows().length;
    const answer = await call(server, 'POST', pagePath(tariffId), { headers: FORM, body: VALID });
    expect(answer.status).toBe(303);
    const location = String(answer.headers.location);
    expect(location).toContain(`/beratung-anfragen?tariffId=${tariffId}&`);
    expect(location).toContain('gesendet=1');
    const confirmation = await call(server, 'GET', location);
    expect(confirmation.status).toBe(200);
    expect(confirmation.text).toContain('data-testid="consultation-stored"');
    expect(confirmation.text).toContain('Vielen Dank, wir rufen Sie an');
    expect(confirmation.text).toMatch(/href="tel:/);
    expect(confirmation.text).not.toContain('name="phoneNumber"');
    const rows = storedRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      source: 'callbackRequest',
      tariff_id: tariffId,
      product: 'schicht3',
      first_name: 'Jürgen',
      last_name: 'Weiß',
      phone_number: '030 1234567',
      email: '',
      preferred_time: 'evening',
    });
  });
});
