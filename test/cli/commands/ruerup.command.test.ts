import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente ruerup', () => {
  it('computes the deductible part and the saving (worked examples of test/domain/tax/ruerup.test.ts)', async () => {
    const selfEmployed = await rente([
      'ruerup',
      '--gross',
      '60000',
      '--contribution',
      '10000',
      '--year',
      '2026',
      '--json',
    ]);
    expect(selfEmployed.code).toBe(0);
    expect(selfEmployed.json()).toEqual({
      maximumDeductible: 30_826,
      deductible: 10_000,
      taxSaving: 3_684,
    });
    const employee = await rente([
      'ruerup',
      '--gross',
      '60000',
      '--contribution',
      '20000',
      '--employee',
      '--year',
      '2025',
      '--json',
    ]);
    expect(employee.json()).toEqual({
      maximumDeductible: 18_184,
      deductible: 18_184,
      taxSaving: 6_069,
    });
  });

  it('doubles the Höchstbetrag for married couples', async () => {
    const run = await rente([
      'ruerup',
      '--gross',
      '60000',
      '--contribution',
      '5000',
      '--married',
      '--json',
    ]);
    expect(run.json()).toMatchObject({ maximumDeductible: 61_652, deductible: 5_000 });
  });

  it('prints German labels by default', async () => {
    const run = await rente(['ruerup', '--gross', '60000', '--contribution', '10000']);
    const text = run.stdout.replaceAll('\u00a0', ' ');
    expect(text.split('\n')[0]).toBe('Basisrente 2026, Selbstständig');
    expect(text).toMatch(/Steuerersparnis\s+3\.684 €/);
  });

  it('needs --gross and --contribution as plain euro amounts (exit 2)', async () => {
    expect((await rente(['ruerup', '--gross', '60000'])).code).toBe(2);
    expect((await rente(['ruerup', '--gross', '60.000', '--contribution', '1'])).code).toBe(2);
  });
});
