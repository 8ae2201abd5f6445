import { describe, expect, it } from 'vitest';
import { contributionScheduleOf } from '../../../domain/comparison/contribution-schedule';
import { projectTariff } from '../../../domain/comparison/project-tariff';
import { inputWith } from '../../arbitraries/comparison';
import { tariffWith } from '../../fixtures/comparison/small-catalogue';

describe('projectTariff, worked examples', () => {
  it('100 € monthly for 1 year at 1 % without costs', () => {
    // Monthly factor q = 1.01^(1/12) (12 months give exactly 1 %). Each 100 € is paid at the
    // start of its month: 100 × (q + q² + … + q¹²) = 100 × q × (q¹² − 1) ÷ (q − 1)
    // = 100 × 1.000829538 × 0.01 ÷ 0.000829538 = 1,206.4901… → 1,206.49 €.
    const tariff = tariffWith({ guaranteedInterest: 0.01, beitragsGarantieLevels: [0] });
    const p = projectTariff(tariff, inputWith({ months: 12 }));
    expect(p.guaranteedCapital).toBe(1206.49);
    expect(p.paidIn).toBe(1200);
    expect(p.costs.total).toBe(0);
    expect(p.effectiveCosts).toBe(0);
  });

  it('a one-time 10,000 € over 10 years: 1.67 % projected, 1 % guaranteed', () => {
    // 10,000 × 1.0167^10 = 11,801.2561… → 11,801.26 € (the middle model rate, klassisch);
    // 10,000 × 1.01^10 = 11,046.2212… → 11,046.22 € (guaranteed interest 1 %).
    const tariff = tariffWith({ guaranteedInterest: 0.01 });
    const p = projectTariff(
      tariff,
      inputWith({
        months: 120,
        paymentPeriod: 'oneTime',
        monthlyPayment: 0,
        oneTimePayment: 10_000,
      }),
    );
    expect(p.projectedCapital).toBe(11_801.26);
    expect(p.guaranteedCapital).toBe(11_046.22);
  });

  it('a pension of 10,000 € capital × 30 € factor = 30 €', () => {
    // sofort without costs: the 10,000 € buy the pension at once; factor 25 € guaranteed, 30 € current.
    const tariff = tariffWith({ productTypes: ['sofort'] });
    const p = projectTariff(
      tariff,
      inputWith({
        productType: 'sofort',
        months: 0,
        ageAtPensionStart: 65,
        paymentPeriod: 'oneTime',
        monthlyPayment: 0,
        oneTimePayment: 10_000,
      }),
    );
    expect(p.projectedCapital).toBe(10_000);
    expect(p.guaranteedPension).toBe(25);
    expect(p.projectedPension).toBe(30);
    expect(p.effectiveCosts).toBeNull();
  });

  it('charges the costs as the tariff defines them', () => {
    // 100 € × 12 at 0 % guaranteed interest, 1,200 € paid in:
    // premiumRate 5 %: 60 €; acquisition 2.5 % × 1,200 = 30 € spread over the 12 months of the
    // term (shorter than 60); fixedPerYear 12 €: 1 € a month → guaranteed 1,200 − 60 − 30 − 12 = 1,098 €.
    const tariff = tariffWith({
      guaranteedInterest: 0,
      beitragsGarantieLevels: [0],
      costs: {
        acquisitionRate: 0.025,
        premiumRate: 0.05,
        balanceRate: 0,
        fixedPerYear: 12,
        fundTer: 0,
      },
    });
    const p = projectTariff(tariff, inputWith({ months: 12 }));
    expect(p.guaranteedCapital).toBe(1098);
    expect(p.costs).toEqual({ acquisition: 30, administration: 72, fundCosts: 0, total: 102 });
  });

  it('Effektivkosten of 1 % a year on the balance at 1.67 %', () => {
    // After costs the money grows by 1.0167 × (1 − 0.01/12)^12 − 1 = 0.6579 % a year; the
    // reduction in yield is 1.67 − 0.6579 = 1.0121 → 1.01 percentage points.
    const tariff = tariffWith({
      costs: { acquisitionRate: 0, premiumRate: 0, balanceRate: 0.01, fixedPerYear: 0, fundTer: 0 },
    });
    expect(projectTariff(tariff, inputWith({ months: 240 })).effectiveCosts).toBe(1.01);
  });

  it('floors the guaranteed capital at the beitragsGarantie', () => {
    // A fund tariff with 80 %: 374 months × 100 € = 37,400 € paid in → at least 29,920 €.
    const tariff = tariffWith({ investmentType: 'fondsgebunden', beitragsGarantieLevels: [0, 80] });
    const p = projectTariff(tariff, inputWith({ beitragsGarantie: 60 }));
    expect(p.beitragsGarantie).toBe(80);
    expect(p.guaranteedCapital).toBe(29_920);
    expect(p.guaranteeShare).toBeGreaterThan(0);
    expect(p.guaranteeShare).toBeLessThan(1);
    expect(p.projectedCapital).toBeGreaterThan(p.guaranteedCapital);
  });

  it('pays yearly 12 × the monthly figure at the start of each contract year', () => {
    // 30 months, yearly: 1,200 + 1,200 + 600 (the last half year pays 6 × 100) = 3,000 €.
    const schedule = contributionScheduleOf(inputWith({ months: 30, paymentPeriod: 'yearly' }));
    expect(schedule.ownTotal).toBe(3000);
    expect(schedule.atStart[0]).toBe(1200);
    expect(schedule.atStart[12]).toBe(1200);
    expect(schedule.atStart[24]).toBe(600);
    expect(schedule.atStart[1]).toBe(0);
  });

  it('pays a mix as one-time payment plus monthly payments', () => {
    const schedule = contributionScheduleOf(
      inputWith({ months: 24, paymentPeriod: 'mix', oneTimePayment: 5000 }),
    );
    expect(schedule.ownTotal).toBe(5000 + 2400);
    expect(schedule.atStart[0]).toBe(5100);
  });
});
