import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente insurance-start', () => {
  it('uses the clock and schicht3 by default: inside the year-end period, 1 December', async () => {
    const run = await rente(['insurance-start', '--json']);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      now: '2026-11-22T10:00:00+01:00',
      productType: 'schicht3',
      insuranceStart: '2026-12-01',
      yearEndPeriod: true,
      yearEndPeriodEnds: '2026-12-05T23:00:00Z',
    });
  });

  it('ends the Rürup year-end period at 30 December 21:00', async () => {
    const inside = await rente([
      'insurance-start',
      '--product',
      'ruerup',
      '--now',
      '2026-12-30T20:59',
      '--json',
    ]);
    expect(inside.json()).toMatchObject({
      insuranceStart: '2026-12-01',
      yearEndPeriod: true,
      yearEndPeriodEnds: '2026-12-30T20:00:00Z',
    });
    const after = await rente([
      'insurance-start',
      '--product',
      'ruerup',
      '--now',
      '2026-12-30T21:00',
      '--json',
    ]);
    expect(after.json()).toMatchObject({
      insuranceStart: '2027-02-01',
      yearEndPeriod: false,
      yearEndPeriodEnds: null,
    });
  });

  it('applies the 20th-of-the-month rule outside the period', async () => {
    expect(
      (await rente(['insurance-start', '--today', '2026-03-19', '--json'])).json(),
    ).toMatchObject({ insuranceStart: '2026-04-01' });
    expect(
      (await rente(['insurance-start', '--today', '2026-03-20', '--json'])).json(),
    ).toMatchObject({ insuranceStart: '2026-05-01' });
    expect(
      (await rente(['insurance-start', '--today', '2026-12-06', '--json'])).json(),
    ).toMatchObject({ insuranceStart: '2027-01-01' });
  });

  it('reads the time from the clock when no option is given', async () => {
    const run = await rente(['insurance-start', '--json'], {
      now: Temporal.Instant.from('2027-06-25T08:00:00Z'),
    });
    expect(run.json()).toMatchObject({
      now: '2027-06-25T10:00:00+02:00',
      insuranceStart: '2027-08-01',
    });
  });

  it('prints readable lines by default', async () => {
    const run = await rente(['insurance-start', '--product', 'riester']);
    expect(run.stdout).toContain('insurance start  2026-12-01');
    expect(run.stdout).toContain('year-end period  yes, until 2026-12-22T00:00');
  });

  it.each([
    [['insurance-start', '--product', 'bausparen']],
    [['insurance-start', '--now', '2026-12-30 21:00']],
    [['insurance-start', '--today', '30.12.2026']],
    [['insurance-start', '--today', '2026-12-30', '--now', '2026-12-30T10:00']],
  ])('treats %j as a usage error', async (argv) => {
    const run = await rente(argv);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
