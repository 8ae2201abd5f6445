import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../support/test-server';
import { rente } from '../run-cli';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const SCHICHT3 = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';
const URL = `https://www.rentenkompass.de/vergleich/ergebnis?${SCHICHT3}&pp=monthly`;

interface JsonRow {
  readonly tariffId: string;
  readonly insurerId: number;
  readonly projectedPension: number;
  readonly effectiveCosts: number | null;
  readonly payInError: string | null;
}
interface JsonAnswer {
  readonly total: number;
  readonly shown: number;
  readonly wishes: unknown;
  readonly results: readonly JsonRow[];
}

const JSON_KEYS = [
  'tariffId',
  'insurerId',
  'insurerName',
  'tariffName',
  'monthlyContribution',
  'guaranteedPension',
  'projectedPension',
  'assumedReturns',
  'capitalAtRetirement',
  'effectiveCosts',
  'grade',
  'points',
  'payInError',
  'beitragsGarantie',
  'wishMismatches',
];

describe('rente compare', () => {
  it('prints how many are shown, that it is demo data, and a German table', async () => {
    const run = await rente(['compare', URL, '--top', '3']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^Angezeigt: die ersten 3 von \d+ Tarifen – Demodaten \(fiktive Versicherer und Tarife\)$/,
    );
    expect(lines[1]).toMatch(
      /^Nr\. +Versicherer +Tarif +Beitrag +Garantierte Rente +Prognostizierte Rente +Annahme +Effektivkosten +Note +Tarif-ID$/,
    );
    expect(lines).toHaveLength(5);
    for (const row of lines.slice(2)) {
      // contribution, two pensions, Effektivkosten and a grade like 1,5 — German number format.
      expect(row).toMatch(
        /150,00\u00a0€ mtl\. +[\d.]+,\d\d\u00a0€ +[\d.]+,\d\d\u00a0€ +\S.* vor Kosten +\d,\d\d\u00a0% +\d,\d +[a-z0-9-]+$/,
      );
    }
  });

  it('answers the issue 6 JSON in the order shown; --top shortens the list only', async () => {
    const all = (await rente(['compare', URL, '--json'])).json<JsonAnswer>();
    expect(all.shown).toBe(all.total);
    expect(all.results).toHaveLength(all.shown);
    for (const row of all.results) expect(Object.keys(row)).toEqual(JSON_KEYS);
    const pensions = all.results.map((r) => r.projectedPension);
    expect(pensions).toEqual([...pensions].sort((a, b) => b - a));
    const top = (await rente(['compare', URL, '--json', '--top', '4'])).json<JsonAnswer>();
    expect(top).toEqual({
      total: all.total,
      shown: all.shown,
      wishes: all.wishes,
      results: all.results.slice(0, 4),
    });
  });

  it('names the wishes with counts and marks the tariffs short of them (issue 16 item 1)', async () => {
    const run = await rente(['compare', `${URL}&bg=100`]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[1]).toMatch(
      /^\d+ von \d+ Tarifen entsprechen Ihrer Wahl \(Beitragsgarantie mindestens 100\u00a0%\)\. \d+ Tarife erfüllen Ihren Wunsch nicht; sie stehen weiter unten und sind markiert\.$/,
    );
    expect(run.stdout).toContain(
      'Erfüllt Ihren Wunsch nicht: Beitragsgarantie nur 50\u00a0% statt 100\u00a0%',
    );
    const json = (await rente(['compare', `${URL}&bg=100`, '--json'])).json<JsonAnswer>();
    expect(json.wishes).toMatchObject({ investmentType: null, beitragsGarantie: 100 });
    expect(json.results[0]).toMatchObject({ beitragsGarantie: 100, wishMismatches: [] });
  });

  it('applies the filters and the sort order of the URL', async () => {
    const run = await rente(['compare', `${URL}&if=1,4&sort=effectiveCosts`, '--json']);
    const answer = run.json<JsonAnswer>();
    const all = (await rente(['compare', URL, '--json'])).json<JsonAnswer>();
    expect(answer.total).toBe(all.total);
    expect(answer.shown).toBeLessThan(all.shown);
    expect(new Set(answer.results.map((r) => r.insurerId))).toEqual(new Set([1, 4]));
    const costs = answer.results.map((r) => r.effectiveCosts ?? 0);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const text = await rente(['compare', `${URL}&if=1,4`]);
    expect(text.stdout.split('\n')[0]).toBe(
      `Angezeigt: ${answer.shown} von ${all.total} Tarifen – Demodaten (fiktive Versicherer und Tarife)`,
    );
  });

  it('projects as of --today / --now: the same day gives the same list', async () => {
    const today = await rente(['compare', SCHICHT3, '--json', '--today', '2026-03-15']);
    const now = await rente(['compare', SCHICHT3, '--json', '--now', '2026-03-15T00:00']);
    expect(today.code).toBe(0);
    expect(now.stdout).toBe(today.stdout);
    const later = await rente(['compare', SCHICHT3, '--json', '--today', '2026-09-15']);
    expect(later.stdout).not.toBe(today.stdout);
  });

  it.each([
    [
      'riester',
      'pt=riester&js=Angestellter&bd=1990-06-15&pi=1&egs=45000&im=1&noc=1&cb=2019-03-01&mp=100',
    ],
    ['ruerup', 'pt=ruerup&js=Angestellter&bd=1975-09-30&pi=1&egs=80000&mp=500'],
    ['sofort', 'pt=sofort&bd=1960-05-01&otp=50000'],
    ['s3einmalzahlung', 'pt=s3einmalzahlung&bd=1970-05-01&otp=20000&pp=oneTime'],
  ])('lists %s tariffs', async (_product, query) => {
    const run = await rente(['compare', query, '--json']);
    expect(run.code).toBe(0);
    const answer = run.json<JsonAnswer>();
    expect(answer.shown).toBeGreaterThan(0);
    expect(answer.results.every((r) => r.projectedPension > 0)).toBe(true);
  });

  it('shows pay-in errors last with the German note; the JSON keeps the SPEC §3 code', async () => {
    // 40 € a month: inside the demo catalogue's 25–5.000 €, below some tariffs' 50 €.
    const query = 'pt=schicht3&bd=1985-04-12&mp=40';
    const json = (await rente(['compare', query, '--json'])).json<JsonAnswer>();
    expect(json.results.at(-1)?.payInError).toBe('paymentMinError');
    const text = await rente(['compare', query]);
    expect(text.stdout.split('\n')[1]).toMatch(/Hinweis$/);
    expect(text.stdout).toMatch(/Der Beitrag liegt unter dem Mindestbeitrag des Tarifs\.\n$/);
  });

  it.each([
    [
      'pt=schicht3&bd=1985-04-12&mp=5',
      'Bitte geben Sie einen Beitrag zwischen 25 € und 5.000 € im Monat ein.',
    ],
    [
      'pt=schicht3&bd=1985-04-12&mp=99999',
      'Bitte geben Sie einen Beitrag zwischen 25 € und 5.000 € im Monat ein.',
    ],
    [
      'pt=s3einmalzahlung&bd=1985-04-12&otp=100',
      'Bitte geben Sie einen Einmalbeitrag zwischen 5.000 € und 1.000.000 € ein.',
    ],
  ])('refuses %s, a contribution no tariff takes, with exit 1', async (query, message) => {
    const run = await rente(['compare', query]);
    expect(run).toEqual(
      expect.objectContaining({
        code: 1,
        stdout: '',
        stderr: `${message.replaceAll(' €', '\u00a0€')}\n`,
      }),
    );
  });

  it.each([
    [`${SCHICHT3}&pi=ja`, 'Couldnt parse value: ja to boolean'],
    ['pt=schicht3&mp=viel', 'Couldnt parse value: viel to number'],
    ['bd=1985-04-12&mp=150', 'Bitte wählen Sie eine Produktart.'],
    ['pt=schicht3&bd=1985-04-12', 'Bitte geben Sie einen monatlichen Beitrag an.'],
  ])('refuses %s with one line on stderr, exit 1', async (query, message) => {
    const run = await rente(['compare', query]);
    expect(run).toEqual(expect.objectContaining({ code: 1, stdout: '', stderr: `${message}\n` }));
  });

  it('answers a catalogue that does not load with one line, exit 1', async () => {
    const missing = path.join(ROOT, 'test/fixtures/catalogue/fehlt.json');
    const run = await rente(['compare', SCHICHT3], { catalogueFile: missing });
    expect(run).toEqual(
      expect.objectContaining({
        code: 1,
        stdout: '',
        stderr: `catalogue file ${missing}: not found\n`,
      }),
    );
    const option = await rente(['compare', SCHICHT3, '--catalogue', missing]);
    expect(option.stderr).toBe(`catalogue file ${missing}: not found\n`);
  });

  it.each([
    [['compare']],
    [['compare', SCHICHT3, '--top', '0']],
    [['compare', SCHICHT3, '--top', 'drei']],
    [['compare', SCHICHT3, '--today', '15.03.2026']],
  ])('answers the usage error %j with exit 2', async (argv) => {
    const run = await rente(argv);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
  });
});

