import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente birthday', () => {
  it('accepts an 18-year-old on the birthday (today from the clock: 2026-11-22)', async () => {
    const run = await rente(['birthday', '2008-11-22', '--json']);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      input: '2008-11-22',
      valid: true,
      reason: null,
      message: null,
      age: 18,
    });
  });

  it('rejects a 17-year-old with the German message and exit 1', async () => {
    const run = await rente(['birthday', '23.11.2008', '--json']);
    expect(run.code).toBe(1);
    expect(run.json()).toEqual({
      input: '23.11.2008',
      valid: false,
      reason: 'MIN_AGE_VIOLATED',
      message: 'Bitte geben Sie ein Mindestalter von 18 Jahren an',
      age: null,
    });
    expect(run.stderr).toBe('Bitte geben Sie ein Mindestalter von 18 Jahren an\n');
  });

  it('has a maximum age of 62, and 80 for sofort', async () => {
    expect((await rente(['birthday', '1963-11-23', '--json'])).json()).toMatchObject({
      valid: true,
      age: 62,
    });
    const old = await rente(['birthday', '1963-11-22']);
    expect(old.code).toBe(1);
    expect(old.stderr).toBe('Das Höchstalter beträgt 62 Jahre\n');
    expect(
      (await rente(['birthday', '1945-11-23', '--product', 'sofort', '--json'])).json(),
    ).toMatchObject({ valid: true, age: 80 });
    const tooOld = await rente(['birthday', '1945-11-22', '--product', 'sofort', '--json']);
    expect(tooOld.json()).toMatchObject({
      valid: false,
      reason: 'MAX_AGE_VIOLATED',
      message: 'Das Höchstalter beträgt 80 Jahre',
    });
  });

  it('checks against --today', async () => {
    const run = await rente(['birthday', '2008-02-29', '--today', '2026-02-28', '--json']);
    expect(run.json()).toMatchObject({ valid: false, reason: 'MIN_AGE_VIOLATED' });
    const next = await rente(['birthday', '2008-02-29', '--today', '2026-03-01', '--json']);
    expect(next.json()).toMatchObject({ valid: true, age: 18 });
  });

  it('rejects what is no date', async () => {
    const run = await rente(['birthday', '31.02.1980', '--json']);
    expect(run.code).toBe(1);
    expect(run.json()).toMatchObject({
      valid: false,
      reason: 'INVALID',
      message: 'Bitte geben Sie ein gültiges Geburtsdatum an',
    });
  });

  it('prints a short line by default', async () => {
    const run = await rente(['birthday', '12.04.1985']);
    expect(run.stdout).toBe('valid (age 41 on 2026-11-22, schicht3)\n');
  });
});
