import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

const URL_FROM_CUSTOMER =
  'https://www.rentenkompass.de/result?js=Freiberufler%2FSelbstst%C3%A4ndiger&bd=1985-04-12&pi=1&pct=0&egs=52000&im=1&noc=2&cb=2015-03-01,2018-07-22&pt=schicht3&is=2027-01-01&ra=67&mp=150&si=fondsgebunden&bg=80&pp=monthly&fst=esgSoft&oce=1&ts=gut_oder_besser&tg=2.5&if=1,4,6&utm_source=mail';

describe('rente url decode', () => {
  it('shows what the customer entered, typed, with filters and unknown keys', async () => {
    const run = await rente(['url', 'decode', URL_FROM_CUSTOMER, '--json']);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      searchData: {
        jobSituation: 'Freiberufler/Selbstständiger',
        birthday: '1985-04-12',
        hasPublicInsurance: true,
        paysChurchTax: false,
        estimatedGrossYearlySalary: 52000,
        isMarried: true,
        numberOfChildrenWithAllowance: 2,
        childrenBirthdays: ['2015-03-01', '2018-07-22'],
        productType: 'schicht3',
        insuranceStart: '2027-01-01',
        retirementAge: 67,
        monthlyPayment: 150,
        investmentType: 'fondsgebunden',
        beitragsGarantie: 80,
        paymentPeriod: 'monthly',
        fundSustainabilityType: 'esgSoft',
      },
      filters: {
        onlineContractEnabled: true,
        tariffSustainabilityFilter: 'gut_oder_besser',
        tariffGradeFilter: '2.5',
        insuranceFilter: [1, 4, 6],
      },
      unknownKeys: ['utm_source'],
    });
  });

  it('takes a bare query with or without ? and turns + into spaces in job situations', async () => {
    const a = await rente([
      'url',
      'decode',
      '?js=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&pt=sofort',
      '--json',
    ]);
    const b = await rente([
      'url',
      'decode',
      'js=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&pt=sofort',
      '--json',
    ]);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toMatchObject({
      searchData: { jobSituation: 'Nicht oder geringfügig Erwerbstätiger', productType: 'sofort' },
    });
  });

  it('fails with the spec message and exit 1', async () => {
    const run = await rente(['url', 'decode', 'pt=riester&pi=abc']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('Couldnt parse value: abc to boolean\n');
    expect((await rente(['url', 'decode', 'mp=zehn'])).stderr).toBe(
      'Couldnt parse value: zehn to number\n',
    );
  });

  it('prints a table by default', async () => {
    const run = await rente(['url', 'decode', 'pt=riester&bd=1990-01-31&oce=1&foo=bar']);
    expect(run.stdout.split('\n')).toEqual([
      'field                  key  value',
      'birthday               bd   1990-01-31 (31.01.1990)',
      'productType            pt   riester',
      'onlineContractEnabled  oce  true',
      'unknown keys: foo',
      '',
    ]);
  });
});

describe('rente url encode', () => {
  it('gives back the canonical query of what decode printed', async () => {
    const decoded = await rente(['url', 'decode', URL_FROM_CUSTOMER, '--json']);
    const encoded = await rente(['url', 'encode'], { stdin: decoded.stdout });
    expect(encoded.code).toBe(0);
    const again = await rente(['url', 'decode', encoded.stdout.trim(), '--json']);
    expect(again.json()).toEqual({ ...decoded.json<object>(), unknownKeys: [] });
  });

  it('reads a file and prints a whole URL with --base', async () => {
    const run = await rente(
      ['url', 'encode', 'search.json', '--base', 'https://www.rentenkompass.de/result'],
      {
        files: {
          'search.json': JSON.stringify({
            searchData: { productType: 'riester', isMarried: true },
            filters: {},
          }),
        },
      },
    );
    expect(run.stdout).toBe('https://www.rentenkompass.de/result?im=1&pt=riester\n');
  });

  it('rejects a missing file, bad JSON and a wrong value with exit 1', async () => {
    expect((await rente(['url', 'encode', 'nope.json'])).code).toBe(1);
    const bad = await rente(['url', 'encode'], { stdin: '{ nope' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('Die Eingabe ist kein gültiges JSON.\n');
    const wrong = await rente(['url', 'encode'], { stdin: '{"searchData":{"isMarried":"ja"}}' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.split('\n')).toHaveLength(2);
  });

  it('treats a bad --base as a usage error', async () => {
    expect(
      (await rente(['url', 'encode', '--base', 'javascript:alert(1)'], { stdin: '{}' })).code,
    ).toBe(2);
  });
});
