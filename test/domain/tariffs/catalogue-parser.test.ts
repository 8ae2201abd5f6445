import { describe, expect, it } from 'vitest';
import { BENEFICIARY_OPTIONS } from '../../../domain/application/beneficiary';
import { formatCatalogueError } from '../../../domain/tariffs/catalogue-error';
import { parseTariffCatalogue } from '../../../domain/tariffs/catalogue-parser';
import small from '../../fixtures/catalogue/small-catalogue.json';

type Json = Record<string, unknown>;
/** A fresh, editable copy of the small valid catalogue (3 tariffs, insurers 1 and 4). */
const catalogue = (): { demo: unknown; tariffs: Json[] } => structuredClone(small) as never;
const tariff = (c: { tariffs: Json[] }, i: number): Json => c.tariffs[i] as Json;
const at = (c: { tariffs: Json[] }, i: number, key: string): Json => tariff(c, i)[key] as Json;

/** The errors as `path: message` lines, or [] when the catalogue is valid. */
const errorsOf = (input: unknown): string[] => {
  const result = parseTariffCatalogue(input);
  return result.ok ? [] : result.error.map(formatCatalogueError);
};

describe('parseTariffCatalogue', () => {
  it('reads a valid catalogue unchanged', () => {
    const result = parseTariffCatalogue(catalogue());
    expect(result).toEqual({ ok: true, value: small });
  });

  it('reads -0 as 0, so a loaded catalogue reads back exactly from its JSON (issue 13)', () => {
    const c = catalogue();
    tariff(c, 0).guaranteedInterest = -0;
    const parsed = parseTariffCatalogue(c);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Object.is(parsed.value.tariffs[0]?.guaranteedInterest, 0)).toBe(true);
  });

  it('names the path of the issue example', () => {
    const c = catalogue();
    at(c, 1, 'costs').fundTer = 0.06;
    expect(errorsOf(c)).toEqual(['tariffs[1].costs.fundTer: expected a number between 0 and 0.05']);
  });

  it('reports every error of the file at once and loads nothing', () => {
    const c = catalogue();
    tariff(c, 0).grade = 1.25;
    tariff(c, 0).insurerId = 2;
    at(c, 1, 'costs').acquisitionRate = 0.03;
    tariff(c, 2).productTypes = [];
    tariff(c, 2).surprise = true;
    c.demo = 'yes';
    const result = parseTariffCatalogue(c);
    expect(result.ok).toBe(false);
    expect(errorsOf(c)).toEqual([
      'demo: expected true or false',
      'tariffs[0].insurerId: expected one of the insurer ids 1, 4, 6, 11, 25, 26, 29, 32, 39, 40, 46, 47, 49, 52, 54',
      'tariffs[0].grade: expected a grade between 1.0 and 5.0 with one decimal',
      'tariffs[1].costs.acquisitionRate: expected a number between 0 and 0.025',
      'tariffs[2].surprise: unknown field',
      'tariffs[2].productTypes: expected a non-empty list of product types (ruerup, riester, schicht3, sofort, s3einmalzahlung)',
    ]);
    if (!result.ok)
      expect(result.error[0]).toEqual({
        kind: 'catalogue/invalid',
        path: 'demo',
        message: 'expected true or false',
      });
  });

  it('rejects what is not a catalogue', () => {
    expect(errorsOf(null)).toEqual(['expected an object']);
    expect(errorsOf([])).toEqual(['expected an object']);
    expect(errorsOf({ demo: true, tariffs: [] })).toEqual([
      'tariffs: expected a non-empty list of tariffs',
    ]);
    expect(errorsOf({ demo: true })).toEqual(['tariffs: expected a non-empty list of tariffs']);
    expect(errorsOf({ demo: true, tariffs: [1], extra: 0 })).toEqual([
      'extra: unknown field',
      'tariffs[0]: expected an object',
    ]);
  });

  it.each<[string, (c: { tariffs: Json[] }) => void, string]>([
    [
      'a duplicate id',
      (c) => {
        tariff(c, 2).id = 'test-riester-klassik';
      },
      'tariffs[2].id: duplicate id "test-riester-klassik" (first at tariffs[0])',
    ],
    [
      'an id unfit for URLs',
      (c) => {
        tariff(c, 0).id = 'Riester Klassik';
      },
      'tariffs[0].id: expected an id of lowercase letters, digits and hyphens (at most 64)',
    ],
    [
      'another name for the same insurer',
      (c) => {
        tariff(c, 2).insurerName = 'Testversicherer 4';
      },
      'tariffs[2].insurerName: expected "Testversicherer Vier" as at tariffs[1] (insurer 4)',
    ],
    [
      'an empty tariff name',
      (c) => {
        tariff(c, 0).tariffName = '  ';
      },
      'tariffs[0].tariffName: expected a non-empty text of at most 100 characters',
    ],
    [
      'an unknown product type',
      (c) => {
        tariff(c, 1).productTypes = ['schicht3', 'bav'];
      },
      'tariffs[1].productTypes[1]: expected one of ruerup, riester, schicht3, sofort, s3einmalzahlung',
    ],
    [
      'a product type twice',
      (c) => {
        tariff(c, 1).productTypes = ['ruerup', 'ruerup'];
      },
      'tariffs[1].productTypes[1]: duplicate "ruerup"',
    ],
    [
      'an unknown investment type',
      (c) => {
        tariff(c, 1).investmentType = 'aktien';
      },
      'tariffs[1].investmentType: expected one of klassisch, fondsgebunden, hybrid, hybridUndKlassisch',
    ],
    [
      'a grade beyond 5.0',
      (c) => {
        tariff(c, 0).grade = 5.5;
      },
      'tariffs[0].grade: expected a grade between 1.0 and 5.0 with one decimal',
    ],
    [
      'an unknown feature',
      (c) => {
        at(c, 0, 'features').rendite = { result: 'positive', explanation: 'Gut.' };
      },
      'tariffs[0].features.rendite: unknown feature',
    ],
    [
      'nachhaltigkeit among the features',
      (c) => {
        at(c, 0, 'features').nachhaltigkeit = { result: 'positive', explanation: 'Gut.' };
      },
      'tariffs[0].features.nachhaltigkeit: belongs in the field sustainability',
    ],
    [
      'notRelevant on a plain feature',
      (c) => {
        (at(c, 0, 'features').rentenfaktor as Json).result = 'notRelevant';
      },
      'tariffs[0].features.rentenfaktor.result: expected one of positive, negative, noData',
    ],
    [
      'an empty explanation',
      (c) => {
        (at(c, 0, 'features').kapitalentnahme as Json).explanation = '';
      },
      'tariffs[0].features.kapitalentnahme.explanation: expected a non-empty text of at most 500 characters',
    ],
    [
      'an unknown sustainability value',
      (c) => {
        at(c, 1, 'sustainability').value = 'Sehr gut';
      },
      'tariffs[1].sustainability.value: expected one of Exzellent, Gut, Durchschnittlich, Unterdurchschnittlich',
    ],
    [
      'an unknown sustainability type',
      (c) => {
        tariff(c, 1).sustainabilityType = 'green';
      },
      'tariffs[1].sustainabilityType: expected one of euStrict, euSoft, esgStrict, esgSoft, any',
    ],
    [
      'an unknown capital protection',
      (c) => {
        tariff(c, 1).capitalProtection = 'top';
      },
      'tariffs[1].capitalProtection: expected one of sehr_gut, gut, befriedigend, ausreichend',
    ],
    [
      'a flag that is not a boolean',
      (c) => {
        tariff(c, 0).onlineContract = 1;
      },
      'tariffs[0].onlineContract: expected true or false',
    ],
    [
      'premium costs above 15 %',
      (c) => {
        at(c, 0, 'costs').premiumRate = 0.16;
      },
      'tariffs[0].costs.premiumRate: expected a number between 0 and 0.15',
    ],
    [
      'balance costs above 2 %',
      (c) => {
        at(c, 0, 'costs').balanceRate = 0.025;
      },
      'tariffs[0].costs.balanceRate: expected a number between 0 and 0.02',
    ],
    [
      'fixed costs above 200 €',
      (c) => {
        at(c, 0, 'costs').fixedPerYear = 250;
      },
      'tariffs[0].costs.fixedPerYear: expected a number between 0 and 200',
    ],
    [
      'negative costs',
      (c) => {
        at(c, 0, 'costs').balanceRate = -0.001;
      },
      'tariffs[0].costs.balanceRate: expected a number between 0 and 0.02',
    ],
    [
      'a fund TER on a klassisch tariff',
      (c) => {
        at(c, 0, 'costs').fundTer = 0.002;
      },
      'tariffs[0].costs.fundTer: expected 0 for a klassisch tariff',
    ],
    [
      'a missing cost',
      (c) => {
        delete at(c, 0, 'costs').fixedPerYear;
      },
      'tariffs[0].costs.fixedPerYear: expected a number between 0 and 200',
    ],
    [
      'a guaranteed interest above the Höchstrechnungszins',
      (c) => {
        tariff(c, 0).guaranteedInterest = 0.0125;
      },
      'tariffs[0].guaranteedInterest: expected a number between 0 and 0.01',
    ],
    [
      'an assumed fund return above 8 %',
      (c) => {
        tariff(c, 1).assumedFundReturn = 0.09;
      },
      'tariffs[1].assumedFundReturn: expected a number between 0 and 0.08',
    ],
    [
      'a beitragsGarantie level above 100',
      (c) => {
        tariff(c, 1).beitragsGarantieLevels = [0, 101];
      },
      'tariffs[1].beitragsGarantieLevels[1]: expected a whole number between 0 and 100',
    ],
    [
      'a fractional beitragsGarantie level',
      (c) => {
        tariff(c, 1).beitragsGarantieLevels = [50.5];
      },
      'tariffs[1].beitragsGarantieLevels[0]: expected a whole number between 0 and 100',
    ],
    [
      'Riester without the full guarantee',
      (c) => {
        tariff(c, 0).beitragsGarantieLevels = [80];
      },
      'tariffs[0].beitragsGarantieLevels: expected 100 among the levels of a Riester tariff (§ 1 AltZertG)',
    ],
    [
      'no Rentenfaktor',
      (c) => {
        tariff(c, 0).rentenfaktor = [];
      },
      'tariffs[0].rentenfaktor: expected a non-empty list of Rentenfaktor entries',
    ],
    [
      'a guaranteed factor above the current one',
      (c) => {
        ((tariff(c, 0).rentenfaktor as Json[])[1] as Json).guaranteed = 31;
      },
      'tariffs[0].rentenfaktor[1].guaranteed: expected at most the current Rentenfaktor (26.6)',
    ],
    [
      'a Rentenfaktor above 45 €',
      (c) => {
        ((tariff(c, 0).rentenfaktor as Json[])[0] as Json).current = 46;
      },
      'tariffs[0].rentenfaktor[0].current: expected a number between 15 and 45',
    ],
    [
      'a Rentenfaktor below 15 €',
      (c) => {
        ((tariff(c, 0).rentenfaktor as Json[])[0] as Json).guaranteed = 12;
      },
      'tariffs[0].rentenfaktor[0].guaranteed: expected a number between 15 and 45',
    ],
    [
      'unsorted ages',
      (c) => {
        ((tariff(c, 0).rentenfaktor as Json[])[1] as Json).fromAge = 55;
      },
      'tariffs[0].rentenfaktor[1].fromAge: expected at least 60 (entries sorted by fromAge)',
    ],
    [
      'an age and period twice',
      (c) => {
        tariff(c, 0).rentenfaktor = [
          (tariff(c, 2).rentenfaktor as Json[])[0],
          (tariff(c, 2).rentenfaktor as Json[])[0],
        ];
      },
      'tariffs[0].rentenfaktor[1]: duplicate entry for fromAge 60 and guaranteePeriod 5',
    ],
    [
      'min above max',
      (c) => {
        at(c, 0, 'limits').minMonthlyPayment = 200;
      },
      'tariffs[0].limits.minMonthlyPayment: expected at most maxMonthlyPayment (175)',
    ],
    [
      'no monthly limit for regular contributions',
      (c) => {
        Object.assign(at(c, 0, 'limits'), { minMonthlyPayment: 0 });
      },
      'tariffs[0].limits.minMonthlyPayment: expected a positive amount for a tariff with regular contributions',
    ],
    [
      'no one-time limit for sofort',
      (c) => {
        at(c, 2, 'limits').maxOneTimePayment = 0;
        at(c, 2, 'limits').minOneTimePayment = 0;
      },
      'tariffs[2].limits.minOneTimePayment: expected a positive amount for a single-premium product (sofort, s3einmalzahlung)',
    ],
    [
      'a negative limit',
      (c) => {
        at(c, 1, 'limits').maxOneTimePayment = -1;
      },
      'tariffs[1].limits.maxOneTimePayment: expected a number between 0 and 10000000',
    ],
    [
      'no death benefit option',
      (c) => {
        tariff(c, 0).deathBenefitOptions = [];
      },
      'tariffs[0].deathBenefitOptions: expected a non-empty list of death benefit options',
    ],
    [
      'an unknown beneficiary',
      (c) => {
        tariff(c, 0).beneficiaryOptions = ['neighbour'];
      },
      `tariffs[0].beneficiaryOptions[0]: expected one of ${BENEFICIARY_OPTIONS.join(', ')}`,
    ],
    [
      'no documents',
      (c) => {
        tariff(c, 0).documents = [];
      },
      'tariffs[0].documents: expected a non-empty list of documents',
    ],
    [
      'a document that is no PDF name',
      (c) => {
        ((tariff(c, 0).documents as Json[])[1] as Json).fileName = 'AVB 2025.docx';
      },
      'tariffs[0].documents[1].fileName: expected a file name ending in .pdf (letters, digits, . _ -)',
    ],
    [
      'an unknown promotion',
      (c) => {
        tariff(c, 1).promotion = 'summerSale';
      },
      'tariffs[1].promotion: expected null or one of inflationPremium',
    ],
    [
      'the promotion at a second insurer',
      (c) => {
        tariff(c, 0).promotion = 'inflationPremium';
        tariff(c, 2).promotion = null;
      },
      'tariffs[1].promotion: expected null: the promotion belongs to insurer 1 (tariffs[0])',
    ],
  ])('reports %s', (_, corrupt, expected) => {
    const c = catalogue();
    corrupt(c);
    expect(errorsOf(c)).toEqual([expected]);
  });
});

describe('formatCatalogueError', () => {
  it('writes path: message, and the message alone for the whole file', () => {
    expect(
      formatCatalogueError({
        kind: 'catalogue/invalid',
        path: 'tariffs[12].costs.fundTer',
        message: 'expected a number between 0 and 0.05',
      }),
    ).toBe('tariffs[12].costs.fundTer: expected a number between 0 and 0.05');
    expect(
      formatCatalogueError({ kind: 'catalogue/invalid', path: '', message: 'expected an object' }),
    ).toBe('expected an object');
  });
});
