// `npm run fuzz`: every fuzz test of test/fuzz with 1,000,000 cases per parser and per API body
// (each body, page form and the tariff query through the route's own validator and handler
// steps) and 10,000 per body through the real server (app.inject: one costs hundreds of parser
// calls, a page form's HTML thousands; a million each would take days), one file after the
// other, then a summary table per parser: cases run, exceptions (goal 0), broken invariants, the
// slowest case and its input. Options: --runs N (cases per parser), --server-runs N (cases per
// body through the real server), --seed N, --only PATTERN (only the tests whose name matches,
// vitest's -t: `--only login/auth` for the login forms), and file name parts to run only those
// (`npm run fuzz -- --runs 100000 tax-id dates`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
};
const runs = option('--runs', '1000000');
const serverRuns = option('--server-runs', '10000');
const seed = option('--seed', undefined);
const only = option('--only', undefined);
for (const [name, value] of [
  ['--runs', runs],
  ['--server-runs', serverRuns],
]) {
  if (value !== undefined && !/^[1-9][0-9]*$/.test(value)) {
    console.error(`${name} braucht eine positive ganze Zahl, nicht '${value}'`);
    process.exit(2);
  }
}

const DIR = 'test/fuzz';
// The quick parsers first, the API last.
const ORDER = [
  'tax-id',
  'dates',
  'birthday',
  'format',
  'search-json',
  'search-query',
  'phone',
  'catalogue',
  'api-query',
  'api-schemas',
  'api-bodies',
];
const rank = (file) => {
  const index = ORDER.findIndex((name) => file.startsWith(name));
  return index === -1 ? ORDER.length : index;
};
const files = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.fuzz.test.ts'))
  .filter((file) => args.length === 0 || args.some((part) => file.includes(part)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
if (files.length === 0) {
  console.error(`Keine Fuzz-Tests zu ${args.join(', ')} in ${DIR}`);
  process.exit(2);
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rk-fuzz-')), 'summary.jsonl');
const env = {
  ...process.env,
  FUZZ_RUNS: runs,
  FUZZ_REPORT: report,
  FUZZ_SERVER_RUNS: serverRuns,
  ...(seed ? { FUZZ_SEED: seed } : {}),
};
console.log(`Summary lines: ${report}; progress every 100,000 cases: ${report}.progress`);
const failedFiles = [];
for (const file of files) {
  const started = Date.now();
  console.log(
    `\n▶ ${file} (${Number(runs).toLocaleString('de-DE')} Fälle je Parser, ${Number(serverRuns).toLocaleString('de-DE')} je Route durch den Server)`,
  );
  const filter = only === undefined ? [] : ['-t', only];
  const run = spawnSync(
    'npx',
    ['vitest', 'run', path.join(DIR, file), '--reporter=dot', ...filter],
    {
      env,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) failedFiles.push(file);
  console.log(`  ${file}: ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${run.status}`);
}

const summaries = fs.existsSync(report)
  ? fs
      .readFileSync(report, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const rows = summaries.map((s) => [
  s.parser,
  s.cases.toLocaleString('en-US'),
  String(s.exceptions),
  String(s.violations),
  `${s.slowestMs.toFixed(1)} ms`,
  s.slowestInput.replaceAll('|', '\\|').slice(0, 70),
  `${(s.totalMs / 1000).toFixed(0)} s`,
]);
const header = [
  'parser',
  'cases',
  'exceptions',
  'broken invariants',
  'slowest case',
  'slowest input (shortened)',
  'time',
];
console.log(`\n| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
for (const s of summaries.filter((s) => s.failures.length > 0)) {
  console.log(
    `\n${s.parser}: ${s.exceptions} exceptions, ${s.violations} broken invariants; the smallest inputs:`,
  );
  for (const f of s.failures) console.log(`  - ${f.kind}: ${f.error}\n    ${f.input}`);
}
console.log(`\nSummary lines: ${report}`);
process.exit(failedFiles.length === 0 ? 0 : 1);
