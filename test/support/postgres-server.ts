import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { countStart } from './run-counts';

// A throwaway PostgreSQL cluster for the storage tests (Debian's binaries, 15 on these machines;
// scripts/ensure-system installs them). initdb and postgres refuse root, so both run as the
// `postgres` user when the tests run as root. Trust authentication on 127.0.0.1 only, durability
// off: test data only.
const DEBIAN_POSTGRES = '/usr/lib/postgresql';
// The newest major version installed (Debian keeps each in its own folder).
const VERSION =
  (fs.existsSync(DEBIAN_POSTGRES) ? fs.readdirSync(DEBIAN_POSTGRES) : [])
    .filter(
      (name) =>
        /^\d+$/.test(name) && fs.existsSync(path.join(DEBIAN_POSTGRES, name, 'bin', 'postgres')),
    )
    .sort((a, b) => Number(b) - Number(a))[0] ?? '15';
const BIN = path.join(DEBIAN_POSTGRES, VERSION, 'bin');
/** A client program of the installed PostgreSQL (pg_dump, pg_restore), by name. */
export const postgresBinary = (name: string): string => path.join(BIN, name);
const POSTGRES_USER = 'postgres';
// initdb takes seconds on a loaded machine: one pristine data folder per machine, copied per cluster.
const PRISTINE = path.join(os.tmpdir(), `rk-postgres-${VERSION}-pristine`);

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

const run = (binary: string, args: readonly string[]): void => {
  const command = isRoot()
    ? ['runuser', ['-u', POSTGRES_USER, '--', path.join(BIN, binary), ...args]]
    : [path.join(BIN, binary), args];
  execFileSync(command[0] as string, command[1] as string[], { stdio: 'pipe' });
};

const ownedByPostgres = (dir: string): void => {
  if (isRoot()) execFileSync('chown', ['-R', `${POSTGRES_USER}:`, dir]);
};

const pristineDataDir = (): string => {
  if (fs.existsSync(path.join(PRISTINE, 'PG_VERSION'))) return PRISTINE;
  // Built beside and renamed: test files starting at once never see half a folder.
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-postgres-initdb-'));
  ownedByPostgres(building);
  const data = path.join(building, 'data');
  countStart('postgres-initdb');
  run('initdb', ['-D', data, '-A', 'trust', '-U', POSTGRES_USER, '-E', 'UTF8', '--no-sync']);
  try {
    fs.renameSync(data, PRISTINE);
  } catch {
    // Another test file was first; theirs is as good.
  }
  fs.rmSync(building, { recursive: true, force: true });
  return PRISTINE;
};

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  urlOf(database: string): string;
  /** A new empty database, or a copy of `template`; returns its URL. */
  createDatabase(template?: string): Promise<string>;
  /** Stops the cluster at once and removes its folder. */
  stop(): Promise<void>;
}

const admin = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** postgres://postgres@127.0.0.1:<port>/<database> */
export const postgresUrl = (port: number, database: string): string =>
  `postgres://${POSTGRES_USER}@127.0.0.1:${port}/${database}`;

/** A new empty database on the cluster at `port`, or a copy of `template`; returns its URL. */
export const createPostgresDatabase = async (port: number, template?: string): Promise<string> => {
  const name = `rk_${randomBytes(6).toString('hex')}`;
  await admin(postgresUrl(port, 'postgres'), (client) =>
    client.query(
      template === undefined
        ? `create database ${name}`
        : `create database ${name} template ${template}`,
    ),
  );
  return postgresUrl(port, name);
};

/** Starts a fresh cluster on a free loopback port. */
export const startPostgresServer = async (): Promise<
  PostgresServer & { readonly port: number }
> => {
  countStart('postgres-cluster');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-postgres-'));
  const data = path.join(dir, 'data');
  fs.cpSync(pristineDataDir(), data, { recursive: true });
  fs.chmodSync(data, 0o700);
  ownedByPostgres(dir);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', [
    'start',
    '-D',
    data,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(dir, 'log'),
    '-o',
    options,
  ]);
  let stopped = false;
  return {
    port,
    urlOf: (database) => postgresUrl(port, database),
    createDatabase: (template) => createPostgresDatabase(port, template),
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
