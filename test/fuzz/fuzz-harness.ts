import fs from 'node:fs';
import fc from 'fast-check';
import { expect, it } from 'vitest';

/**
 * The fuzz suite's runner: every parser gets generated input, and every case is
 * timed and checked. `npm test` runs FUZZ_DEFAULT_RUNS cases per parser (pure functions),
 * FUZZ_STEP_DEFAULT_RUNS per API body through each route's own validator and handler steps (the
 * server's use cases over in-memory stores) and FUZZ_SERVER_DEFAULT_RUNS per body or query sent
 * through the real server (app.inject). FUZZ_RUNS overrides all three;
 * FUZZ_SERVER_RUNS the server's alone. `npm run fuzz` sets FUZZ_RUNS (1,000,000),
 * FUZZ_SERVER_RUNS (10,000: a million injects per route would take days) and FUZZ_REPORT (a file
 * the summary lines are appended to).
 */
export const FUZZ_DEFAULT_RUNS = 10_000;

/**
 * A route's own steps run its use cases (about 1 ms a case): 40 bodies at 10,000 each cost 400 s
 * of npm test, so npm test runs a tenth; npm run fuzz the million.
 */
export const FUZZ_STEP_DEFAULT_RUNS = 1_000;

/**
 * One app.inject costs as much as hundreds of parser calls (about 10 ms; a page form's HTML,
 * more): 39 bodies at 1,000 each cost 400 s of npm test, so npm test sends 200 per body.
 */
export const FUZZ_SERVER_DEFAULT_RUNS = 200;

const runsOf = (name: string): number | null => {
  const text = process.env[name];
  if (text === undefined || text === '') return null;
  const runs = Number(text);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`${name} must be a positive integer, got '${text}'`);
  return runs;
};

/** Whether this is a long run (FUZZ_RUNS set: npm run fuzz). */
export const FUZZ_LONG_RUN = runsOf('FUZZ_RUNS') !== null;

/** Cases per parser in this run. */
export const FUZZ_RUNS = runsOf('FUZZ_RUNS') ?? FUZZ_DEFAULT_RUNS;

/** Cases per API body through the route's own steps in this run. */
export const FUZZ_STEP_RUNS = runsOf('FUZZ_RUNS') ?? FUZZ_STEP_DEFAULT_RUNS;

/** Cases per body or query through the real server: FUZZ_SERVER_RUNS, FUZZ_RUNS, or the default. */
export const FUZZ_SERVER_RUNS =
  runsOf('FUZZ_SERVER_RUNS') ?? runsOf('FUZZ_RUNS') ?? FUZZ_SERVER_DEFAULT_RUNS;

/** A long run (npm run fuzz) has no per-test timeout; npm test keeps vitest's. */
export const FUZZ_TIMEOUT_MS = FUZZ_LONG_RUN ? 24 * 3_600_000 : 120_000;

/** The seed of the run: FUZZ_SEED repeats one; otherwise a fresh one, in the summary and on failure. */
const seedOfRun = (): number => {
  const text = process.env.FUZZ_SEED;
  if (text !== undefined && text !== '') return Number(text) | 0;
  return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
};

/** One failing case: the input (shortened) and what went wrong. */
export interface FuzzFailure {
  readonly input: string;
  readonly kind: 'exception' | 'violation';
  readonly error: string;
}

/** The summary of one parser's run, as `npm run fuzz` prints it. */
export interface FuzzSummary {
  readonly parser: string;
  /** FUZZ_SEED=<seed> repeats the run. */
  readonly seed: number;
  readonly cases: number;
  readonly exceptions: number;
  readonly violations: number;
  readonly slowestMs: number;
  readonly slowestInput: string;
  readonly totalMs: number;
  readonly failures: readonly FuzzFailure[];
}

const SHOWN_INPUT = 80;

const shortenText = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const half = Math.floor((max - 5) / 2);
  return `${text.slice(0, half)} […] ${text.slice(-half)} (${text.length} chars)`;
};

/** A generated value as short readable text (fast-check's own notation, cut in the middle). */
export const shorten = (value: unknown, max = SHOWN_INPUT): string => {
  let text: string;
  try {
    text = fc.stringify(value);
  } catch {
    text = String(value);
  }
  return shortenText(text, max);
};

// Assertion errors of vitest (expect) are broken invariants; anything else the parser threw.
const kindOf = (error: unknown): FuzzFailure['kind'] =>
  error instanceof Error && error.name === 'AssertionError' ? 'violation' : 'exception';

const describeError = (error: unknown): string =>
  shortenText(
    error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error),
    300,
  );

/** Keeps the counts, the slowest case and the smallest failing inputs of one run. */
class FuzzRecorder {
  cases = 0;
  exceptions = 0;
  violations = 0;
  slowestMs = -1;
  slowestInput = '';
  private readonly failures: (FuzzFailure & { readonly size: number })[] = [];

