import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente workday', () => {
  it('answers a plain workday', async () => {
    const run = await rente(['workday', '2026-12-24', '--json']);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      date: '2026-12-24',
      state: 'by',
      workday: true,
      reason: null,
      holiday: null,
    });
  });

  it('names the holiday', async () => {
    const run = await rente(['workday', '2026-11-18', '--state', 'sn', '--json']);
    expect(run.json()).toEqual({
      date: '2026-11-18',
      state: 'sn',
      workday: false,
      reason: 'holiday',
      holiday: 'Buß- und Bettag',
    });
  });

  it('names the weekend', async () => {
    const run = await rente(['workday', '21.11.2026', '--json']);
    expect(run.json()).toMatchObject({ date: '2026-11-21', workday: false, reason: 'weekend' });
  });

  it('counts an enabled optional holiday', async () => {
    const run = await rente(['workday', '2026-12-24', '--with', 'christmasEve', '--json']);
    expect(run.json()).toMatchObject({ workday: false, reason: 'holiday', holiday: 'Heiligabend' });
  });

  it('prints a short line by default', async () => {
    const run = await rente(['workday', '2026-12-25']);
    expect(run.stdout).toBe(
      'Fri 2026-12-25 in Bayern (by): no workday: public holiday — Erster Weihnachtstag\n',
    );
  });

  it('rejects an impossible date with exit 1', async () => {
    const run = await rente(['workday', '2026-02-30']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'Ungültiges Datum „2026-02-30“ (erwartet JJJJ-MM-TT oder TT.MM.JJJJ).\n',
    );
  });
});

describe('rente workdays', () => {
  it('finds the next workday after Christmas Eve', async () => {
    expect((await rente(['workdays', 'next', '2026-12-24', '--json'])).json()).toEqual({
      date: '2026-12-28',
    });
  });

  it('adds workdays forwards and backwards, a negative n typed as is', async () => {
    expect((await rente(['workdays', 'add', '2026-12-24', '3', '--json'])).json()).toEqual({
      date: '2026-12-30',
    });
    expect((await rente(['workdays', 'add', '2026-12-24', '-3', '--json'])).json()).toEqual({
      date: '2026-12-21',
    });
    expect((await rente(['workdays', 'add', '2026-12-24', '-3', '--state', 'be'])).stdout).toBe(
      'Mon 2026-12-21\n',
    );
  });

  it('counts workdays with both ends inclusive', async () => {
    expect(
      (await rente(['workdays', 'count', '2026-12-01', '2026-12-31', '--json'])).json(),
    ).toEqual({ count: 22 });
    expect(
      (await rente(['workdays', 'count', '2026-12-28', '2026-12-28', '--json'])).json(),
    ).toEqual({ count: 1 });
  });

  it('treats a non-number as a usage error', async () => {
    const run = await rente(['workdays', 'add', '2026-12-24', 'three']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('expected a whole number');
  });
});

describe('rente workday(s) at the edges of the calendar', () => {
  it.each([
    [['workday', '1500-01-01']],
    [['workdays', 'add', '9999-12-30', '5']],
    [['workdays', 'count', '1582-01-01', '2026-01-01']],
  ])('answers %j with exit 1 and one line', async (argv) => {
    const run = await rente(argv);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.\n');
  });
});
