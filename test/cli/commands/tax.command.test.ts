import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente tax', () => {
  it('answers the reference values of issue 6 for 50,000 €', async () => {
    for (const [year, tax] of [
      ['2024', 10_872],
      ['2025', 10_691],
      ['2026', 10_548],
    ] as const) {
      const run = await rente(['tax', '50000', '--year', year, '--json']);
      expect(run.code).toBe(0);
      expect(run.json()).toEqual({
        year: Number(year),
        taxableIncome: 50_000,
        incomeTax: tax,
        solidaritySurcharge: 0,
        churchTax: 0,
        total: tax,
      });
    }
  });

  it('adds Soli and church tax in whole euros, cents dropped', async () => {
    // 2025, 100,000 €: tax 31,088 €; Soli 1,325.42 € → 1,325 €; Bayern 8 % = 2,487.04 € → 2,487 €.
    const run = await rente([
      'tax',
      '100000',
      '--year',
      '2025',
      '--church-tax-state',
      'by',
      '--json',
    ]);
    expect(run.json()).toEqual({
      year: 2025,
      taxableIncome: 100_000,
      incomeTax: 31_088,
      solidaritySurcharge: 1_325,
      churchTax: 2_487,
      total: 34_900,
    });
  });

  it('uses splitting with --married and takes a decimal comma', async () => {
    const run = await rente(['tax', '100001,99', '--year', '2025', '--married', '--json']);
    expect(run.json()).toMatchObject({ taxableIncome: 100_001, incomeTax: 21_382 });
  });

  it('defaults to the Berlin year of the clock, clamped to 2024–2026', async () => {
    expect((await rente(['tax', '50000', '--json'])).json()).toMatchObject({ year: 2026 });
    // 31 Dec 2024, 23:30 UTC is already 1 Jan 2025 in Berlin.
    const newYear = await rente(['tax', '50000', '--json'], {
      now: Temporal.Instant.from('2024-12-31T23:30:00Z'),
    });
    expect(newYear.json()).toMatchObject({ year: 2025, incomeTax: 10_691 });
    const later = await rente(['tax', '50000', '--json'], {
      now: Temporal.Instant.from('2031-06-01T10:00:00Z'),
    });
    expect(later.json()).toMatchObject({ year: 2026 });
  });

  it('prints a readable summary by default', async () => {
    const run = await rente(['tax', '50000', '--year', '2024', '--church-tax-state', 'be']);
    expect(run.code).toBe(0);
    const lines = run.stdout.replaceAll('\u00a0', ' ').split('\n');
    expect(lines[0]).toBe('Steuerjahr 2024, Grundtarif, zu versteuerndes Einkommen 50.000 €');
    expect(lines[1]).toMatch(/^Einkommensteuer\s+10\.872 €$/);
    expect(lines[3]).toMatch(/^Kirchensteuer \(9 %, be\)\s+978 €$/);
    expect(lines[4]).toMatch(/^Summe\s+11\.850 €$/);
  });

  it('rejects an invalid income with exit 1 and bad options with exit 2', async () => {
    const bad = await rente(['tax', '50.000,00', '--json']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(
      "invalid taxable income '50.000,00' (expected euros like 50000 or 50000,50)\n",
    );
    expect((await rente(['tax', '50000', '--year', '2023'])).code).toBe(2);
    expect((await rente(['tax', '50000', '--church-tax-state', 'xx'])).code).toBe(2);
    expect((await rente(['tax'])).code).toBe(2);
  });
});
