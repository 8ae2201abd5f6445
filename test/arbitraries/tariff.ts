import fc from 'fast-check';
import { BENEFICIARY_OPTIONS } from '../../domain/application/beneficiary';
import { INVESTMENT_TYPES } from '../../domain/products/investment-type';
import { PRODUCT_TYPES, type ProductType } from '../../domain/products/product-type';
import { CHECK_RESULTS, SUSTAINABILITY_CHECK_RESULTS } from '../../domain/tariffs/check-result';
import {
  type DeathBenefitFactors,
  type DeathBenefitOption,
  deathBenefitRank,
} from '../../domain/tariffs/death-benefit';
import { TARIFF_FEATURE_NAMES } from '../../domain/tariffs/features';
import { INSURER_IDS, type InsurerId } from '../../domain/tariffs/filters';
import {
  SUSTAINABILITY_TYPES,
  TARIFF_SUSTAINABILITY_VALUES,
} from '../../domain/tariffs/sustainability';
import {
  CAPITAL_PROTECTION_RATINGS,
  type RentenfaktorEntry,
  type Tariff,
  type TariffCatalogue,
} from '../../domain/tariffs/tariff';

// Values are whole multiples of small units (no -0, no binary noise), so a JSON round trip and
// toEqual compare exactly.
const fraction = (max: number, unit = 10_000): fc.Arbitrary<number> =>
  fc.integer({ min: 0, max: Math.round(max * unit) }).map((n) => n / unit);

const EXPLANATIONS = [
  'Der Tarif bietet diese Leistung vollständig.',
  'Nur gegen Aufpreis möglich.',
  'Dazu liegen uns keine Angaben des Versicherers vor.',
];
const DOCUMENTS = [
  { title: 'Produktinformationsblatt', fileName: 'produktinformationsblatt.pdf' },
  { title: 'Versicherungsbedingungen', fileName: 'versicherungsbedingungen.pdf' },
  { title: 'Kosteninformation', fileName: 'kosteninformation.pdf' },
];
const SINGLE_PREMIUM: readonly ProductType[] = ['sofort', 's3einmalzahlung'];

/**
 * A valid Rentenfaktor table: a full grid of 1–3 ages × 1–3 guarantee periods, the factors (in
 * cents, 15–45 €) falling with the period at every age, guaranteed never above current.
 */
export const rentenfaktorEntries = (): fc.Arbitrary<RentenfaktorEntry[]> =>
  fc
    .record({
      ages: fc.uniqueArray(fc.integer({ min: 18, max: 90 }), { minLength: 1, maxLength: 3 }),
      periods: fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 3 }),
      rows: fc.array(
        fc.record({
          current: fc.integer({ min: 2500, max: 4500 }),
          cut: fc.integer({ min: 0, max: 1000 }),
          steps: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 3, maxLength: 3 }),
        }),
        { minLength: 3, maxLength: 3 },
      ),
    })
    .map(({ ages, periods, rows }) => {
      const sortedPeriods = [...periods].sort((a, b) => a - b);
      return [...ages]
        .sort((a, b) => a - b)
        .flatMap((fromAge, i) => {
          const row = rows[i] ?? { current: 3000, cut: 0, steps: [0, 0, 0] };
          let current = row.current;
          let guaranteed = Math.max(1500, row.current - row.cut);
          return sortedPeriods.map((guaranteePeriod, j) => {
            const step = j === 0 ? 0 : (row.steps[j] ?? 0);
            current = Math.max(1500, current - step);
            guaranteed = Math.min(current, Math.max(1500, guaranteed - step));
            return {
              fromAge,
              guaranteePeriod,
              guaranteed: guaranteed / 100,
              current: current / 100,
            };
          });
        });
    });

/** Valid factors for death-benefit options: 1 for the fullest, rising as the benefit falls. */
export const deathBenefitFactorsFor = (
  options: readonly DeathBenefitOption[],
): fc.Arbitrary<DeathBenefitFactors> =>
  fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 3, maxLength: 3 }).map((raises) => {
    const ranked = [...options].sort((a, b) => deathBenefitRank(b) - deathBenefitRank(a));
    let hundredths = 100;
    return Object.fromEntries(
      ranked.map((o, i) => {
        if (i > 0) hundredths += raises[i] ?? 0;
        return [o, hundredths / 100];
      }),
    );
  });

