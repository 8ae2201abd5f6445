import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** Median wall time in ms of `runs` calls after `warmup` calls. */
export const medianMs = (fn: () => void, runs: number, warmup = 3): number => {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
};

/** Operations per second of `fn` over about `ms` milliseconds (batches of `batch` calls). */
export const opsPerSecond = (fn: () => void, ms = 500, batch = 100): number => {
  for (let i = 0; i < batch * 10; i++) fn();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < batch; i++) fn();
    count += batch;
    elapsed = performance.now() - start;
  }
  return (count / elapsed) * 1000;
};

/** One line of the ratio report, e.g. `ratio: holidaysOf vs date-holidays 57.3× faster`. */
export const reportRatio = (
  label: string,
  ours: number,
  peer: number,
  higherIsBetter: boolean,
): string => {
  const ratio = higherIsBetter ? ours / peer : peer / ours;
  const line = `ratio: ${label}: ${ratio.toFixed(2)}× ${ratio >= 1 ? 'faster' : 'slower'} (${ours.toFixed(2)} vs ${peer.toFixed(2)})`;
  console.log(line);
  return line;
};

/** Median wall time in ms of `runs` awaited calls of `fn` after `warmup` calls. */
export const medianMsAsync = async (
  fn: () => Promise<unknown>,
  runs: number,
  warmup = 3,
): Promise<number> => {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
};

/** The median of some values (the mean of the middle two for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The machine's load average (1, 5, 15 minutes), printed beside every bench's figures. */
export const loadAverageLine = (): string =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`;
