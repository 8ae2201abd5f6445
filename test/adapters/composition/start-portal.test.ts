import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { startFailureLine, startPortal } from '../../../adapters/composition/start-portal';
import { ROOT } from '../../support/built-server';
import { countStart } from '../../support/run-counts';

// The portal's start (adapters/composition/start-portal.ts) in-process, on environments of the
// test's own: every refusal with its one line, the catalogue loaded whole before it listens. The
// built server as a process (exit codes, signals, the line on stderr): main.process.test.ts.

const SMALL = path.join(ROOT, 'test/fixtures/catalogue/small-catalogue.json');
const dirs: string[] = [];
const dataDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The environment of a start: a fresh DATA_DIR, a free port, quiet logs, plus `more`. */
const env = (more: Record<string, string>): NodeJS.ProcessEnv => ({
  PORT: '0',
  DATA_DIR: dataDir(),
  LOG_LEVEL: 'warn',
  ...more,
});

const refusal = async (more: Record<string, string>): Promise<string> => {
  const started = await startPortal(env(more));
  if (started.ok) {
    await started.portal.stop();
    throw new Error(`started with ${JSON.stringify(more)}`);
  }
  return started.message;
};

describe('startPortal', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT muss eine Zahl von 0 bis 65535 sein, nicht „abc“.'],
    [{ PUBLIC_URL: 'ftp://x.example' }, 'PUBLIC_URL muss eine http(s)-Adresse sein'],
    [{ UPLOAD_MAX_BYTES: '0' }, 'UPLOAD_MAX_BYTES muss eine ganze Zahl von 1024 bis'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL muss mit postgres:// oder postgresql:// beginnen.',
    ],
    [
      { DATABASE_POOL_SIZE: '0' },
      'DATABASE_POOL_SIZE muss eine ganze Zahl von 1 bis 100 (Verbindungen) sein, nicht „0“.',
    ],
    [{ DATABASE_POOL_SIZE: '101' }, 'DATABASE_POOL_SIZE muss eine ganze Zahl von 1 bis 100'],
    [{ DATABASE_POOL_SIZE: 'viele' }, 'DATABASE_POOL_SIZE muss eine ganze Zahl von 1 bis 100'],
  ])('refuses the configuration %j with its message', async (more, message) => {
    expect(await refusal(more)).toContain(message);
  });

  it('refuses a missing CATALOGUE_FILE, naming the file', async () => {
    const missing = path.join(os.tmpdir(), 'rk-gibt-es-nicht', 'tarife.json');
    expect(await refusal({ CATALOGUE_FILE: missing })).toBe(`catalogue file ${missing}: not found`);
  });

  it('refuses a broken catalogue with its first error, and leaves its database free', async () => {
    const dir = dataDir();
    const broken = JSON.parse(fs.readFileSync(SMALL, 'utf8')) as { tariffs: { grade: number }[] };
    broken.tariffs[1]!.grade = 0.5;
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, JSON.stringify(broken));
    const data = path.join(dir, 'data');
    const started = await startPortal(env({ CATALOGUE_FILE: file, DATA_DIR: data }));
    expect(started.ok ? 'started' : started.message).toBe(
      `catalogue file ${file}: 1 error, nothing loaded; first: tariffs[1].grade: expected a grade between 1.0 and 5.0 with one decimal (rente catalogue validate lists all)`,
    );
    // Nothing left open: the same DATA_DIR starts at once with a good catalogue.
    countStart('test-server');
    const again = await startPortal(env({ CATALOGUE_FILE: SMALL, DATA_DIR: data }));
    expect(again.ok).toBe(true);
    if (again.ok) await again.portal.stop();
  });

  it('serves the comparison from the CATALOGUE_FILE it started with, and says where it runs', async () => {
    countStart('test-server');
    const started = await startPortal(
      env({ CATALOGUE_FILE: SMALL, PUBLIC_URL: 'https://rente.example' }),
    );
    if (!started.ok) throw new Error(started.message);
    const { portal } = started;
    try {
      const address = portal.app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      expect(portal.runningLine).toBe(
        `Rentenkompass läuft / is running: http://127.0.0.1:${port} (öffentlich / public: https://rente.example)\n`,
      );
      const response = await request(`http://127.0.0.1:${port}/api/comparison`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'pt=schicht3&bd=1985-04-12&mp=150' }),
      });
      expect(await response.body.json()).toMatchObject({ total: 1, shown: 1, demo: false });
    } finally {
      await portal.stop();
    }
  });

  it('writes a backup of its SQLite database through the admin API (rente backup)', async () => {
    const token = 'admin-token-with-at-least-thirty-two-characters';
    countStart('test-server');
    const started = await startPortal(env({ CATALOGUE_FILE: SMALL, ADMIN_TOKEN: token }));
    if (!started.ok) throw new Error(started.message);
    const { portal } = started;
    const file = path.join(dataDir(), 'rk.sqlite');
    try {
      const address = portal.app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const response = await request(`http://127.0.0.1:${port}/api/admin/backup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ file }),
      });
      expect(response.statusCode).toBe(201);
      expect(await response.body.json()).toMatchObject({ database: file, applications: 0 });
    } finally {
      await portal.stop();
    }
    // A whole SQLite file, and the generated session secret beside it.
    expect(fs.readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    expect(fs.existsSync(path.join(`${file}.files`, 'session-secret'))).toBe(true);
  });

  it('removes the `.part` files a killed process left in the uploads, and nothing else', async () => {
    const data = path.join(dataDir(), 'data');
    const uploads = path.join(data, 'uploads');
    fs.mkdirSync(path.join(uploads, 'nested.part'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'AbC123.part'), 'half');
    fs.writeFileSync(path.join(uploads, 'XyZ789.part'), 'half');
    fs.writeFileSync(path.join(uploads, 'Stored42'), '%PDF-1.7');
    fs.writeFileSync(path.join(data, 'elsewhere.part'), 'not an upload');
    countStart('test-server');
    const started = await startPortal(env({ CATALOGUE_FILE: SMALL, DATA_DIR: data }));
    if (!started.ok) throw new Error(started.message);
    await started.portal.stop();
    expect(fs.readdirSync(uploads).sort()).toEqual(['Stored42', 'nested.part']);
    expect(fs.existsSync(path.join(data, 'elsewhere.part'))).toBe(true);
  });

  it('keeps DATA_DIR 0700 and the database, its log and the secret 0600, also an older 0755/0644 one', async () => {
    const modeOf = (file: string): number => fs.statSync(file).mode & 0o777;
    const fresh = path.join(dataDir(), 'new', 'data');
    const old = path.join(dataDir(), 'old');
    fs.mkdirSync(old, { mode: 0o755 });
    fs.chmodSync(old, 0o755);
    fs.writeFileSync(path.join(old, 'rentenkompass.sqlite'), '', { mode: 0o644 });
    fs.chmodSync(path.join(old, 'rentenkompass.sqlite'), 0o644);
    for (const data of [fresh, old]) {
      countStart('test-server');
      const started = await startPortal(env({ CATALOGUE_FILE: SMALL, DATA_DIR: data }));
      if (!started.ok) throw new Error(started.message);
      try {
        expect(modeOf(data)).toBe(0o700);
        expect(modeOf(path.join(data, 'rentenkompass.sqlite'))).toBe(0o600);
        expect(modeOf(path.join(data, 'rentenkompass.sqlite-wal'))).toBe(0o600);
        expect(modeOf(path.join(data, 'session-secret'))).toBe(0o600);
      } finally {
        await started.portal.stop();
      }
    }
  });

  it('writes a refusal as one line', () => {
    expect(startFailureLine('x')).toBe('Start fehlgeschlagen / start failed: x\n');
  });
});