describe('rente compare and POST /api/comparison', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['schicht3', `${URL}&sort=grade&deviceoutput=app`],
    ['riester', 'pt=riester&js=Angestellter&bd=1990-06-15&pi=1&egs=45000&mp=100&oce=1'],
    ['sofort', 'pt=sofort&bd=1960-05-01&otp=50000&tg=2.5'],
  ])('give the same %s list: same order, same figures', async (_product, query) => {
    // api-test-server NOW: 15 March 2026, 11:00 in Berlin.
    const cli = await rente(['compare', query, '--json', '--now', '2026-03-15T11:00']);
    const api = await call(server, 'POST', '/api/comparison', {
      json: { query },
      headers: { origin: PUBLIC_ORIGIN },
    });
    expect(api.status).toBe(200);
    const body = api.json as JsonAnswer & { results: Record<string, unknown>[] };
    const pick = (row: Record<string, unknown>) =>
      Object.fromEntries(JSON_KEYS.map((key) => [key, row[key]]));
    expect(cli.json()).toEqual({
      total: body.total,
      shown: body.shown,
      wishes: body.wishes,
      results: body.results.map(pick),
    });
    expect(body.results.length).toBeGreaterThan(0);
  });

  it('give a yearly payer the yearly amount typed beside the monthly twelfth, as the API does', async () => {
    const query = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=833.33&sc=10000&pp=yearly';
    const cli = await rente(['compare', query, '--json', '--now', '2026-03-15T11:00']);
    const api = await call(server, 'POST', '/api/comparison', {
      json: { query },
      headers: { origin: PUBLIC_ORIGIN },
    });
    expect(api.status).toBe(200);
    const apiRows = (api.json as { results: Record<string, unknown>[] }).results;
    const cliRows = cli.json<{ results: Record<string, unknown>[] }>().results;
    expect(cliRows.length).toBe(apiRows.length);
    for (const [i, row] of cliRows.entries()) {
      expect(row.yearlyContribution).toBe(10000);
      expect(row.yearlyContribution).toBe(apiRows[i]?.yearlyContribution);
      expect(Object.keys(row).slice(4, 6)).toEqual(['monthlyContribution', 'yearlyContribution']);
    }
  });
});

