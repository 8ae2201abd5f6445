import fc from 'fast-check';
import type { ProjectionInput } from '../../domain/comparison/projection-input';
import type { Tariff, TariffCosts } from '../../domain/tariffs/tariff';
import { TEMPLATE, tariffWith } from '../fixtures/comparison/small-catalogue';

/** A schicht3 input: born 1990-05-15, insurance start 2026-04-01, 100 € a month for `months`. */
export const inputWith = (changes: Partial<ProjectionInput>): ProjectionInput => ({
  productType: 'schicht3',
  birthday: { year: 1990, month: 5, day: 15 },
  today: { year: 2026, month: 3, day: 10 },
  insuranceStart: { year: 2026, month: 4, day: 1 },
  pensionStart: { year: 2057, month: 6, day: 1 },
  months: 374,
  ageAtPensionStart: 67,
  paymentPeriod: 'monthly',
  monthlyPayment: 100,
  oneTimePayment: 0,
  beitragsGarantie: 0,
  pensionGuaranteePeriod: 0,
  riester: null,
  ruerup: null,
  ...changes,
});

export const NO_COSTS: TariffCosts = TEMPLATE.costs;

/** Costs inside the ranges real tariffs show (fractions). */
export const costsArb: fc.Arbitrary<TariffCosts> = fc.record({
  acquisitionRate: fc.integer({ min: 0, max: 25 }).map((v) => v / 1000),
  premiumRate: fc.integer({ min: 0, max: 100 }).map((v) => v / 1000),
  balanceRate: fc.integer({ min: 0, max: 50 }).map((v) => v / 10_000),
  fixedPerYear: fc.integer({ min: 0, max: 60 }),
  fundTer: fc.integer({ min: 0, max: 150 }).map((v) => v / 10_000),
});

/**
 * Tariffs of every investment type whose fund part, after the TER, earns at least the middle
 * model rate (assumed returns 4–7 %, TER ≤ 1.5 %), as real fund tariffs assume.
 */
export const tariffArb = (costs: fc.Arbitrary<TariffCosts> = costsArb): fc.Arbitrary<Tariff> =>
  fc
    .record({
      investmentType: fc.constantFrom(
        'klassisch' as const,
        'fondsgebunden' as const,
        'hybrid' as const,
        'hybridUndKlassisch' as const,
      ),
      costs,
      guaranteedInterest: fc.integer({ min: 0, max: 100 }).map((v) => v / 10_000),
      assumedFundReturn: fc.integer({ min: 400, max: 700 }).map((v) => v / 10_000),
      levels: fc.subarray([0, 50, 60, 80, 90, 100], { minLength: 1 }),
      guaranteed: fc.integer({ min: 1_800, max: 3_000 }).map((v) => v / 100),
      extra: fc.integer({ min: 0, max: 800 }).map((v) => v / 100),
    })
    .map((r) =>
      tariffWith({
        investmentType: r.investmentType,
        costs: r.costs,
        guaranteedInterest: r.guaranteedInterest,
        assumedFundReturn: r.assumedFundReturn,
        beitragsGarantieLevels: r.levels,
        rentenfaktor: [
          {
            fromAge: 60,
            guaranteePeriod: 0,
            guaranteed: r.guaranteed,
            current: r.guaranteed + r.extra,
          },
        ],
      }),
    );

/** A deferred schicht3 input: 10–45 years, any payment period, amounts in whole cents. */
export const inputArb: fc.Arbitrary<ProjectionInput> = fc
  .record({
    years: fc.integer({ min: 10, max: 45 }),
    extraMonths: fc.integer({ min: 0, max: 11 }),
    paymentPeriod: fc.constantFrom(
      'monthly' as const,
      'yearly' as const,
      'oneTime' as const,
      'mix' as const,
    ),
    monthlyPayment: fc.integer({ min: 2_500, max: 200_000 }).map((v) => v / 100),
    oneTimePayment: fc.integer({ min: 500_000, max: 20_000_000 }).map((v) => v / 100),
    beitragsGarantie: fc.constantFrom(0, 50, 80, 100),
  })
  .map((r) =>
    inputWith({
      months: r.years * 12 + r.extraMonths,
      paymentPeriod: r.paymentPeriod,
      monthlyPayment: r.paymentPeriod === 'oneTime' ? 0 : r.monthlyPayment,
      oneTimePayment:
        r.paymentPeriod === 'oneTime' || r.paymentPeriod === 'mix' ? r.oneTimePayment : 0,
      beitragsGarantie: r.beitragsGarantie,
    }),
  );
