import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters/storage/sqlite/open-database';
import { ensureCliBuilt } from './cli-build';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/rente.js');

/** Runs the built binary exactly as a user types it in a shell. */
const typed = (
  args: string[],
  input?: string,
): { code: number | null; stdout: string; stderr: string } => {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    input,
    env: { ...process.env, TZ: 'America/New_York' },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};

describe('the built rente binary', () => {
  beforeAll(() => {
    ensureCliBuilt();
  });

  it('describes every command in --help', () => {
    const run = typed(['--help']);
    expect(run.code).toBe(0);
    for (const command of [
      'url',
      'holidays',
      'workday',
      'workdays',
      'insurance-start',
      'birthday',
      'taxid',
      'banner',
      'phone',
      'pages',
      'tax',
      'riester',
      'ruerup',
      'gap',
      'catalogue',
      'compare',
      'tariff',
      'backup',
      'restore',
    ]) {
      expect(run.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    }
  });

  it('restores a backup with SQLite loaded from node_modules (outside the bundle)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-cli-restore-'));
    try {
      const backup = path.join(dir, 'rk.sqlite');
      const database = openDatabase({ file: backup });
      await database.migrate();
      await database.close();
      fs.mkdirSync(path.join(`${backup}.files`, 'uploads'), { recursive: true });
      fs.writeFileSync(path.join(`${backup}.files`, 'uploads', 'doc-1'), '%PDF-1.7');
      const data = path.join(dir, 'data');
      const run = typed(['restore', backup, '--data-dir', data]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(`Zurückgespielt nach ${data}: 0 Anträge, 1 Datei.\n`);
      expect(fs.existsSync(path.join(data, 'rentenkompass.sqlite'))).toBe(true);
      const again = typed(['restore', backup, '--data-dir', data]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`In ${data} liegt schon eine Datenbank.`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists holidays as JSON', () => {
    const run = typed(['holidays', '2026', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveLength(15);
  });

  it('adds negative workdays as typed', () => {
    const run = typed(['workdays', 'add', '2026-12-24', '-3', '--json']);
    expect(JSON.parse(run.stdout)).toEqual({ date: '2026-12-21' });
  });

  it('answers a usage error with exit 2 and one line, no stack trace', () => {
    const run = typed(['holidays', 'nope']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('answers an unknown command with exit 2', () => {
    const run = typed(['holyday', '2026']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown command 'holyday'");
  });

  it('answers invalid input with exit 1 and the message', () => {
    const run = typed(['url', 'decode', 'https://x.example/result?im=vielleicht']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Couldnt parse value: vielleicht to boolean\n');
  });

  it('answers a bad Rentenlückencheck input with exit 1 and the German message', () => {
    const run = typed(['gap', '--age', '40', '--net', '3000', '--retire-at', '62', '--gross', '1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Der gewünschte Rentenbeginn muss zwischen 63 und 70 Jahren liegen.\n');
  });

  it('encodes what it reads on stdin and uses no colour off a terminal', () => {
    const run = typed(
      ['url', 'encode'],
      JSON.stringify({ searchData: { productType: 'sofort', oneTimePayment: 50000 } }),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('pt=sofort&otp=50000\n');
    const table = typed(['holidays', '2026']);
    expect(table.stdout).not.toContain('\u001b[');
  });

  it('compares the demo catalogue from the bundled binary (the demo file is found from dist/)', () => {
    const run = typed([
      'compare',
      'pt=schicht3&bd=1985-04-12&js=Angestellter&mp=150&pp=monthly',
      '--top',
      '2',
      '--today',
      '2026-03-15',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout) as { total: number; results: unknown[] };
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.results).toHaveLength(2);
  });

  it('uses Berlin time whatever the machine time zone', () => {
    const run = typed([
      'insurance-start',
      '--now',
      '2026-12-30T20:59',
      '--product',
      'ruerup',
      '--json',
    ]);
    expect(JSON.parse(run.stdout)).toMatchObject({
      now: '2026-12-30T20:59:00+01:00',
      insuranceStart: '2026-12-01',
    });
  });

  it('ends quietly when the reader closes the pipe early (| head)', async () => {
    const child = spawn(process.execPath, [BIN, 'holidays', '1600..2599'], { cwd: ROOT });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  // Issue 31 finding 7 (cold start ≤ 2× bare Node): the commands that need neither undici nor a
  // number format load neither. Counted, not timed: speed is the bench's job.
  it('starts `rente holidays` without undici and without making a number format', () => {
    const entry = fs.readFileSync(path.join(ROOT, 'dist/cli/rente.mjs'), 'utf8');
    const chunks = path.join(ROOT, 'dist/cli/chunks');
    const undiciChunk = fs.readdirSync(chunks).find((name) => name.startsWith('undici-'));
    expect(undiciChunk).toBeDefined();
    expect(entry).not.toContain('kRedirectCacheControl');
    const counting = `data:text/javascript,${encodeURIComponent(
      'const Made = Intl.NumberFormat; let made = 0;' +
        'Intl.NumberFormat = function (...args) { made += 1; return new Made(...args); };' +
        'process.on("exit", () => process.stderr.write("number formats made: " + made));',
    )}`;
    const count = (args: string[]): string =>
      spawnSync(process.execPath, ['--import', counting, BIN, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      }).stderr;
    expect(count(['holidays', '2026', '--json'])).toBe('number formats made: 0');
    // The counter counts: a comparison shows amounts and makes its formats.
    const compare = ['compare', 'pt=schicht3&bd=1985-04-12&js=Angestellter&mp=150', '--top', '1'];
    expect(count([...compare, '--today', '2026-03-15'])).not.toBe('number formats made: 0');
  });
});