// One number ran for minutes, or printed 'internal error'.
describe('rente compare refuses numbers outside their range', () => {
  const RIESTER = 'js=Angestellter&bd=1985-04-12&pt=riester&egs=40000&mp=100';
  const CHILDREN = 'Die Anzahl der Kinder mit Zulagenanspruch muss zwischen 0 und 15 liegen.';
  const MONTHLY = 'Der monatliche Beitrag muss zwischen 0 und 10.000.000 € liegen.';
  const ONE_TIME = 'Der Einmalbeitrag muss zwischen 0 und 10.000.000 € liegen.';

  it.each([
    [`${RIESTER}&noc=100000000`, CHILDREN],
    [`${RIESTER}&noc=1e300`, CHILDREN],
    ['js=Angestellter&bd=1985-04-12&pt=schicht3&mp=1e308', MONTHLY],
    ['js=Angestellter&bd=1985-04-12&pt=riester&mp=1e308', MONTHLY],
    ['js=Angestellter&bd=1985-04-12&pt=ruerup&mp=1e308', MONTHLY],
    ['bd=1985-04-12&pt=s3einmalzahlung&otp=1e308', ONE_TIME],
  ])(
    '%s: exit 1, the message on one stderr line, with and without --json',
    async (query, message) => {
      for (const args of [
        ['compare', query],
        ['compare', query, '--json'],
      ]) {
        const run = await rente(args);
        expect(run).toEqual(
          expect.objectContaining({ code: 1, stdout: '', stderr: `${message}\n` }),
        );
      }
    },
  );

  it('agrees with the API: the same message as POST /api/comparison', async () => {
    const server = await startTestServer();
    try {
      const query = 'bd=1985-04-12&pt=s3einmalzahlung&otp=1e308';
      const api = await call(server, 'POST', '/api/comparison', {
        json: { query },
        headers: { origin: PUBLIC_ORIGIN },
      });
      const cli = await rente(['compare', query, '--json']);
      expect(api.status).toBe(400);
      expect(cli.code).toBe(1);
      expect(`${(api.json as { error: { message: string } }).error.message}\n`).toBe(cli.stderr);
    } finally {
      await server.close();
    }
  });
});
