import { describe, expect, it } from 'vitest';
import { investmentValues, readInvestment } from '../../../domain/onboarding/investment-form';

const FORM = {
  investmentType: 'fondsgebunden',
  beitragsGarantie: '80',
  fundSustainabilityType: 'euStrict',
  deathBenefit: 'guthaben',
  pensionGuaranteePeriod: '10',
};

describe('the investment step', () => {
  it('turns the form into search data', () => {
    expect(readInvestment(FORM, 'schicht3')).toEqual({
      ok: true,
      value: {
        investmentType: 'fondsgebunden',
        beitragsGarantie: 80,
        fundSustainabilityType: 'euStrict',
        deathBenefit: 'guthaben',
        pensionGuaranteePeriod: 10,
      },
    });
  });

  it('asks no fund sustainability for klassisch', () => {
    const answers = readInvestment(
      { ...FORM, investmentType: 'klassisch', fundSustainabilityType: 'x' },
      'ruerup',
    );
    expect(answers.ok && 'fundSustainabilityType' in answers.value).toBe(false);
  });

  it('allows Riester only the full guarantee (§ 1 AltZertG)', () => {
    const answers = readInvestment(FORM, 'riester');
    expect(answers.ok ? null : answers.error).toEqual({
      beitragsGarantie: 'Bitte wählen Sie eine Beitragsgarantie aus der Liste.',
    });
    expect(investmentValues({}, 'riester').beitragsGarantie).toBe('100');
    expect(investmentValues({ beitragsGarantie: 80 }, 'schicht3').beitragsGarantie).toBe('80');
  });

  it('refuses values outside the lists', () => {
    const answers = readInvestment({ pensionGuaranteePeriod: '7' }, 'schicht3');
    expect(Object.keys(answers.ok ? {} : answers.error).sort()).toEqual([
      'beitragsGarantie',
      'deathBenefit',
      'fundSustainabilityType',
      'investmentType',
      'pensionGuaranteePeriod',
    ]);
  });
});
