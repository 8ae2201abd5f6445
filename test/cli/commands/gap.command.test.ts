import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente gap', () => {
  it('answers the worked example of test/domain/pension-gap/pension-gap.test.ts as JSON', async () => {
    const run = await rente([
      'gap',
      '--age',
      '40',
      '--gross',
      '51944',
      '--net',
      '3000',
      '--retire-at',
      '67',
      '--children',
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      pensionStartYear: 2053,
      statutory: { entgeltpunkte: 47, gross: 1998.44, net: 1614.97 },
      need: 2400,
      gap: 785.03,
      capitalNeeded: 277652.67,
      monthlySaving: 587.32,
    });
  });

  it('explains the result in German, the Renteninformation figure replacing the estimate', async () => {
    const run = await rente([
      'gap',
      '--age',
      '50',
      '--net',
      '2.500',
      '--retire-at',
      '64',
      '--statutory',
      '1500',
      '--share',
      '90',
      '--childless',
    ]);
    expect(run.code).toBe(0);
    const text = run.stdout.replaceAll('\u00a0', ' ');
    expect(text.split('\n')[0]).toBe(
      'Rentenlückencheck: Rentenbeginn mit 64 (2040), Regelaltersgrenze 67 Jahre; Beträge im Monat in heutigem Geld',
    );
    expect(text).toMatch(
      /Gesetzliche Rente brutto \(laut Renteninformation, Zugangsfaktor 0,892\)\s+1\.338 €/,
    );
    expect(text).toMatch(/= Gesetzliche Rente netto\s+1\.164,22 €/);
    expect(text).toMatch(/Rentenlücke\s+1\.085,78 €/);
    expect(text).toMatch(/Monatliche Sparrate für 14 Jahre\s+1\.592,64 €/);
    expect(text).toContain('Annahmen: Inflation 2 % im Jahr, Verzinsung 2,67 % im Jahr');
  });

  it('bad input: the German message of the first field on one stderr line, exit 1', async () => {
    const run = await rente([
      'gap',
      '--age',
      '17',
      '--gross',
      '1',
      '--net',
      '0',
      '--retire-at',
      '67',
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('Bitte geben Sie Ihr Alter in ganzen Jahren zwischen 18 und 62 an.\n');
    const late = await rente([
      'gap',
      '--age',
      '40',
      '--gross',
      '1',
      '--net',
      '1',
      '--retire-at',
      '71',
      '--children',
    ]);
    expect(late.stderr).toBe(
      'Der gewünschte Rentenbeginn muss zwischen 63 und 70 Jahren liegen.\n',
    );
  });

  it('asks whether there are children, never assumes it (issue 32, finding 9)', async () => {
    const base = ['gap', '--age', '40', '--gross', '51944', '--net', '3000', '--retire-at', '67'];
    const unasked = await rente(base);
    expect(unasked.code).toBe(1);
    expect(unasked.stderr).toBe('Bitte geben Sie an, ob Sie Kinder haben.\n');
    const both = await rente([...base, '--children', '--childless']);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('--children oder --childless');
  });

  it('a missing required flag is a usage error (exit 2)', async () => {
    expect((await rente(['gap', '--age', '40', '--net', '3000'])).code).toBe(2);
    expect(
      (await rente(['gap', '--age', '40', '--net', '3000', '--retire-at', '67', '--bogus'])).code,
    ).toBe(2);
  });
});
