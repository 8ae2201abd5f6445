import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { afterAll, bench, describe } from 'vitest';
import { compareTariffs } from '../../domain/comparison/compare-tariffs';
import { projectionInputOf } from '../../domain/comparison/normalize-search';
import type { SearchData } from '../../domain/search-data/search-data';
import { parseTariffCatalogue } from '../../domain/tariffs/catalogue-parser';
import { loadAverageLine, medianMs } from './measure';

// Benchmark: one full comparison over the demo catalogue (normalisation, projection of
// every tariff of the product type, filters, ranking) against the arithmetic floor measured in
// the same run — a bare loop that accumulates the same monthly contributions at one rate for
// each of the same tariffs. Goal: at most 10× the floor. No timed assertion.

const file = path.resolve(import.meta.dirname, '../../adapters/catalogue/demo-catalogue.json');
const parsed = parseTariffCatalogue(JSON.parse(readFileSync(file, 'utf8')));
if (!parsed.ok) throw new Error(`demo catalogue: ${parsed.error[0]?.message}`);
const catalogue = parsed.value;

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');
// A typical search: born 1990, 150 € a month from 1 April 2026 to 1 June 2057 (374 months).
const SEARCH: SearchData = {
  productType: 'schicht3',
  birthday: '1990-05-15',
  monthlyPayment: 150,
  jobSituation: 'Angestellter',
  estimatedGrossYearlySalary: 52_000,
  beitragsGarantie: 80,
};
const MONTHS = 374;
const TARIFFS = catalogue.tariffs.filter((t) => t.productTypes.includes('schicht3')).length;

const first = compareTariffs(catalogue, SEARCH, {}, NOW);
if (!first.ok || first.value.total !== TARIFFS) throw new Error('bench search does not compare');

let sink = 0;
const full = (): void => {
  const result = compareTariffs(catalogue, SEARCH, {}, NOW);
  if (result.ok) sink += result.value.results[0]?.projectedPension ?? 0;
};
// The floor: the same contributions, one rate, one balance per tariff, nothing else.
const floor = (): void => {
  const growth = 1.0167 ** (1 / 12);
  for (let t = 0; t < TARIFFS; t++) {
    let balance = 0;
    for (let m = 0; m < MONTHS; m++) balance = (balance + SEARCH.monthlyPayment!) * growth;
    sink += balance;
  }
};

describe(`comparison: ${TARIFFS} schicht3 tariffs of the demo catalogue, ${MONTHS} months`, () => {
  bench('compareTariffs (normalise, project, filter, rank)', full);
  bench('floor: bare monthly accumulation per tariff', floor);
});

afterAll(() => {
  const load = loadAverageLine();
  const ours: number[] = [];
  const bare: number[] = [];
  const input: number[] = [];
  const normalise = (): void => {
    if (projectionInputOf(SEARCH, NOW).ok) sink += 1;
  };
  for (let round = 0; round < 9; round++) {
    ours.push(medianMs(full, 50, 5));
    bare.push(medianMs(floor, 200, 20));
    input.push(medianMs(normalise, 200, 20));
  }
  const median = (values: number[]): number =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const own = median(ours);
  const base = median(bare);
  console.log(
    [
      `comparison bench (${TARIFFS} tariffs × ${MONTHS} months, median of 9 alternating rounds):`,
      `  compareTariffs  ${(own * 1000).toFixed(1)} µs`,
      `  floor           ${(base * 1000).toFixed(1)} µs`,
      `  search normalisation alone (part of compareTariffs) ${(median(input) * 1000).toFixed(1)} µs`,
      `ratio: compareTariffs vs floor: ${(own / base).toFixed(2)}× (goal ≤ 10×; rounds ${ours.map((o, i) => (o / (bare[i] ?? Number.NaN)).toFixed(2)).join(', ')})`,
      `${load} → ${loadAverageLine()}`,
    ].join('\n'),
  );
  if (sink === 0) console.log('(sink)');
}, 120_000);
