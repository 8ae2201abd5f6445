import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-call';
import { startTestServer, type TestServer } from '../../support/test-server';
import { rente } from '../run-cli';

const SCHICHT3 = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';
const ETF = 'ostseewind-leben-privatrente-etf';

interface Details {
  readonly demo: boolean;
  readonly row: { readonly tariffId: string; readonly projectedPension: number };
  readonly insuranceStart: string;
  readonly pensionStart: string;
  readonly yearTable: readonly { readonly year: number; readonly projectedCapital: number }[];
  readonly projection: { readonly projectedCapital: number };
  readonly features: readonly unknown[];
}

describe('rente tariff', () => {
  it('prints the figures, the year table, the costs, the features and the documents', async () => {
    const run = await rente(['tariff', ETF, SCHICHT3, '--today', '2026-03-15']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const out = run.stdout;
    expect(out.split('\n')[0]).toBe(
      `Privatrente Invest ETF – Ostseewind Leben (${ETF}) – Demodaten (fiktive Versicherer und Tarife)`,
    );
    expect(out).toMatch(/^Versicherungsbeginn +01\.04\.2026$/m);
    expect(out).toMatch(/^Rentenbeginn +01\.05\.2052$/m);
    expect(out).toMatch(/^Prognostizierte Rente +[\d.]+,\d\d\u00a0€ mtl\.$/m);
    expect(out).toMatch(/^Note +\d,\d$/m);
    expect(out).toMatch(
      /^Jahr +Alter +Eingezahlt +Kosten +Garantiert +Prognose +0,67 % +1,67 % +2,67 %$/m,
    );
    // 1 April 2026 to 1 May 2052: 26 years and a month, the last row at the pension start.
    expect(out).toMatch(/^ +27 +67 +46\.950,00\u00a0€ /m);
    expect(out).toMatch(/^Summe +[\d.]+,\d\d\u00a0€$/m);
    expect(out).toMatch(/^Merkmal +Ergebnis +Erläuterung$/m);
    expect(out).toMatch(/^ETF-Auswahl +positiv +/m);
    expect(out).toMatch(/^- Produktinformationsblatt \(.+\.pdf\)$/m);
    expect(out.trimEnd().split('\n').at(-1)).toMatch(/^Die Modellrechnung mit 0,67 %/);
  });

  it('answers --json with the details, the last year row equal to the projection', async () => {
    const run = await rente(['tariff', ETF, SCHICHT3, '--json', '--today', '2026-03-15']);
    const details = run.json<Details>();
    expect(details.demo).toBe(true);
    expect(details.row.tariffId).toBe(ETF);
    expect(details.insuranceStart).toBe('2026-04-01');
    expect(details.pensionStart).toBe('2052-05-01');
    expect(details.yearTable.at(-1)?.projectedCapital).toBe(details.projection.projectedCapital);
    expect(details.features.length).toBeGreaterThanOrEqual(20);
  });

  it('shows the same row as rente compare', async () => {
    const list = await rente(['compare', SCHICHT3, '--json']);
    const row = list.json<{ results: { tariffId: string; projectedPension: number }[] }>()
      .results[0]!;
    const details = (await rente(['tariff', row.tariffId, SCHICHT3, '--json'])).json<Details>();
    expect(details.row.projectedPension).toBe(row.projectedPension);
  });

  it.each([
    ['gibt-es-nicht', SCHICHT3, 'Diesen Tarif gibt es nicht.'],
    [
      'nordlicht-leben-sofortrente',
      SCHICHT3,
      'Dieser Tarif wird für die gewählte Produktart nicht angeboten.',
    ],
    [ETF, `${SCHICHT3}&bg=ja`, 'Couldnt parse value: ja to number'],
    [
      ETF,
      'pt=schicht3&bd=1985-04-12&mp=150&ra=75',
      'Das Rentenbeginnalter muss zwischen 62 und 70 Jahren liegen.',
    ],
    // A huge amount printed 'internal error'.
    [
      ETF,
      'pt=schicht3&bd=1985-04-12&mp=1e308',
      'Der monatliche Beitrag muss zwischen 0 und 10.000.000 € liegen.',
    ],
  ])('refuses %s for %s with one line, exit 1', async (id, query, message) => {
    const run = await rente(['tariff', id, query]);
    expect(run).toEqual(expect.objectContaining({ code: 1, stdout: '', stderr: `${message}\n` }));
  });

  it('answers a missing argument with exit 2', async () => {
    expect((await rente(['tariff', ETF])).code).toBe(2);
  });
});

describe('rente tariff and GET /api/tariffs/:id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    [ETF, SCHICHT3],
    ['nordlicht-leben-sofortrente', 'pt=sofort&bd=1960-05-01&otp=50000'],
  ])('answer the same details for %s', async (id, query) => {
    const cli = await rente(['tariff', id, query, '--json', '--now', '2026-03-15T11:00']);
    const api = await call(server, 'GET', `/api/tariffs/${id}?${query}`);
    expect(api.status).toBe(200);
    expect(cli.json()).toEqual(api.json);
  });
});
