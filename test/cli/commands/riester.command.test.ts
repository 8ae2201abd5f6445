import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente riester', () => {
  // Married (spouse mittelbar with own contract), one child born from 2008:
  // 2,100 − (175 + 175 + 300) = 1,450 €; 1,200 € paid → 650 · 1,200 / 1,450 = 537.93 € (≈ 538 €).
  it('reproduces the reference example', async () => {
    const run = await rente([
      'riester',
      '--gross',
      '60000',
      '--married',
      '--children',
      '2010',
      '--contribution',
      '1200',
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      eligibility: 'unmittelbar',
      basicAllowance: 350,
      childAllowances: 300,
      starterBonus: 0,
      minimumOwnContribution: 1_450,
      allowancesPaid: 537.93,
      taxBenefit: 0,
    });
  });

  it('grants the starter bonus under 25 and the Günstigerprüfung (2026 from the clock)', async () => {
    // Single, 50,000 €, age 30: see test/domain/tax/riester-subsidy.test.ts → 480 € extra.
    const run = await rente(['riester', '--gross', '50000', '--age', '30', '--json']);
    expect(run.json()).toMatchObject({ minimumOwnContribution: 1_825, taxBenefit: 480 });
    const young = await rente(['riester', '--gross', '20000', '--age', '24', '--json']);
    // 4 % · 20,000 = 800 − (175 + 200) = 425 €.
    expect(young.json()).toMatchObject({ starterBonus: 200, minimumOwnContribution: 425 });
  });

  it('derives eligibility from job situation, insurance and spouse', async () => {
    const none = await rente([
      'riester',
      '--gross',
      '80000',
      '--job-situation',
      'Freiberufler/Selbstständiger',
      '--no-public-insurance',
      '--json',
    ]);
    expect(none.json()).toMatchObject({ eligibility: 'nein', allowancesPaid: 0, taxBenefit: 0 });
    const indirect = await rente([
      'riester',
      '--gross',
      '0',
      '--married',
      '--job-situation',
      'Nicht oder geringfügig Erwerbstätiger',
      '--no-public-insurance',
      '--spouse-job-situation',
      'Angestellter',
      '--spouse-public-insurance',
      '--contribution',
      '60',
      '--json',
    ]);
    expect(indirect.json()).toMatchObject({
      eligibility: 'mittelbar',
      basicAllowance: 175,
      minimumOwnContribution: 60,
      allowancesPaid: 175,
    });
  });

  it('prints German labels by default', async () => {
    const run = await rente(['riester', '--gross', '60000', '--married', '--children', '2010']);
    const text = run.stdout.replaceAll('\u00a0', ' ');
    expect(text.split('\n')[0]).toBe('Riester 2026: Unmittelbar förderberechtigt');
    expect(text).toMatch(/Mindesteigenbeitrag\s+1\.450 €/);
    expect(text).toMatch(/Zulagen gezahlt\s+650 €/);
  });

  it('rejects a child born after the year with exit 1 and malformed options with exit 2', async () => {
    const run = await rente(['riester', '--gross', '40000', '--children', '2027']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Das Geburtsjahr 2027 liegt nach dem Beitragsjahr 2026.\n');
    expect((await rente(['riester', '--gross', '40000', '--children', '10,2015'])).code).toBe(2);
    expect((await rente(['riester', '--gross', '-5'])).code).toBe(2);
    expect((await rente(['riester', '--gross', '40000', '--age', 'x'])).code).toBe(2);
    expect((await rente(['riester'])).code).toBe(2);
  });
});
