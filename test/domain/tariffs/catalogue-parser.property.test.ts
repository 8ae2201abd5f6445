import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTariffCatalogue, readCatalogue } from '../../../domain/tariffs/catalogue-parser';
import { newCatalogueReader } from '../../../domain/tariffs/catalogue-reader';
import { validCatalogue } from '../../arbitraries/tariff';

type Json = Record<string, unknown>;

/** A corruption: the path inside a tariff it breaks, and how. Each breaks one rule only. */
const CORRUPTIONS: readonly (readonly [string, (t: Json) => void])[] = [
  [
    'id',
    (t) => {
      t.id = 'Mit Leerzeichen';
    },
  ],
  [
    'insurerId',
    (t) => {
      t.insurerId = 2;
    },
  ],
  [
    'insurerName',
    (t) => {
      t.insurerName = '';
    },
  ],
  [
    'productTypes',
    (t) => {
      t.productTypes = [];
    },
  ],
  [
    'investmentType',
    (t) => {
      t.investmentType = 'aktien';
    },
  ],
  [
    'grade',
    (t) => {
      t.grade = 5.1;
    },
  ],
  [
    'grade',
    (t) => {
      t.grade = 2.25;
    },
  ],
  [
    'features',
    (t) => {
      t.features = [];
    },
  ],
  [
    'sustainability.result',
    (t) => {
      (t.sustainability as Json).result = 'unknown';
    },
  ],
  [
    'sustainabilityType',
    (t) => {
      t.sustainabilityType = 'green';
    },
  ],
  [
    'capitalProtection',
    (t) => {
      t.capitalProtection = 'top';
    },
  ],
  [
    'greenFunds',
    (t) => {
      t.greenFunds = 'ja';
    },
  ],
  [
    'costs.acquisitionRate',
    (t) => {
      (t.costs as Json).acquisitionRate = 0.0251;
    },
  ],
  [
    'costs.premiumRate',
    (t) => {
      (t.costs as Json).premiumRate = -0.01;
    },
  ],
  [
    'costs.fundTer',
    (t) => {
      (t.costs as Json).fundTer = 0.06;
    },
  ],
  [
    'costs.fixedPerYear',
    (t) => {
      (t.costs as Json).fixedPerYear = '12';
    },
  ],
  [
    'guaranteedInterest',
    (t) => {
      t.guaranteedInterest = 0.011;
    },
  ],
  [
    'assumedFundReturn',
    (t) => {
      t.assumedFundReturn = 0.081;
    },
  ],
  [
    'beitragsGarantieLevels[0]',
    (t) => {
      t.beitragsGarantieLevels = [101];
    },
  ],
  [
    'rentenfaktor[0].current',
    (t) => {
      ((t.rentenfaktor as Json[])[0] as Json).current = 45.5;
    },
  ],
  [
    'rentenfaktor[0].fromAge',
    (t) => {
      ((t.rentenfaktor as Json[])[0] as Json).fromAge = 17;
    },
  ],
  [
    'limits.maxMonthlyPayment',
    (t) => {
      (t.limits as Json).maxMonthlyPayment = -1;
    },
  ],
  [
    'deathBenefitOptions[0]',
    (t) => {
      t.deathBenefitOptions = ['alles'];
    },
  ],
  [
    'beneficiaryOptions',
    (t) => {
      t.beneficiaryOptions = 'children';
    },
  ],
  [
    'documents[0].fileName',
    (t) => {
      ((t.documents as Json[])[0] as Json).fileName = 'x.doc';
    },
  ],
  [
    'promotion',
    (t) => {
      t.promotion = 'summerSale';
    },
  ],
  [
    'surplus',
    (t) => {
      t.surplus = 1;
    },
  ],
];

describe('parseTariffCatalogue (properties)', () => {
  it('reads any valid catalogue to itself, also after a JSON round trip', () => {
    fc.assert(
      fc.property(validCatalogue(), (catalogue) => {
        expect(parseTariffCatalogue(catalogue)).toEqual({ ok: true, value: catalogue });
        const json: unknown = JSON.parse(JSON.stringify(catalogue));
        expect(parseTariffCatalogue(json)).toEqual({ ok: true, value: catalogue });
      }),
      { numRuns: 100 },
    );
  });

  it('reports any single corruption at its path, and only there', () => {
    fc.assert(
      fc.property(
        validCatalogue(),
        fc.nat(),
        fc.constantFrom(...CORRUPTIONS),
        (catalogue, pick, [path, corrupt]) => {
          // A JSON copy: generated tariffs may share objects, which structuredClone would keep shared.
          const copy = JSON.parse(JSON.stringify(catalogue)) as { tariffs: Json[] };
          const index = pick % copy.tariffs.length;
          corrupt(copy.tariffs[index] as Json);
          const result = parseTariffCatalogue(copy);
          expect(result.ok).toBe(false);
          if (!result.ok)
            expect(result.error.map((e) => e.path)).toEqual([`tariffs[${index}].${path}`]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('decides in its quick pass without paths exactly as with them: a valid file is read once', () => {
    fc.assert(
      fc.property(
        validCatalogue(),
        fc.nat(),
        fc.option(fc.constantFrom(...CORRUPTIONS)),
        (catalogue, pick, corruption) => {
          const copy = JSON.parse(JSON.stringify(catalogue)) as { tariffs: Json[] };
          corruption?.[1](copy.tariffs[pick % copy.tariffs.length] as Json);
          const quick = readCatalogue(newCatalogueReader({ paths: false }), copy);
          const full = readCatalogue(newCatalogueReader({ paths: true }), copy);
          expect(quick.ok).toBe(corruption === null);
          if (quick.ok) expect(quick).toEqual(full);
          else if (!full.ok) {
            expect(quick.error.map((e) => e.message)).toEqual(full.error.map((e) => e.message));
            expect(quick.error.every((e) => e.path === '')).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
