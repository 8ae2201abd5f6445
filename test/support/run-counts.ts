import fs from 'node:fs';

// How many of each expensive thing a test run starts: the lane-timing reporter prints the counts
// at the end of the run (.ci/run shows them). Every start appends one line to the file named by
// RK_TEST_COUNTS (set by the reporter for the run's workers); without it nothing is counted.

/** The expensive things a run may start. */
export type CountedStart =
  | 'chromium'
  | 'built-server'
  | 'test-server'
  | 'postgres-cluster'
  | 'postgres-initdb';

export const COUNTED_STARTS: readonly CountedStart[] = [
  'chromium',
  'built-server',
  'test-server',
  'postgres-cluster',
  'postgres-initdb',
];

/** Records one start of `what` in this run's counts file (if the run keeps one). */
export const countStart = (what: CountedStart): void => {
  const file = process.env.RK_TEST_COUNTS;
  if (file === undefined || file === '') return;
  fs.appendFileSync(file, `${what}\n`);
};

/** The counts of a run's file: every kind, 0 when it never started. */
export const readCounts = (file: string): Record<CountedStart, number> => {
  const counts = Object.fromEntries(COUNTED_STARTS.map((what) => [what, 0])) as Record<
    CountedStart,
    number
  >;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const line of text.split('\n')) {
    if ((COUNTED_STARTS as readonly string[]).includes(line)) counts[line as CountedStart] += 1;
  }
  return counts;
};
