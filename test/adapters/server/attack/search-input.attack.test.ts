import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../../../adapters/catalogue/file-tariff-catalogue.adapter';
import { ensureBuilt } from '../../../support/built-server';
import type { AuthTestServer } from '../auth/auth-test-server';
import { jsonPost, PORTAL, send, startPortal } from './attack-kit';

// Search input an outsider sends: numbers that once made one request run for a minute (children
// with allowance), overflow to NaN (1e308) or exceed the SPEC §9 parser limits. The API answers
// 400 in the documented shape, the pages show the message instead of the error screen, and the
// server keeps answering meanwhile.

const RIESTER = 'js=Angestellter&bd=1985-04-12&pt=riester&egs=40000&mp=100';
const ERROR_SCREEN = 'Es ist leider ein Fehler aufgetreten!';

const CHILDREN = 'Die Anzahl der Kinder mit Zulagenanspruch muss zwischen 0 und 15 liegen.';
const MONTHLY = 'Der monatliche Beitrag muss zwischen 0 und 10.000.000 € liegen.';
const ONE_TIME = 'Der Einmalbeitrag muss zwischen 0 und 10.000.000 € liegen.';
const DATE = 'Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.';
const PARAMETERS = 'Die Suchanfrage darf höchstens 1.000 Parameter enthalten.';
const LIST = 'Eine Liste der Suchanfrage darf höchstens 20 Einträge enthalten.';

let server: AuthTestServer;
beforeAll(async () => {
  ensureBuilt();
  server = await startPortal({}, { catalogue: new FileTariffCatalogue(DEMO_CATALOGUE_FILE) });
}, 180_000);
afterAll(() => server.close());

const compare = (query: string) =>
  send(server, 'POST', '/api/comparison', jsonPost({ origin: PORTAL }, { query }));

const manyParameters = (count: number): string =>
  `${RIESTER}&${Array.from({ length: count - 5 }, (_, i) => `x${i}=1`).join('&')}`;

describe('POST /api/comparison refuses search input outside its ranges with 400', () => {
  it.each([
    [`${RIESTER}&noc=100000000`, 'comparison/children', CHILDREN],
    [`${RIESTER}&noc=30000000`, 'comparison/children', CHILDREN],
    [`${RIESTER}&noc=1e300`, 'comparison/children', CHILDREN],
    [
      'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=1e308',
      'comparison/contribution-range',
      MONTHLY,
    ],
    ['js=Angestellter&bd=1985-04-12&pt=riester&mp=1e308', 'comparison/contribution-range', MONTHLY],
    ['js=Angestellter&bd=1985-04-12&pt=ruerup&mp=1e308', 'comparison/contribution-range', MONTHLY],
    [
      'js=Angestellter&bd=1985-04-12&pt=s3einmalzahlung&otp=1e308',
      'comparison/one-time-payment-range',
      ONE_TIME,
    ],
    ['js=Angestellter&bd=1500-01-01&pt=schicht3&mp=100', 'search-data/date-range', DATE],
    [manyParameters(1_001), 'search-data/parameter-limit', PARAMETERS],
    [
      `${RIESTER}&cb=${Array.from({ length: 21 }, () => '2015-01-01').join(',')}`,
      'search-data/list-limit',
      LIST,
    ],
  ])('%s', async (query, kind, message) => {
    const answer = await compare(query);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { kind, message } });
  });

  it('still answers the largest valid search: 1,000 parameters, 15 children, 20 insurer ids', async () => {
    const valid = `${RIESTER}&noc=15&if=${Array.from({ length: 20 }, (_, i) => i + 1).join(',')}`;
    expect((await compare(valid)).status).toBe(200);
    expect((await compare(manyParameters(1_000))).status).toBe(200);
  });
});

describe('the pages show the message, never the error screen', () => {
  it.each([
    `/result?${RIESTER}&noc=30000000`,
    `/result?${RIESTER}&noc=1e300`,
    '/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=1e308',
    '/tariff-details?tariffId=ostseewind-leben-privatrente-etf&js=Angestellter&bd=1985-04-12&pt=schicht3&mp=1e308',
  ])('GET %s', async (path) => {
    const answer = await send(server, 'GET', path, { headers: { accept: 'text/html' } });
    expect(answer.status).toBeLessThan(500);
    expect(answer.contentType).toBe('text/html; charset=utf-8');
    expect(answer.text).not.toContain(ERROR_SCREEN);
    const message = path.includes('noc=') ? CHILDREN : MONTHLY;
    expect(answer.text).toContain(message);
  });
});
