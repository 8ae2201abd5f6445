// `npm run test:loaded`: the flake check of test/README.md. Runs the whole vitest suite (all three
// projects, against the builds `npm test` made) RUNS times in a row (default 3) while one busy loop
// per core keeps the machine at full load, and prints each run's time and result. Any failure
// fails the command. The busy loops are this script's own children, stopped by their PIDs.
// Options: --runs N, --hogs N (default: one per core), and vitest arguments after `--`.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  args.splice(at, 2);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`${name} braucht eine ganze Zahl ≥ 0`);
    process.exit(2);
  }
  return value;
};
const runs = option('--runs', 3);
const hogs = option('--hogs', os.availableParallelism());
const dashes = args.indexOf('--');
const vitestArgs = dashes === -1 ? [] : args.slice(dashes + 1);

const busy = Array.from({ length: hogs }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const stopHogs = () => {
  for (const hog of busy) if (hog.exitCode === null) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });
}
console.log(
  `${hogs} busy loops (PIDs ${busy.map((hog) => hog.pid).join(', ')}) on ${os.availableParallelism()} cores`,
);

const results = [];
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  const vitest = spawnSync('npx', ['vitest', 'run', ...vitestArgs], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ run, seconds, ok: vitest.status === 0 });
  console.log(
    `\nloaded run ${run}/${runs}: ${seconds} s, ${vitest.status === 0 ? 'green' : `exit ${vitest.status}`}`,
  );
}
stopHogs();
console.log('\nLoaded runs (busy loop on every core):');
for (const { run, seconds, ok } of results)
  console.log(`  run ${run}: ${seconds} s, ${ok ? 'green' : 'FAILED'}`);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