const features = (): fc.Arbitrary<Tariff['features']> =>
  fc.subarray(TARIFF_FEATURE_NAMES.filter((n) => n !== 'nachhaltigkeit')).chain((names) =>
    fc
      .tuple(
        ...names.map(() =>
          fc.record({
            result: fc.constantFrom(...CHECK_RESULTS),
            explanation: fc.constantFrom(...EXPLANATIONS),
          }),
        ),
      )
      .map((values) => Object.fromEntries(names.map((n, i) => [n, values[i]]))),
  );

/** The insurer name the generated tariffs of an insurer share. */
export const insurerNameOf = (insurerId: InsurerId): string => `Testversicherer ${insurerId}`;

/** A valid tariff by every rule of the catalogue parser (id and promotion set by the catalogue). */
export const validTariff = (): fc.Arbitrary<Tariff> =>
  fc
    .record({
      insurerId: fc.constantFrom(...INSURER_IDS),
      tariffName: fc.constantFrom('Rente Klassik', 'Rente Invest', 'Vorsorge Plus'),
      productTypes: fc.subarray([...PRODUCT_TYPES], { minLength: 1 }),
      investmentType: fc.constantFrom(...INVESTMENT_TYPES),
      grade: fc.integer({ min: 10, max: 50 }).map((n) => n / 10),
      features: features(),
      sustainability: fc.record({
        result: fc.constantFrom(...SUSTAINABILITY_CHECK_RESULTS),
        value: fc.constantFrom(...TARIFF_SUSTAINABILITY_VALUES),
        explanation: fc.constantFrom(...EXPLANATIONS),
      }),
      sustainabilityType: fc.constantFrom(...SUSTAINABILITY_TYPES),
      capitalProtection: fc.constantFrom(...CAPITAL_PROTECTION_RATINGS),
      onlineContract: fc.boolean(),
      etfSelection: fc.boolean(),
      greenFunds: fc.boolean(),
      excellentCustomizations: fc.boolean(),
      costs: fc.record({
        acquisitionRate: fraction(0.025),
        premiumRate: fraction(0.15),
        balanceRate: fraction(0.02),
        fixedPerYear: fc.integer({ min: 0, max: 200 }),
        fundTer: fraction(0.05),
      }),
      guaranteedInterest: fraction(0.01),
      assumedFundReturn: fraction(0.08),
      levels: fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 4 }),
      rentenfaktor: rentenfaktorEntries(),
      monthly: fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 99_500 })),
      oneTime: fc.tuple(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
      ),
      deathBenefitOptions: fc.subarray(['beitragsrueckgewaehr', 'guthaben', 'keine'] as const, {
        minLength: 1,
      }),
      beneficiaryOptions: fc.subarray([...BENEFICIARY_OPTIONS], { minLength: 1 }),
      documents: fc.subarray(DOCUMENTS, { minLength: 1 }),
    })
    .chain((t) =>
      deathBenefitFactorsFor(t.deathBenefitOptions).map((deathBenefitFactors) => ({
        ...t,
        deathBenefitFactors,
      })),
    )
    .map(({ levels, monthly, oneTime, ...t }) => {
      const regular = t.productTypes.some((p) => !SINGLE_PREMIUM.includes(p));
      const single = t.productTypes.some((p) => SINGLE_PREMIUM.includes(p));
      return {
        ...t,
        id: 'unset',
        insurerName: insurerNameOf(t.insurerId),
        costs: { ...t.costs, fundTer: t.investmentType === 'klassisch' ? 0 : t.costs.fundTer },
        beitragsGarantieLevels:
          t.productTypes.includes('riester') && !levels.includes(100) ? [...levels, 100] : levels,
        limits: {
          minMonthlyPayment: regular ? monthly[0] : 0,
          maxMonthlyPayment: regular ? monthly[0] + monthly[1] : 0,
          minOneTimePayment: single ? oneTime[0] : 0,
          maxOneTimePayment: single ? oneTime[0] + oneTime[1] : 0,
        },
        promotion: null,
      };
    });

/** A valid catalogue: unique ids, and the promotion (if any) on tariffs of one insurer only. */
export const validCatalogue = (): fc.Arbitrary<TariffCatalogue> =>
  fc
    .record({
      demo: fc.boolean(),
      tariffs: fc.array(fc.tuple(validTariff(), fc.boolean()), { minLength: 1, maxLength: 6 }),
      promoted: fc.option(fc.constantFrom(...INSURER_IDS)),
    })
    .map(({ demo, tariffs, promoted }) => ({
      demo,
      tariffs: tariffs.map(([t, promote], i) => ({
        ...t,
        id: `tarif-${i + 1}`,
        promotion: promote && t.insurerId === promoted ? ('inflationPremium' as const) : null,
      })),
    }));
