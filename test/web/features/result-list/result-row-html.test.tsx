import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../../../adapters/catalogue/file-tariff-catalogue.adapter';
import { FixedClockAdapter } from '../../../../adapters/memory/fixed-clock.adapter';
import type { ComparisonRow } from '../../../../domain/comparison/comparison-row';
import { resultPresentationOf } from '../../../../domain/result-view/result-presentation';
import {
  type ComparisonAnswer,
  makeCompareQuery,
} from '../../../../ports/use-cases/compare-tariffs.use-case';
import { ResultRow } from '../../../../web/features/result-list/result-row';
import { resultRowsHtml } from '../../../../web/features/result-list/result-row-html';

// The result rows written without React (issue 31 finding 3) must be byte for byte what
// renderToString writes, or the browser's hydration would not match: every product type, wishes,
// pay-in errors, Riester allowances, every flag of the row, and hostile text.

const compareQuery = makeCompareQuery({
  catalogue: new FileTariffCatalogue(DEMO_CATALOGUE_FILE),
  clock: new FixedClockAdapter(Temporal.Instant.from('2026-11-22T10:00:00Z')),
});

const QUERIES = [
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden',
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=klassisch&bg=100',
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&aotp=1&otp=5000&bg=80&pgp=10',
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=30',
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=4900',
  'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&sort=grade&oce=1&pes=1&ts=exzellent&tg=1.5',
  'js=Angestellter&bd=1985-04-12&pt=riester&egs=40000&mp=100&im=1&sjb=Beamter&noc=2&cb=2015-03-01',
  'js=Angestellter&bd=1980-06-15&pt=ruerup&mp=250',
  'bd=1955-03-02&pt=sofort&otp=50000',
  'bd=1985-04-12&pt=s3einmalzahlung&otp=20000',
];

const answers: { query: string; answer: ComparisonAnswer }[] = [];
for (const query of QUERIES) {
  const answer = await compareQuery(query);
  if (!answer.ok) throw new Error(`${query}: ${answer.error.message}`);
  answers.push({ query, answer: answer.value });
}

interface Flags {
  readonly showPoints: boolean;
  readonly checked: boolean;
  readonly locked: boolean;
  readonly canSave: boolean;
  readonly listUrl: string;
}

const rowsOf = (query: string, answer: ComparisonAnswer, flags: Flags, rows = answer.results) =>
  rows.map((row, index) => (
    <ResultRow
      key={row.tariffId}
      position={index + 1}
      row={row}
      facts={answer.facts.find((f) => f.tariffId === row.tariffId) ?? null}
      wishes={answer.wishes}
      query={query}
      insuranceStart={answer.insuranceStart}
      showPoints={flags.showPoints}
      checked={flags.checked}
      locked={flags.locked}
      onToggle={() => undefined}
      presentation={resultPresentationOf(
        query.includes('pt=sofort')
          ? 'sofort'
          : query.includes('einmal')
            ? 's3einmalzahlung'
            : 'schicht3',
      )}
      canSave={flags.canSave}
      listUrl={flags.listUrl}
    />
  ));

/** Every combination of the row's flags; the return address with characters to escape. */
const ALL_FLAGS = (query: string): Flags[] =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((bits) => ({
    showPoints: (bits & 1) !== 0,
    checked: (bits & 2) !== 0,
    locked: (bits & 4) !== 0,
    canSave: (bits & 8) !== 0,
    listUrl: bits % 3 === 0 ? `/result?${query}` : '/result?a=1&b="<x>"',
  }));

/** Equal text; on a difference the part around the first differing character, readable. */
const expectSameHtml = (ours: string | null, theirs: string, label: string): void => {
  const text = ours ?? '';
  let at = 0;
  while (at < theirs.length && text[at] === theirs[at]) at++;
  expect(text.slice(Math.max(0, at - 80), at + 120), label).toBe(
    theirs.slice(Math.max(0, at - 80), at + 120),
  );
  expect(text).toBe(theirs);
};

const PLAIN: Flags = {
  showPoints: false,
  checked: false,
  locked: false,
  canSave: false,
  listUrl: '',
};

describe('resultRowsHtml', () => {
  it('writes the rows of real comparisons exactly as renderToString does', () => {
    let rows = 0;
    for (const { query, answer } of answers) {
      for (const flags of ALL_FLAGS(query)) {
        const elements = rowsOf(query, answer, flags);
        expectSameHtml(resultRowsHtml(elements), renderToString(elements), query);
        rows += elements.length;
      }
    }
    // Every kind of row was met: wishes missed, pay-in errors, allowances, promotions, online.
    const all = answers.flatMap(({ answer }) => answer.results);
    expect(all.some((r) => r.payInError !== null)).toBe(true);
    expect(all.some((r) => r.riesterAllowances !== null)).toBe(true);
    expect(all.some((r) => r.wishMismatches.length > 0)).toBe(true);
    const facts = answers.flatMap(({ answer }) => answer.facts);
    expect(facts.some((f) => f.promotion !== null)).toBe(true);
    expect(facts.some((f) => f.onlineContract)).toBe(true);
    expect(facts.some((f) => !f.onlineContract)).toBe(true);
    expect(rows).toBeGreaterThan(200);
  });

  it('escapes hostile names, ids and return addresses as React does', () => {
    const { query, answer } = answers[0] as { query: string; answer: ComparisonAnswer };
    const text = fc.string({
      unit: fc.constantFrom('a', '<', '>', '&', '"', "'", 'ä', '/', ' ', '“'),
    });
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        fc.boolean(),
        (tariffName, insurerName, id, list, save) => {
          const row: ComparisonRow = {
            ...(answer.results[0] as ComparisonRow),
            tariffName,
            insurerName,
            tariffId: id,
          };
          const flags = { ...PLAIN, canSave: save, listUrl: `/result?${list}` };
          const elements = rowsOf(query, answer, flags, [row]);
          expectSameHtml(resultRowsHtml(elements), renderToString(elements), tariffName);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves anything but result rows to React', () => {
    expect(resultRowsHtml([])).toBeNull();
    expect(resultRowsHtml(<p>x</p>)).toBeNull();
    expect(resultRowsHtml([<p key="a">x</p>])).toBeNull();
    const { query, answer } = answers[0] as { query: string; answer: ComparisonAnswer };
    expect(resultRowsHtml([...rowsOf(query, answer, PLAIN), <p key="b">x</p>])).toBeNull();
  });
});
