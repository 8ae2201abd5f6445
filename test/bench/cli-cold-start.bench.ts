import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { loadAverageLine, median, medianMs } from './measure';

// Cold start of the built CLI against bare Node on the same machine (issue 31 finding 7: goal
// ≤ 2.0×). Seven rounds, each the median of 5 starts of both, alternating so a change of the
// machine's load hits both; the median of the rounds' ratios counts.
const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 7;
const rente = (): void => {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'bin/rente.js'), 'holidays', '2026', '--json'],
    { cwd: ROOT },
  );
  if (run.status !== 0) throw new Error(run.stderr.toString());
};
const bareNode = (): void => {
  spawnSync(process.execPath, ['-e', '0']);
};

describe('cold start: rente holidays 2026 --json vs node -e 0', () => {
  bench('rente holidays 2026 --json', rente, { iterations: 20, time: 0 });
  bench('node -e 0', bareNode, { iterations: 20, time: 0 });
});

// At the file's level: vitest's bench mode runs no afterAll of a describe block.
afterAll(() => {
  const load = loadAverageLine();
  const ours: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(medianMs(rente, 5, round === 0 ? 2 : 0));
    peer.push(medianMs(bareNode, 5, round === 0 ? 2 : 0));
  }
  const ratios = ours.map((ms, i) => ms / (peer[i] ?? Number.NaN));
  console.log(
    `ratio: cold start rente holidays 2026 --json / node -e 0: ${median(ratios).toFixed(2)}× (median ${median(ours).toFixed(1)} ms vs ${median(peer).toFixed(1)} ms; rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}; goal ≤ 2.0×; ${load} → ${loadAverageLine()})`,
  );
}, 120_000);
