import qs from 'qs';
import { afterAll, bench, describe } from 'vitest';
import { decodeSearchQuery } from '../../domain/search-data/decode';
import { encodeSearchQuery } from '../../domain/search-data/encode';
import { loadAverageLine } from './measure';

// A typical comparison query: 22 keys as the portal writes them.
const TYPICAL =
  'js=Angestellter&bd=1985-04-12&pi=1&pct=0&egs=52000&im=1&noc=2&cb=2015-03-01,2018-07-22' +
  '&pt=schicht3&is=2027-01-01&ra=67&mp=150&si=fondsgebunden&bg=80&pp=monthly&fst=esgSoft' +
  '&wp1=100094&wp2=sea_google_rv&oce=1&ts=gut_oder_besser&tg=2.5&if=1,4,6';

// The same with escapes and '+': a job situation with umlauts and a keyword.
const ESCAPED =
  'js=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&bd=1962-11-30&pi=0&pct=1&egs=18500.5' +
  '&im=0&pt=riester&is=2026-12-01&ra=67&mp=175.25&si=hybrid&bg=100&pp=yearly&fst=euStrict' +
  '&wp1=100094&wp2=sea_google_rv&keyword=riester%20rente%20f%C3%BCr%20beamte&oce=0&isf=EU_strikt&if=25,26,29';

// Both must decode without error and without unknown keys, or the comparison would be unfair.
for (const query of [TYPICAL, ESCAPED]) {
  const result = decodeSearchQuery(query);
  if (!result.ok || result.value.unknownKeys.length > 0)
    throw new Error(`bad bench query ${query}`);
}

let sink = 0;
const ours = (query: string): void => {
  const result = decodeSearchQuery(query);
  if (result.ok) sink += result.value.unknownKeys.length + 1;
};
const withQs = (query: string): void => {
  sink += Object.keys(qs.parse(query)).length;
};
const withUrlSearchParams = (query: string): void => {
  sink += new URLSearchParams(query).size;
};

for (const [name, query] of [
  ['typical query (22 keys)', TYPICAL],
  ['escaped query (21 keys)', ESCAPED],
] as const) {
  describe(`search-data decode: ${name}`, () => {
    bench('decodeSearchQuery (split + typing + validation)', () => ours(query));
    bench('qs.parse (split only, untyped)', () => withQs(query));
    bench('new URLSearchParams (split only, untyped)', () => withUrlSearchParams(query));
  });
}

describe('search-data encode', () => {
  const decoded = decodeSearchQuery(TYPICAL);
  if (!decoded.ok) throw new Error(decoded.error.message);
  const search = decoded.value;
  bench('encodeSearchQuery', () => {
    sink += encodeSearchQuery(search).length;
  });
  bench('qs.stringify (peer)', () => {
    sink += qs.stringify({ ...search.searchData, ...search.filters }).length;
  });
});

// Own timing loop: alternating rounds, the median nanoseconds per call, and the ratios.
const nsPerCall = (fn: (q: string) => void, query: string, calls: number): number => {
  const start = performance.now();
  for (let i = 0; i < calls; i++) fn(query);
  return ((performance.now() - start) * 1e6) / calls;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const compare = (name: string, query: string): void => {
  const contenders = { ours, qs: withQs, URLSearchParams: withUrlSearchParams };
  const rounds: Record<keyof typeof contenders, number[]> = {
    ours: [],
    qs: [],
    URLSearchParams: [],
  };
  for (const fn of Object.values(contenders)) nsPerCall(fn, query, 20_000);
  for (let round = 0; round < 15; round++) {
    for (const [key, fn] of Object.entries(contenders)) {
      rounds[key as keyof typeof contenders].push(nsPerCall(fn, query, 5_000));
    }
  }
  const own = median(rounds.ours);
  const peerQs = median(rounds.qs);
  const peerUsp = median(rounds.URLSearchParams);
  const ratio = (peer: number): string => {
    const times = peer / own;
    return times >= 1 ? `${times.toFixed(2)}× faster` : `${(1 / times).toFixed(2)}× slower`;
  };
  console.log(
    [
      `search-data decode, ${name} (median of 15 alternating rounds):`,
      `  decodeSearchQuery (split + typing + validation) ${own.toFixed(0)} ns/call`,
      `  qs.parse alone             ${peerQs.toFixed(0)} ns/call`,
      `  new URLSearchParams alone  ${peerUsp.toFixed(0)} ns/call`,
      `ratio: decodeSearchQuery vs qs.parse, ${name}: ${ratio(peerQs)} (goal: not slower; rounds ${rounds.qs.map((q, i) => (q / (rounds.ours[i] ?? Number.NaN)).toFixed(2)).join(', ')})`,
      `ratio: decodeSearchQuery vs URLSearchParams, ${name}: ${ratio(peerUsp)}`,
    ].join('\n'),
  );
};

afterAll(() => {
  const load = loadAverageLine();
  compare('typical query (22 keys)', TYPICAL);
  compare('escaped query (21 keys)', ESCAPED);
  console.log(`${load} → ${loadAverageLine()}`);
  if (sink === 0) console.log('(sink)');
}, 120_000);
