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

  it('counts the spouse’s pension contributions against the doubled Höchstbetrag (issue 32)', async () => {
    // 61,652 − 18.6 % · 50,000 (9,300) − 18.6 % · 40,000 (7,440) = 44,912 €; joint zvE 79,098 €,
    // saving 12,394 € (worked example of test/domain/tax/ruerup-married.test.ts).
    const couple = [
      'ruerup',
      '--gross',
      '50000',
      '--contribution',
      '50000',
      '--employee',
      '--married',
      '--year',
      '2026',
    ];
    const both = await rente([...couple, '--spouse-gross', '40000', '--spouse-employee', '--json']);
    expect(both.code).toBe(0);
    expect(both.json()).toEqual({
      maximumDeductible: 44_912,
      deductible: 44_912,
      taxSaving: 12_394,
    });
    // Without the spouse option the spouse earns nothing: 61,652 − 9,300 = 52,352 €.
    expect((await rente([...couple, '--json'])).json()).toMatchObject({
      maximumDeductible: 52_352,
    });
    const text = (await rente([...couple, '--spouse-gross', '40000', '--spouse-employee'])).stdout
      .replaceAll('\u00a0', ' ')
      .split('\n');
    expect(text[0]).toBe(
      'Basisrente 2026, Arbeitnehmer, verheiratet (Ehepartner: Arbeitnehmer, 40.000 €)',
    );
    expect(text[1]).toMatch(/^Höchstens abziehbar\s+44\.912 €$/);
  });

  it('refuses the spouse options without --married and documents them in German', async () => {
    const single = await rente([
      'ruerup',
      '--gross',
      '50000',
      '--contribution',
      '1000',
      '--spouse-gross',
      '40000',
    ]);
    expect(single.code).toBe(1);
    expect(single.stderr).toContain(
      '--spouse-gross, --spouse-employee und --spouse-civil-servant gelten nur mit --married',
    );
    const help = await rente(['ruerup', '--help']);
    const flat = help.stdout.replace(/\s+/g, ' ');
    expect(flat).toContain('--spouse-gross <euros> nur mit --married: Bruttojahreseinkommen');
    expect(flat).toContain(
      'der Ehepartner ist Arbeitnehmer in der gesetzlichen Rentenversicherung',
    );
    expect(help.stdout).toContain('--spouse-gross 40000 --spouse-employee');
  });

  it('takes a Beamter’s fictitious pension contribution from the Höchstbetrag (§ 10 Abs. 3 Satz 3 EStG)', async () => {
    const base = ['ruerup', '--gross', '60000', '--contribution', '25000', '--year', '2026'];
    // 30,826 − 18.6 % · 60,000 = 19,666 € (test/domain/calculators/ruerup-calculator.test.ts).
    const civil = await rente([...base, '--civil-servant', '--json']);
    expect(civil.code).toBe(0);
    expect(civil.json()).toMatchObject({ maximumDeductible: 19_666, deductible: 19_666 });
    const text = (await rente([...base, '--civil-servant'])).stdout.replaceAll('\u00a0', ' ');
    expect(text.split('\n')[0]).toBe('Basisrente 2026, Beamter');
    expect(text).toMatch(/Höchstens abziehbar\s+19\.666 €/);
    const couple = await rente([
      ...base,
      '--employee',
      '--married',
      '--spouse-gross',
      '40000',
      '--spouse-civil-servant',
    ]);
    expect(couple.stdout.split('\n')[0]).toBe(
      'Basisrente 2026, Arbeitnehmer, verheiratet (Ehepartner: Beamter, 40.000\u00a0€)',
    );
    const both = await rente([...base, '--employee', '--civil-servant']);
    expect(both.code).toBe(1);
    expect(both.stderr.trim()).toBe(
      '--employee und --civil-servant schließen sich aus: ein Beamter ist nicht gesetzlich rentenversichert.',
    );
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
