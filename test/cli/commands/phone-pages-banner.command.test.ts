import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente phone', () => {
  it('prints a pattern that finds the number however it is written', async () => {
    const run = await rente([
      'phone',
      '+49 (176) 123 456-78',
      '--test',
      'Rückruf unter 0176/12345678 bitte',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const { pattern, matches } = run.json<{ pattern: string; matches: boolean }>();
    expect(matches).toBe(true);
    expect(new RegExp(pattern).test('0049 176 12345678')).toBe(true);
    expect(new RegExp(pattern).test('0176 99999999')).toBe(false);
  });

  it('full match must end at the end, a space or a hyphen', async () => {
    const yes = await rente([
      'phone',
      '017612345678',
      '--full-match',
      '--test',
      '0176 12345678-privat',
      '--json',
    ]);
    expect(yes.json()).toMatchObject({ matches: true });
    const no = await rente([
      'phone',
      '017612345678',
      '--full-match',
      '--test',
      '0176 123456789',
      '--json',
    ]);
    expect(no.json()).toMatchObject({ matches: false });
  });

  it('answers null and exit 1 when no digits are left', async () => {
    const run = await rente(['phone', '+49', '--json']);
    expect(run.code).toBe(1);
    expect(run.json()).toEqual({ pattern: null });
  });

  it('says in German why there is no pattern, and exits 1 (issue 13)', async () => {
    const none = await rente(['phone', '+49']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(
      'Die Telefonnummer enthält nach der Ländervorwahl keine Ziffern.',
    );
    const huge = await rente(['phone', '8'.repeat(50_000)]);
    expect(huge.code).toBe(1);
    expect(huge.stderr).toContain('Eine Telefonnummer hat höchstens 15 Ziffern.');
  });
});

describe('rente pages', () => {
  it('lists the ad landing pages', async () => {
    const run = await rente(['pages', '--type', 'SEA', '--json']);
    const pages = run.json<{ path: string; pageType: string }[]>();
    expect(pages.every((p) => p.pageType === 'SEA')).toBe(true);
    expect(pages.map((p) => p.path)).toContain('/riester-rente/sl/zulagen-sichern');
    expect(pages.map((p) => p.path)).toContain(
      '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen',
    );
  });

  it('prints a table', async () => {
    const run = await rente(['pages']);
    expect(run.stdout.split('\n')[0]).toMatch(/^path\s+type\s+category\s+area id\s+title$/);
    expect(run.stdout).toContain('/ruerup-rente/fragen/einmalzahlung');
  });

  it('rejects an unknown type as a usage error', async () => {
    expect((await rente(['pages', '--type', 'SEO'])).code).toBe(2);
  });
});

describe('rente banner', () => {
  it('shows the one Rürup banner in December with its countdown', async () => {
    const run = await rente([
      'banner',
      '--product',
      'ruerup',
      '--now',
      '2026-12-01T12:00',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const banners =
      run.json<
        {
          type: string;
          endDate: string;
          daysLeft: number;
          hoursLeft: number;
          minutesLeft: number;
        }[]
      >();
    expect(banners.map((b) => b.type)).toEqual(['ruerupYearEnd2026']);
    expect(banners[0]).toEqual({
      type: 'ruerupYearEnd2026',
      endDate: '30.12.',
      daysLeft: 29,
      hoursLeft: 9,
      minutesLeft: 0,
    });
  });

  it('shows no banner outside the campaign', async () => {
    const run = await rente(['banner', '--product', 'riester', '--today', '2026-06-01']);
    expect(run.stdout).toBe('no campaign banner shows\n');
  });
});
