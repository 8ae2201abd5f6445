import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../support/test-server';

// /beratung-anfragen on the real server (built pages, demo catalogue, a real SQLite file). The
// former callback page of every tariff is one flow with the booking page now (issue 29 finding
// 9): old links lead to „Rückruf statt Termin“ there, with the tariff and its product.

const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&ra=67&mp=150&pp=monthly';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN };
const OLD_FORM =
  'firstName=J%C3%BCrgen&lastName=Wei%C3%9F&phoneNumber=030+1234567&preferredTime=evening&email=&dataProtection=1';

let server: TestServer;

const pagePath = (id: string): string => `/beratung-anfragen?tariffId=${id}&${SEARCH}`;
const storedCount = (): number =>
  server.database.statement<[], { n: number }>('select count(*) as n from callback_requests').get()
    ?.n ?? 0;

beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('/beratung-anfragen: the old links', () => {
  it('lead permanently (301) to „Rückruf statt Termin“ on the booking page with the tariff and its product', async () => {
    const answer = await call(server, 'GET', pagePath('nordlicht-leben-privatrente'));
    expect(answer.status).toBe(301);
    const location = String(answer.headers.location);
    expect(location).toBe(
      '/beratung/termin?origin=tariff&product=schicht3&tariffId=nordlicht-leben-privatrente&callback=1',
    );
    const page = await call(server, 'GET', location);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Rückruf statt Termin');
    expect(page.text).toContain('name="dataProtection"');
    expect(page.text).toContain('<option value="Private Rentenversicherung" selected="">');
  });

  it('without a readable tariff or search still lead to the callback form', async () => {
    for (const path of ['/beratung-anfragen', '/beratung-anfragen?tariffId=%3Cscript%3E&pt=xyz']) {
      const answer = await call(server, 'GET', path);
      expect({ path, status: answer.status, location: answer.headers.location }).toEqual({
        path,
        status: 301,
        location: '/beratung/termin?origin=tariff&callback=1',
      });
    }
  });

  it('a form posted from a page cached before stores nothing and leads to the new form (303)', async () => {
    const before = storedCount();
    const answer = await call(server, 'POST', pagePath('t-1'), { headers: FORM, body: OLD_FORM });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(
      '/beratung/termin?origin=tariff&product=schicht3&tariffId=t-1&callback=1',
    );
    expect(storedCount()).toBe(before);
    const foreign = await call(server, 'POST', pagePath('t-1'), {
      headers: { ...FORM, origin: 'https://evil.example' },
      body: OLD_FORM,
    });
    expect(foreign.status).toBe(403);
  });
});
