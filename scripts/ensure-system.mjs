// Before `npm test`: the system components the suites need beside node_modules. Debian's
// chromium drives the browser tests (Playwright never downloads a browser here), its postgresql
// serves the PostgreSQL storage tests. When one is missing, root installs it with apt-get;
// anyone else is told the one command and the suite stops at once, so it never runs half.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

// Debian's PostgreSQL (15 on these machines; any major version in its own folder will do): the
// storage contract suites start their own cluster with it.
const postgresBinary = () => {
  const root = '/usr/lib/postgresql';
  const found = existsSync(root)
    ? readdirSync(root).find((version) => existsSync(`${root}/${version}/bin/postgres`))
    : undefined;
  return found === undefined ? `${root}/15/bin/postgres` : `${root}/${found}/bin/postgres`;
};
const COMPONENTS = [
  { name: 'chromium', binary: '/usr/bin/chromium', packages: ['chromium'] },
  { name: 'postgresql', binary: postgresBinary(), packages: ['postgresql'] },
];

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

const missing = COMPONENTS.filter((component) => !existsSync(component.binary));
if (missing.length > 0) {
  const packages = missing.flatMap((component) => component.packages);
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (!isRoot || !hasAptGet) {
    console.error(
      `npm test needs ${missing.map((c) => c.binary).join(', ')}: run \`sudo sh -c '${command}'\` first.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(', ')} for the tests: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  } catch {
    console.error(`Installing ${packages.join(', ')} failed: run \`${command}\` by hand.`);
    process.exit(1);
  }
  const still = missing.filter((component) => !existsSync(component.binary));
  if (still.length > 0) {
    console.error(`${still.map((c) => c.binary).join(', ')} still missing after apt-get.`);
    process.exit(1);
  }
}
