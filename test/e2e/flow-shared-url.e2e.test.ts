import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductType } from '../../domain/products/product-type';
import { resultPresentationOf } from '../../domain/result-view/result-presentation';
import { ensureCliBuilt, RENTE_BIN } from '../cli/cli-build';
import { setUpRig } from '../support/browser-rig';
import { ROOT } from '../support/built-server';
import { finish, flowPage, type ShownRow, shownRows } from './flow-kit';
import { hydrated } from './shell-kit';

// A shared result URL opened in a fresh browser shows the same list as `rente compare`
// for that URL — the same tariffs in the same order with the same figures as displayed. The
// built CLI (bin/rente.js → dist/cli/rente.mjs) runs as a child process, as support staff run it.

const SHARED = [
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden&sort=effectiveCosts',
  'js=Angestellter&bd=1990-01-01&pt=riester&pi=1&egs=45000&mp=100&tg=2.5',
  'js=Beamter&bd=1978-09-30&pt=ruerup&mp=250&si=klassisch&oce=1',
  'bd=1955-02-03&pt=sofort&otp=50000&pgp=5',
];

interface CliJson {
  readonly total: number;
  readonly shown: number;
  readonly results: readonly { readonly tariffId: string; readonly capitalAtRetirement: number }[];
}

const rente = (...args: string[]): string =>
  execFileSync(process.execPath, [RENTE_BIN, ...args], { cwd: ROOT, encoding: 'utf8' });

const euro = (n: number): string =>
  `${n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;

/** The CLI table's rows: Nr., Versicherer, Tarif, Beitrag, Garantierte/Prognostizierte Rente, … */
/** The table's rows: the lines after the head „Nr. …“ (a wish notice may stand above it). */
const tableRows = (table: string): string[][] => {
  const lines = table.trimEnd().split('\n');
  return lines
    .slice(lines.findIndex((line) => line.startsWith('Nr.')) + 1)
    .map((line) => line.trim().split(/ {2,}/));
};

beforeAll(() => {
  ensureCliBuilt();
}, 300_000);
const rig = setUpRig(300_000);

describe('a shared result URL (issue 7)', () => {
  it.each(SHARED)(
    'shows the list of `rente compare` in a fresh browser: %s',
    async (query) => {
      const flow = await flowPage(rig.browser, rig.server.url);
      await flow.page.goto(`${rig.server.url}/result?${query}`);
      await hydrated(flow.page);
      const shared = flow.page.url();
      const shown = await shownRows(flow.page);
      const count = await flow.page.getByTestId('result-count').textContent();

      const json = JSON.parse(rente('compare', shared, '--json')) as CliJson;
      const table = rente('compare', shared);
      expect(json.results.length).toBeGreaterThan(1);
      expect(count).toBe(`${json.shown} von ${json.total} Tarifen`);
      expect(table.split('\n')[0]).toContain(`${json.shown} von ${json.total} Tarifen`);
      expect(shown.map((r) => r.tariffId)).toEqual(json.results.map((r) => r.tariffId));
      const printed = tableRows(table);
      const product = new URLSearchParams(query).get('pt') as ProductType | null;
      const { showsCapital } = resultPresentationOf(product ?? undefined);
      expect(printed).toHaveLength(shown.length);
      for (const [i, row] of shown.entries()) {
        const [nr, insurer, tariff, , guaranteed, projected, , costs, grade, id] = printed[i] ?? [];
        const asPrinted: ShownRow = {
          tariffId: id ?? '',
          insurer: insurer ?? '',
          tariff: tariff ?? '',
          grade: grade ?? '',
          guaranteedPension: guaranteed ?? '',
          projectedPension: projected ?? '',
          // A Sofortrente's card shows no capital at pension start (nothing is saved first).
          capitalAtRetirement: showsCapital
            ? euro(json.results[i]?.capitalAtRetirement ?? Number.NaN)
            : '',
          effectiveCosts: costs ?? '',
        };
        expect(nr).toBe(String(i + 1));
        expect(row).toEqual(asPrinted);
      }
      await finish(flow);
    },
    60_000,
  );
});
