import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Temporal } from 'temporal-polyfill';
import { afterAll, bench, describe } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../adapters/catalogue/file-tariff-catalogue.adapter';
import { FixedClockAdapter } from '../../adapters/memory/fixed-clock.adapter';
import { resultPresentationOf } from '../../domain/result-view/result-presentation';
import { makeCompareQuery } from '../../ports/use-cases/compare-tariffs.use-case';
import { ResultRow } from '../../web/features/result-list/result-row';
import { resultRowsHtml } from '../../web/features/result-list/result-row-html';
import { loadAverageLine, median, medianMs } from './measure';

// The result page's rows island for a new search (issue 31 finding 3): its first 10 rows written
// as text by resultRowsHtml against react-dom's renderToString of the same <ResultRow> elements,
// in the same run (the page's HTML is the same, result-row-html.test.tsx). No timed assertion.

const QUERY = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&si=fondsgebunden';
const ROWS = 10;
const ROUNDS = 9;

const compareQuery = makeCompareQuery({
  catalogue: new FileTariffCatalogue(DEMO_CATALOGUE_FILE),
  clock: new FixedClockAdapter(Temporal.Instant.from('2026-11-29T10:00:00Z')),
});
const answer = await compareQuery(QUERY);
if (!answer.ok) throw new Error(answer.error.message);
const { results, facts, wishes, insuranceStart } = answer.value;
const elements = results.slice(0, ROWS).map((row, index) =>
  createElement(ResultRow, {
    key: row.tariffId,
    position: index + 1,
    row,
    facts: facts.find((f) => f.tariffId === row.tariffId) ?? null,
    wishes,
    query: QUERY,
    insuranceStart,
    showPoints: false,
    checked: false,
    onToggle: () => undefined,
    presentation: resultPresentationOf('schicht3'),
    listUrl: `/result?${QUERY}`,
  }),
);
if (resultRowsHtml(elements) !== renderToString(elements)) throw new Error('not the same HTML');

let sink = 0;
const text = (): void => {
  sink += resultRowsHtml(elements)?.length ?? 0;
};
const react = (): void => {
  sink += renderToString(elements).length;
};

describe(`the first ${ROWS} result rows of a new search as HTML`, () => {
  bench('resultRowsHtml (text)', text);
  bench('renderToString (React)', react);
});

afterAll(() => {
  const ours: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(medianMs(text, 200, 20));
    peer.push(medianMs(react, 200, 20));
  }
  const list = (values: number[]): string => values.map((v) => (v * 1000).toFixed(0)).join(', ');
  console.log(
    [
      `result rows bench (${ROWS} rows, median of ${ROUNDS} alternating rounds of 200; ${sink > 0 ? 'ok' : ''}):`,
      `  resultRowsHtml  ${(median(ours) * 1000).toFixed(1)} µs (rounds ${list(ours)})`,
      `  renderToString  ${(median(peer) * 1000).toFixed(1)} µs (rounds ${list(peer)})`,
      `ratio: result rows as text vs renderToString: ${(median(peer) / median(ours)).toFixed(2)}× faster`,
      `NODE_ENV ${process.env.NODE_ENV}${process.env.NODE_ENV === 'production' ? '' : " (React's development build: the README's figure is NODE_ENV=production npx vitest bench --run --project unit test/bench/result-rows.bench.ts)"}; ${loadAverageLine()}`,
    ].join('\n'),
  );
});
