import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

type HolidayJson = { date: string; key: string; name: string };

describe('rente holidays', () => {
  it('lists the 15 Bavarian holidays of 2026 in date order by default', async () => {
    const run = await rente(['holidays', '2026', '--json']);
    expect(run.code).toBe(0);
    const holidays = run.json<HolidayJson[]>();
    expect(holidays.map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
      '2026-06-04',
      '2026-08-15',
      '2026-10-03',
      '2026-11-01',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(holidays[1]).toEqual({
      date: '2026-01-06',
      key: 'epiphany',
      name: 'Heilige Drei Könige',
    });
  });

  it('takes a state and optional holidays', async () => {
    const run = await rente([
      'holidays',
      '2026',
      '--state',
      'be',
      '--with',
      'christmasEve,newYearsEve',
      '--json',
    ]);
    const keys = run.json<HolidayJson[]>().map((h) => h.key);
    expect(keys).toContain('womensDay');
    expect(keys).toContain('christmasEve');
    expect(keys).toContain('newYearsEve');
    expect(keys).not.toContain('epiphany');
  });

  it('takes a range of years', async () => {
    const run = await rente(['holidays', '2025..2026', '--state', 'be', '--json']);
    const holidays = run.json<HolidayJson[]>();
    expect(holidays[0]?.date).toBe('2025-01-01');
    expect(holidays.at(-1)?.date).toBe('2026-12-26');
    expect(holidays.filter((h) => h.key === 'liberationDay').map((h) => h.date)).toEqual([
      '2025-05-08',
    ]);
  });

  it('prints an aligned table by default', async () => {
    const run = await rente(['holidays', '2026', '--state', 'sn']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^date\s+holiday\s+key$/);
    expect(lines.find((l) => l.startsWith('Wed 2026-11-18'))).toMatch(
      /^Wed 2026-11-18 {2}Buß- und Bettag\s+repentanceDay$/,
    );
  });

  it('takes a state code in any case, as support staff type it („SN“, „Sn“)', async () => {
    const lower = await rente(['holidays', '2026', '--state', 'sn', '--json']);
    for (const typed of ['SN', 'Sn', ' sn ']) {
      const run = await rente(['holidays', '2026', '--state', typed, '--json']);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(lower.stdout);
    }
    const tax = await rente(['tax', '60000', '--church-tax-state', 'BY', '--json']);
    expect(tax.code).toBe(0);
  });

  it.each([
    [['holidays', '26']],
    [['holidays', '2026..2025']],
    [['holidays', '2026', '--state', 'xx']],
    [['holidays', '2026', '--with', 'carnival']],
    [['holidays']],
  ])('treats %j as a usage error (exit 2, one line on stderr)', async (argv) => {
    const run = await rente(argv);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
