import Holidays from 'date-holidays';
import * as feiertage from 'feiertagejs';
import { Temporal } from 'temporal-polyfill';
import { afterAll, bench, describe } from 'vitest';
import { computeHolidaysOf, holidaysOf } from '../../domain/holidays/calendar';
import { isWorkday } from '../../domain/holidays/workdays';
import { loadAverageLine, median } from './measure';

// Benchmarks: holidays of a year and isWorkday over a year, Bavaria, against
// date-holidays and feiertagejs in the same run. Goal: at least 20x faster than date-holidays.

const FIRST_YEAR = 2000;
const YEARS = 100; // 2000–2099, so no library answers from a single cached year
const dateHolidays = new Holidays('DE', 'BY');
const dateHolidaysPublic = new Holidays('DE', 'BY', { types: ['public'] });

/** A year counter per case, stepping through 2000–2099. */
const yearCycle = (): (() => number) => {
  let i = 0;
  return () => FIRST_YEAR + (i++ % YEARS);
};

// Inputs built up front so that only the answers are timed.
const plainDays: Temporal.PlainDate[][] = [];
const jsDays: Date[][] = [];
for (let y = 0; y < YEARS; y++) {
  const year = FIRST_YEAR + y;
  const plain: Temporal.PlainDate[] = [];
  const js: Date[] = [];
  for (let d = new Temporal.PlainDate(year, 1, 1); d.year === year; d = d.add({ days: 1 })) {
    plain.push(d);
    js.push(new Date(year, d.month - 1, d.day, 12));
  }
  plainDays.push(plain);
  jsDays.push(js);
}

const isPublicHoliday = (date: Date): boolean => {
  const found = dateHolidays.isHoliday(date);
  return found !== false && found.some((holiday) => holiday.type === 'public');
};

/** Each case as a function of a year, shared by the bench cases and the ratio lines. */
const CASES = {
  holidaysOfWarm: (year: number): unknown => holidaysOf(year, 'by'),
  holidaysOfCold: (year: number): unknown => computeHolidaysOf(year, 'by'),
  dateHolidays: (year: number): unknown => dateHolidays.getHolidays(year),
  dateHolidaysPublic: (year: number): unknown => dateHolidaysPublic.getHolidays(year),
  feiertagejs: (year: number): unknown => feiertage.getHolidays(year, 'BY'),
  isWorkdayYear: (year: number): number => {
    let count = 0;
    for (const day of plainDays[year - FIRST_YEAR]!) if (isWorkday(day, 'by')) count++;
    return count;
  },
  dateHolidaysWorkdayYear: (year: number): number => {
    let count = 0;
    for (const day of jsDays[year - FIRST_YEAR]!) {
      const weekday = day.getDay();
      if (weekday !== 0 && weekday !== 6 && !isPublicHoliday(day)) count++;
    }
    return count;
  },
  feiertagejsWorkdayYear: (year: number): number => {
    let count = 0;
    for (const day of jsDays[year - FIRST_YEAR]!) {
      const weekday = day.getDay();
      if (weekday !== 0 && weekday !== 6 && !feiertage.isHoliday(day, 'BY')) count++;
    }
    return count;
  },
} as const;

type CaseName = keyof typeof CASES;

const timed = (name: CaseName, fn: (year: number) => unknown): [string, () => void] => {
  const next = yearCycle();
  return [name, () => void fn(next())];
};

const OPTIONS = { time: 400, warmupTime: 100 };
// The peers' workday loops take about a second per year: a few rounds are enough.
const SLOW = { time: 0, iterations: 3, warmupTime: 0, warmupIterations: 1 };

describe('holidays of a year, Bavaria, 2000–2099', () => {
  bench(...timed('holidaysOfWarm', CASES.holidaysOfWarm), OPTIONS);
  bench(...timed('holidaysOfCold', CASES.holidaysOfCold), OPTIONS);
  bench(...timed('dateHolidays', CASES.dateHolidays), OPTIONS);
  bench(...timed('dateHolidaysPublic', CASES.dateHolidaysPublic), OPTIONS);
  bench(...timed('feiertagejs', CASES.feiertagejs), OPTIONS);
});

describe('workday check for every day of a year, Bavaria, 2000–2099', () => {
  bench(...timed('isWorkdayYear', CASES.isWorkdayYear), OPTIONS);
  bench(...timed('dateHolidaysWorkdayYear', CASES.dateHolidaysWorkdayYear), SLOW);
  bench(...timed('feiertagejsWorkdayYear', CASES.feiertagejsWorkdayYear), SLOW);
});

/** Mean microseconds per call, stepping through the years, for at least `budget` ms. */
const meanMicros = (fn: (year: number) => unknown, budget = 300): number => {
  const next = yearCycle();
  for (let i = 0; i < 3; i++) fn(next()); // warm-up
  let calls = 0;
  const start = performance.now();
  do {
    fn(next());
    calls++;
  } while (performance.now() - start < budget);
  return ((performance.now() - start) / calls) * 1000;
};

const RATIOS: readonly [string, CaseName, CaseName][] = [
  ['holidaysOf (memo) vs date-holidays getHolidays', 'holidaysOfWarm', 'dateHolidays'],
  ['holidaysOf (cold, no memo) vs date-holidays getHolidays', 'holidaysOfCold', 'dateHolidays'],
  ['holidaysOf (cold) vs date-holidays with types: public', 'holidaysOfCold', 'dateHolidaysPublic'],
  ['holidaysOf (memo) vs feiertagejs getHolidays', 'holidaysOfWarm', 'feiertagejs'],
  ['holidaysOf (cold, no memo) vs feiertagejs getHolidays', 'holidaysOfCold', 'feiertagejs'],
  [
    'isWorkday year vs date-holidays isHoliday + weekend',
    'isWorkdayYear',
    'dateHolidaysWorkdayYear',
  ],
  ['isWorkday year vs feiertagejs isHoliday + weekend', 'isWorkdayYear', 'feiertagejsWorkdayYear'],
];

const ROUNDS = 3;

afterAll(() => {
  const load = loadAverageLine();
  const names = Object.keys(CASES) as CaseName[];
  const rounds = new Map<CaseName, number[]>(names.map((name) => [name, []]));
  // Alternating rounds: each case once per round, so a change of the machine's load hits all.
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) rounds.get(name)?.push(meanMicros(CASES[name]));
  }
  const of = (name: CaseName): readonly number[] => rounds.get(name) ?? [];
  const lines = RATIOS.map(([label, ours, peer]) => {
    const each = of(ours).map((own, i) => (of(peer)[i] ?? Number.NaN) / own);
    const ratio = median(each);
    const verdict =
      ratio >= 1 ? `${ratio.toFixed(1)}x faster` : `${(1 / ratio).toFixed(1)}x slower`;
    return `ratio: ${label}: ${verdict} (${median(of(ours)).toFixed(2)} µs vs ${median(of(peer)).toFixed(2)} µs per year; rounds ${each.map((r) => r.toFixed(1)).join(', ')})`;
  });
  process.stdout.write(
    `\nHoliday benchmark ratios (own timing loop, 2000–2099, median of ${ROUNDS} alternating rounds; goal: at least 20x faster than date-holidays):\n${lines.join('\n')}\n${load} → ${loadAverageLine()}\n`,
  );
}, 120_000);
