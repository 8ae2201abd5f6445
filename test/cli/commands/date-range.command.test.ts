import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

// One range, 1583-01-01 … 9999-12-31, for every date the CLI reads; outside
// it the same German message on one stderr line and exit 1 (README: "a date outside 1583–9999").
const MESSAGE = 'Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.\n';
const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';

describe('dates outside 1583–9999 in the CLI', () => {
  it.each([
    [['holidays', '1500']],
    [['holidays', '1582..1583']],
    [['holidays', '0000']],
    [['workday', '1500-01-01']],
    [['workday', '31.12.1582']],
    [['workdays', 'next', '9999-12-31']],
    [['workdays', 'add', '9999-12-30', '5']],
    [['workdays', 'count', '1582-01-01', '2026-01-01']],
    [['insurance-start', '--now', '1500-01-01T00:00']],
    [['insurance-start', '--today', '1500-01-01']],
    [['insurance-start', '--today', '0000-01-01', '--json']],
    [['banner', '--now', '1582-12-31T23:59']],
    [['insurance-start', '--today', '9999-12-20']],
    [['compare', 'js=Angestellter&bd=9981-01-01&pt=schicht3&mp=150', '--today', '9999-12-20']],
    [['birthday', '1985-04-12', '--today', '1500-01-01']],
    [['compare', SEARCH, '--today', '1500-01-01']],
    [['compare', SEARCH, '--now', '1500-01-01T00:00', '--json']],
    [['tariff', 'x', SEARCH, '--today', '1500-01-01']],
    [['compare', SEARCH.replace('1985-04-12', '1500-01-01')]],
    [['url', 'decode', `${SEARCH}&is=1582-12-01`]],
    [['url', 'decode', `${SEARCH}&cb=2015-01-01,0001-01-01`]],
  ])('%j: exit 1 with the one message', async (argv) => {
    const run = await rente(argv);
    expect(run).toEqual(expect.objectContaining({ code: 1, stdout: '', stderr: MESSAGE }));
  });

  it.each([
    [['holidays', '1583']],
    [['holidays', '9999']],
    [['workday', '1583-01-01']],
    [['workday', '31.12.9999']],
    [['insurance-start', '--now', '1583-01-01T00:00']],
    [['insurance-start', '--today', '9999-10-01']],
    [['url', 'decode', `${SEARCH}&is=1583-01-01`]],
  ])('%j: answers at the ends of the range', async (argv) => {
    expect((await rente(argv)).code).toBe(0);
  });

  it('keeps malformed dates a usage error (exit 2)', async () => {
    expect((await rente(['holidays', '15000'])).code).toBe(2);
    expect((await rente(['insurance-start', '--now', '1500-01-01 00:00'])).code).toBe(2);
  });
});
