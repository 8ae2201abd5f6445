import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import small from '../../fixtures/catalogue/small-catalogue.json';
import { rente } from '../run-cli';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEMO = path.join(ROOT, 'adapters/catalogue/demo-catalogue.json');
const SMALL = path.join(ROOT, 'test/fixtures/catalogue/small-catalogue.json');
const dir = mkdtempSync(path.join(tmpdir(), 'rk-cli-catalogue-'));

/** The small catalogue with tariffs[1] broken twice and tariffs[2] once, written to a file. */
const brokenFile = (): string => {
  const c = structuredClone(small) as { tariffs: Record<string, unknown>[] };
  const invest = c.tariffs[1] as Record<string, unknown>;
  invest.grade = 0.5;
  (invest.costs as Record<string, unknown>).fundTer = 0.06;
  (c.tariffs[2] as Record<string, unknown>).insurerId = 3;
  const file = path.join(dir, 'broken.json');
  writeFileSync(file, JSON.stringify(c));
  return file;
};

describe('rente catalogue validate', () => {
  it('accepts the demo catalogue and says it is demo data', async () => {
    const run = await rente(['catalogue', 'validate', DEMO]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe('Katalog gültig: 77 Tarife von 15 Versicherern (Demodaten)\n');
  });

  it('leaves out (Demodaten) for a real catalogue', async () => {
    const run = await rente(['catalogue', 'validate', SMALL]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Katalog gültig: 3 Tarife von 2 Versicherern\n');
  });

  it('prints every error on stdout and one summary line on stderr, exit 1', async () => {
    const file = brokenFile();
    const run = await rente(['catalogue', 'validate', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        'tariffs[1].grade: expected a grade between 1.0 and 5.0 with one decimal',
        'tariffs[1].costs.fundTer: expected a number between 0 and 0.05',
        'tariffs[2].insurerId: expected one of the insurer ids 1, 4, 6, 11, 25, 26, 29, 32, 39, 40, 46, 47, 49, 52, 54',
        '',
      ].join('\n'),
    );
    expect(run.stderr).toBe(`Katalog ungültig: 3 Fehler, nichts geladen (${file})\n`);
  });

  it('answers a missing file with one line on stderr, exit 1', async () => {
    const missing = path.join(dir, 'fehlt.json');
    const run = await rente(['catalogue', 'validate', missing]);
    expect(run).toEqual(
      expect.objectContaining({
        code: 1,
        stdout: '',
        stderr: `catalogue file ${missing}: not found\n`,
      }),
    );
  });

  it('answers a file that is not JSON with one line on stderr, exit 1', async () => {
    const file = path.join(dir, 'text.json');
    writeFileSync(file, 'Tarife: keine');
    const run = await rente(['catalogue', 'validate', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^catalogue file ${file}: not valid JSON \\(.+\\)\\n$`));
  });

  it('prints the --json document for a valid catalogue', async () => {
    const run = await rente(['catalogue', 'validate', DEMO, '--json']);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({ valid: true, tariffs: 77, insurers: 15, demo: true, errors: [] });
  });

  it('prints the --json document with every error for an invalid one, exit 1', async () => {
    const run = await rente(['catalogue', 'validate', brokenFile(), '--json']);
    expect(run.code).toBe(1);
    expect(run.json()).toEqual({
      valid: false,
      tariffs: 0,
      insurers: 0,
      demo: null,
      errors: [
        {
          path: 'tariffs[1].grade',
          message: 'expected a grade between 1.0 and 5.0 with one decimal',
        },
        { path: 'tariffs[1].costs.fundTer', message: 'expected a number between 0 and 0.05' },
        {
          path: 'tariffs[2].insurerId',
          message:
            'expected one of the insurer ids 1, 4, 6, 11, 25, 26, 29, 32, 39, 40, 46, 47, 49, 52, 54',
        },
      ],
    });
    expect(run.stderr).toMatch(/^Katalog ungültig: 3 Fehler, nichts geladen/);
  });

  it('reports an unreadable file in --json too', async () => {
    const run = await rente(['catalogue', 'validate', dir, '--json']);
    expect(run.code).toBe(1);
    expect(run.json()).toEqual({
      valid: false,
      tariffs: 0,
      insurers: 0,
      demo: null,
      errors: [{ path: '', message: `catalogue file ${dir}: is a directory, not a file` }],
    });
  });

  it('is a usage error without a file (exit 2)', async () => {
    expect((await rente(['catalogue', 'validate'])).code).toBe(2);
  });
});
