import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../adapters/catalogue/load-catalogue-file';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import type { ComparisonRow } from '../../../domain/comparison/comparison-row';
import { payoutChoiceFor } from '../../../domain/comparison/rentenfaktor-entry';
import { GUARANTEE_PERIODS } from '../../../domain/onboarding/investment-form';
import type { SearchData } from '../../../domain/search-data/search-data';
import {
  DEATH_BENEFITS_BY_BENEFIT,
  type DeathBenefitOption,
} from '../../../domain/tariffs/death-benefit';
import type { TariffCatalogue } from '../../../domain/tariffs/tariff';
import { validTariff } from '../../arbitraries/tariff';

// Issue 32, finding 1: a longer Rentengarantiezeit or more death benefit never gives a higher
// pension — for every tariff of the demo catalogue, and for every valid tariff at all.
const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
if (!loaded.ok) throw new Error(loaded.error.message);
const demo: TariffCatalogue = loaded.value;

const search = fc.oneof(
  fc.record({
    productType: fc.constantFrom('schicht3' as const, 'ruerup' as const),
    birthday: fc.integer({ min: 1966, max: 2000 }).map((y) => `${y}-04-12`),
    monthlyPayment: fc.integer({ min: 50, max: 500 }),
    retirementAge: fc.integer({ min: 62, max: 70 }),
    jobSituation: fc.constant('Angestellter'),
    estimatedGrossYearlySalary: fc.constant(50_000),
  }),
  fc.record({
    productType: fc.constant('s3einmalzahlung' as const),
    birthday: fc.integer({ min: 1966, max: 2000 }).map((y) => `${y}-04-12`),
    oneTimePayment: fc.integer({ min: 10_000, max: 200_000 }),
    retirementAge: fc.integer({ min: 62, max: 70 }),
  }),
  fc.record({
    productType: fc.constant('sofort' as const),
    birthday: fc.integer({ min: 1947, max: 1966 }).map((y) => `${y}-04-12`),
    oneTimePayment: fc.integer({ min: 10_000, max: 500_000 }),
  }),
);

const rowsOf = (s: SearchData): Map<string, ComparisonRow> => {
  const result = compareTariffs(demo, s, {}, NOW);
  if (!result.ok) throw new Error(result.error.message);
  return new Map(result.value.results.map((r) => [r.tariffId, r]));
};

/** Every row's pensions are at most those of the same tariff in `before`. */
const expectNotHigher = (
  before: Map<string, ComparisonRow>,
  after: Map<string, ComparisonRow>,
): void => {
  expect(after.size).toBe(before.size);
  for (const [id, row] of after) {
    const earlier = before.get(id);
    expect(row.guaranteedPension).toBeLessThanOrEqual(earlier?.guaranteedPension ?? 0);
    expect(row.projectedPension).toBeLessThanOrEqual(earlier?.projectedPension ?? 0);
  }
};

describe('Rentengarantiezeit and Leistung bei Tod change the pension, never upwards', () => {
  it('demo catalogue: every tariff pays no more for a longer guarantee period', () => {
    fc.assert(
      fc.property(search, fc.constantFrom(...DEATH_BENEFITS_BY_BENEFIT), (s, db) => {
        let before = rowsOf({ ...s, deathBenefit: db, pensionGuaranteePeriod: 0 });
        for (const period of GUARANTEE_PERIODS.slice(1)) {
          const after = rowsOf({ ...s, deathBenefit: db, pensionGuaranteePeriod: period });
          expectNotHigher(before, after);
          before = after;
        }
      }),
      { numRuns: 25 },
    );
  });

  it('demo catalogue: every tariff pays no more for more death benefit', () => {
    fc.assert(
      fc.property(search, fc.constantFrom(...GUARANTEE_PERIODS), (s, period) => {
        let before = rowsOf({ ...s, pensionGuaranteePeriod: period, deathBenefit: 'keine' });
        for (const db of DEATH_BENEFITS_BY_BENEFIT.slice(1)) {
          const after = rowsOf({ ...s, pensionGuaranteePeriod: period, deathBenefit: db });
          expectNotHigher(before, after);
          before = after;
        }
      }),
      { numRuns: 25 },
    );
  });

  it('demo catalogue: the choices do change the pension (25 years and „keine“ differ from the default)', () => {
    const s: SearchData = {
      productType: 'schicht3',
      birthday: '1985-04-12',
      monthlyPayment: 150,
      jobSituation: 'Angestellter',
    };
    const plain = rowsOf(s);
    const long = rowsOf({ ...s, pensionGuaranteePeriod: 25 });
    const none = rowsOf({ ...s, deathBenefit: 'keine' });
    for (const [id, row] of plain) {
      expect(long.get(id)?.projectedPension).toBeLessThan(row.projectedPension);
      expect(none.get(id)?.projectedPension).toBeGreaterThan(row.projectedPension);
    }
  });

  it('any valid tariff: the applied Rentenfaktor falls with the period and the death benefit', () => {
    fc.assert(
      fc.property(
        validTariff(),
        fc.integer({ min: 18, max: 90 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom<DeathBenefitOption | null>(null, ...DEATH_BENEFITS_BY_BENEFIT),
        fc.constantFrom<DeathBenefitOption | null>(null, ...DEATH_BENEFITS_BY_BENEFIT),
        (tariff, age, p1, p2, d1, d2) => {
          const [short, long] = p1 <= p2 ? [p1, p2] : [p2, p1];
          const a = payoutChoiceFor(tariff, age, short, d1).entry;
          const b = payoutChoiceFor(tariff, age, long, d1).entry;
          expect(b?.current ?? 0).toBeLessThanOrEqual(a?.current ?? 0);
          expect(b?.guaranteed ?? 0).toBeLessThanOrEqual(a?.guaranteed ?? 0);
          // With two wishes, the fuller one (no wish counts as the fullest) never pays more.
          const rank = (d: DeathBenefitOption | null): number =>
            d === null ? DEATH_BENEFITS_BY_BENEFIT.length : DEATH_BENEFITS_BY_BENEFIT.indexOf(d);
          const [less, more] = rank(d1) <= rank(d2) ? [d1, d2] : [d2, d1];
          const x = payoutChoiceFor(tariff, age, short, less).entry;
          const y = payoutChoiceFor(tariff, age, short, more).entry;
          expect(y?.current ?? 0).toBeLessThanOrEqual(x?.current ?? 0);
          expect(y?.guaranteed ?? 0).toBeLessThanOrEqual(x?.guaranteed ?? 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