  record(input: unknown, elapsedMs: number, error: unknown): void {
    this.cases++;
    if (elapsedMs > this.slowestMs) {
      this.slowestMs = elapsedMs;
      this.slowestInput = shorten(input);
    }
    if (error === undefined) return;
    const kind = kindOf(error);
    if (kind === 'exception') this.exceptions++;
    else this.violations++;
    const size = shorten(input, Number.MAX_SAFE_INTEGER).length;
    this.failures.push({ input: shorten(input, 400), kind, error: describeError(error), size });
    // Only the smallest few of each kind are kept: they are the ones worth reading.
    this.failures.sort((a, b) => a.size - b.size);
    const kept = new Map<FuzzFailure['kind'], number>();
    for (let i = 0; i < this.failures.length; i++) {
      const failure = this.failures[i] as FuzzFailure;
      const count = (kept.get(failure.kind) ?? 0) + 1;
      kept.set(failure.kind, count);
      if (count > 5) this.failures.splice(i--, 1);
    }
  }

  summary(parser: string, seed: number, totalMs: number): FuzzSummary {
    return {
      parser,
      seed,
      cases: this.cases,
      exceptions: this.exceptions,
      violations: this.violations,
      slowestMs: Math.max(0, this.slowestMs),
      slowestInput: this.slowestInput,
      totalMs,
      failures: this.failures.map(({ input, kind, error }) => ({ input, kind, error })),
    };
  }
}

/** A long run notes its progress every PROGRESS_EVERY cases in FUZZ_REPORT.progress, so a run
 * stopped before its end still tells how far it got. */
const PROGRESS_EVERY = 100_000;

const progress = (parser: string, recorder: FuzzRecorder, started: number): void => {
  const file = process.env.FUZZ_REPORT;
  if (file === undefined || file === '' || recorder.cases % PROGRESS_EVERY !== 0) return;
  const line = `${new Date().toISOString()} ${parser}: ${recorder.cases} cases, ${recorder.exceptions} exceptions, ${recorder.violations} broken invariants, slowest ${recorder.slowestMs.toFixed(1)} ms, ${((performance.now() - started) / 1000).toFixed(0)} s`;
  fs.appendFileSync(`${file}.progress`, `${line}\n`);
};

const report = (summary: FuzzSummary): void => {
  const file = process.env.FUZZ_REPORT;
  if (file !== undefined && file !== '') fs.appendFileSync(file, `${JSON.stringify(summary)}\n`);
};

const verdict = (summary: FuzzSummary): void => {
  report(summary);
  // Every case ran (nothing stops at the first failure), so the counts are complete; the test
  // fails with the smallest failing inputs.
  expect(
    summary.failures,
    `${summary.parser}: ${summary.exceptions} exceptions, ${summary.violations} broken invariants in ${summary.cases} cases (FUZZ_SEED=${summary.seed} repeats the run)`,
  ).toEqual([]);
};

export interface FuzzOptions {
  /** Cases of this run; FUZZ_RUNS by default (a share of it for parsers split into parts). */
  readonly runs?: number;
}

/**
 * One fuzz test: `check` runs on `runs` generated inputs; it must not throw (an exception of the
 * parser) and its expectations must hold (an invariant). Each case is timed.
 */
export const fuzz = <T>(
  parser: string,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => void,
  options: FuzzOptions = {},
): void => {
  it(
    `${parser}: never throws, always ok or a typed error`,
    () => {
      const recorder = new FuzzRecorder();
      const seed = seedOfRun();
      const started = performance.now();
      fc.assert(
        fc.property(arbitrary, (input) => {
          const start = performance.now();
          let failure: unknown;
          try {
            check(input);
          } catch (error) {
            failure = error ?? new Error('undefined thrown');
          }
          recorder.record(input, performance.now() - start, failure);
          progress(parser, recorder, started);
        }),
        { numRuns: options.runs ?? FUZZ_RUNS, seed },
      );
      verdict(recorder.summary(parser, seed, performance.now() - started));
    },
    FUZZ_TIMEOUT_MS,
  );
};

/** The same for an asynchronous check (API bodies through the real Fastify app). */
export const fuzzAsync = <T>(
  parser: string,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => Promise<void>,
  options: FuzzOptions = {},
): void => {
  it(
    `${parser}: never throws, always ok or a typed error`,
    async () => {
      const recorder = new FuzzRecorder();
      const seed = seedOfRun();
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          const start = performance.now();
          let failure: unknown;
          try {
            await check(input);
          } catch (error) {
            failure = error ?? new Error('undefined thrown');
          }
          recorder.record(input, performance.now() - start, failure);
          progress(parser, recorder, started);
        }),
        { numRuns: options.runs ?? FUZZ_RUNS, seed },
      );
      verdict(recorder.summary(parser, seed, performance.now() - started));
    },
    FUZZ_TIMEOUT_MS,
  );
};
