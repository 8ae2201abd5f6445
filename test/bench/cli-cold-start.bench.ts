import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { medianMs } from './measure';

// Cold start of the built CLI against bare Node on the same machine (goal ≤ 2.5×).
const ROOT = path.resolve(import.meta.dirname, '../..');
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

  afterAll(() => {
    const ours = medianMs(rente, 21);
    const peer = medianMs(bareNode, 21);
    console.log(
      `ratio: cold start rente holidays 2026 --json / node -e 0: ${(ours / peer).toFixed(2)}× (median ${ours.toFixed(1)} ms vs ${peer.toFixed(1)} ms; goal ≤ 2.5×)`,
    );
  });
});
