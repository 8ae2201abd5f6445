import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ContainerModule } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { composeCli } from '../../../../adapters/composition/cli.composition';
import { UndiciSupportApi } from '../../../../adapters/http/undici-support-api.adapter';
import { FixedClockAdapter } from '../../../../adapters/memory/fixed-clock.adapter';
import { MemoryTextInputAdapter } from '../../../../adapters/memory/memory-text-input.adapter';
import { restoreOutcome } from '../../../../adapters/storage/sqlite/sqlite-backup';
import { runCli } from '../../../../cli/program';
import { ClockPort } from '../../../../ports/clock.port';
import { TextInputPort } from '../../../../ports/text-input.port';
import { sampleStoredApplication } from '../../../fixtures/application/sample-application';
import { call } from '../../../support/api-call';
import { NOW, startTestServer, type TestServer } from '../../../support/test-server';

// `rente backup` (the admin API writing SQLite's online backup while the server writes) and
// `rente restore` into a fresh data folder, on which a server starts with the same applications.

const ADMIN_TOKEN = 'admin-token-with-at-least-thirty-two-characters';
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const tempDir = (prefix: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

const started = async (dataDir?: string): Promise<TestServer> => {
  const server = await startTestServer({
    ...(dataDir === undefined ? { removeDataDir: true } : { dataDir }),
    config: { adminToken: ADMIN_TOKEN },
  });
  cleanups.push(() => server.close());
  return server;
};

/** The real `rente` program in this process, against `server` (null: none) and `dataDir`. */
const rente = async (argv: readonly string[], server: TestServer | null, dataDir = './data') => {
  let stdout = '';
  let stderr = '';
  const machine = new ContainerModule(({ bind }) => {
    bind<ClockPort>(ClockPort).toConstantValue(new FixedClockAdapter(NOW));
    bind<TextInputPort>(TextInputPort).toConstantValue(new MemoryTextInputAdapter());
  });
  const code = await runCli(argv, {
    ...composeCli(machine),
    catalogueFile: DEMO_CATALOGUE_FILE,
    support: { api: new UndiciSupportApi(), serverUrl: server?.url ?? null, token: ADMIN_TOKEN },
    backups: { dataDir, absolute: (file) => path.resolve(file), restore: restoreOutcome },
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
    color: false,
  });
  return { code, stdout, stderr };
};

let serial = 0;
const addApplications = async (server: TestServer, count: number): Promise<void> => {
  await Promise.all(
    Array.from({ length: count }, () => {
      serial += 1;
      const reference = `RK-2026-${String(serial).padStart(8, '0')}`;
      return server.deps.applications.add(
        sampleStoredApplication(reference, '2026-11-20T10:00:00.000Z'),
        // No outbox task: the worker would hand them over; the event is written with the row.
        [],
      );
    }),
  );
};

const countIn = async (server: TestServer): Promise<number> =>
  Number(
    (
      await server.database.db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('rente backup and rente restore (SQLite)', () => {
  it('backs up while the server writes, and a server on the restored folder has the same applications', async () => {
    const server = await started();
    await addApplications(server, 400);
    fs.mkdirSync(path.join(server.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, 'uploads', 'doc-1'), '%PDF-1.7 upload');
    fs.writeFileSync(path.join(server.dataDir, 'uploads', 'doc-2.part'), 'half an upload');
    fs.mkdirSync(path.join(server.dataDir, 'outbox'), { recursive: true });
    fs.writeFileSync(
      path.join(server.dataDir, 'outbox', 'RK-2026-00000001.confirmationMail.eml'),
      'mail',
    );

    // Writes in batches all through the backup, each one committed between its steps.
    let writing = true;
    const load = (async () => {
      while (writing) await addApplications(server, 5);
    })();
    const before = await countIn(server);
    const target = path.join(tempDir('rk-backup-'), 'rk.sqlite');
    const backup = await rente(['backup', target, '--json'], server);
    writing = false;
    await load;
    const after = await countIn(server);
    expect(backup.code, backup.stderr).toBe(0);
    // Nothing else is left beside it (the check of the copy leaves no -wal or -shm).
    expect(fs.readdirSync(path.dirname(target)).sort()).toEqual(['rk.sqlite', 'rk.sqlite.files']);
    const answer = JSON.parse(backup.stdout) as { applications: number; fileCount: number };
    expect(answer.applications).toBeGreaterThanOrEqual(before);
    expect(answer.applications).toBeLessThanOrEqual(after);
    expect(after).toBeGreaterThan(before);
    expect(answer.fileCount).toBe(2);

    // The copy is whole: every application in it has its event, written in the same transaction.
    const copy = new BetterSqlite3(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const orphans = copy
      .prepare(
        'SELECT count(*) AS n FROM applications a WHERE NOT EXISTS (SELECT 1 FROM application_events e WHERE e.reference = a.reference)',
      )
      .get() as { n: number };
    copy.close();
    expect(orphans.n).toBe(0);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);

    const dataDir = path.join(tempDir('rk-restore-'), 'data');
    const restored = await rente(['restore', target, '--data-dir', dataDir], null);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toBe(
      `Zurückgespielt nach ${dataDir}: ${answer.applications} Anträge, 2 Dateien.\n`,
    );
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'doc-1'), 'utf8')).toBe('%PDF-1.7 upload');
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'doc-2.part'))).toBe(false);
    const again = await started(dataDir);
    expect(await countIn(again)).toBe(answer.applications);
    const listed = await call(again, 'GET', '/api/admin/applications/RK-2026-00000001', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(listed.status).toBe(200);
  });

  it('refuses a relative or existing target and a request without the token', async () => {
    const server = await started();
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const relative = await call(server, 'POST', '/api/admin/backup', {
      headers: auth,
      json: { file: 'rk.sqlite' },
    });
    expect(relative.status).toBe(400);
    expect(relative.json).toMatchObject({
      error: { message: 'Bitte einen absoluten Dateipfad angeben, nicht „rk.sqlite“.' },
    });
    const existing = path.join(tempDir('rk-backup-'), 'rk.sqlite');
    fs.writeFileSync(existing, 'kept');
    const refused = await rente(['backup', existing], server);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`${existing} gibt es schon; eine Sicherung überschreibt nichts.\n`);
    expect(fs.readFileSync(existing, 'utf8')).toBe('kept');
    // A backup inside the data folder would copy itself into its own files.
    const inside = path.join(server.dataDir, 'sicherung.sqlite');
    const own = await rente(['backup', inside], server);
    expect(own.code).toBe(1);
    expect(own.stderr).toBe(
      `Die Sicherung darf nicht im Datenordner ${server.dataDir} liegen. Bitte einen Ordner außerhalb angeben.\n`,
    );
    expect(fs.readdirSync(server.dataDir).filter((name) => name.startsWith('sicherung'))).toEqual(
      [],
    );
    const noToken = await call(server, 'POST', '/api/admin/backup', { json: { file: existing } });
    expect(noToken.status).toBe(401);
  });

  it('restores over a data folder only with --replace, and never under a running server', async () => {
    const server = await started(tempDir('rk-running-'));
    await addApplications(server, 3);
    const target = path.join(tempDir('rk-backup-'), 'rk.sqlite');
    expect((await rente(['backup', target], server)).code).toBe(0);
    await addApplications(server, 2);

    const refused = await rente(['restore', target, '--data-dir', server.dataDir], null);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('liegt schon eine Datenbank. Mit --replace');
    const running = await rente(
      ['restore', target, '--data-dir', server.dataDir, '--replace'],
      null,
    );
    expect(running.code).toBe(1);
    expect(running.stderr).toContain('ist in Benutzung. Bitte beenden Sie den Server');

    await server.close();
    const replaced = await rente(
      ['restore', target, '--data-dir', server.dataDir, '--replace'],
      null,
    );
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(fs.existsSync(`${server.dataDir}.before-restore/rentenkompass.sqlite`)).toBe(true);
    cleanups.push(() => fs.rmSync(`${server.dataDir}.before-restore`, { recursive: true }));
    const again = await started(server.dataDir);
    expect(await countIn(again)).toBe(3);
  });
});
