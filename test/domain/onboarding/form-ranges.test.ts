import { describe, expect, it } from 'vitest';
import { readContribution } from '../../../domain/onboarding/contribution-form';
import { readPersonalData } from '../../../domain/onboarding/personal-data-form';
import { readSofort } from '../../../domain/onboarding/sofort-form';

// The forms refuse what the comparison refuses, with its range message at the field.
const TODAY = { year: 2026, month: 11, day: 22 };
const PERSONAL = {
  birthday: '12.04.1985',
  jobSituation: 'Angestellter',
  hasPublicInsurance: '1',
  paysChurchTax: '0',
  estimatedGrossYearlySalary: '60.000',
  isMarried: '0',
  numberOfChildrenWithAllowance: '0',
};
const CONTRIBUTION = {
  paymentPeriod: 'monthly',
  contribution: '150',
  retirementAge: '67',
  insuranceStart: '2027-01-01',
};
const CONTEXT = { birthday: '1985-04-12', startOptions: ['2026-12-01', '2027-01-01'] };

const fieldErrors = (result: { ok: boolean; error?: unknown }): unknown =>
  result.ok ? null : result.error;

describe('the onboarding forms at the ends of the comparison ranges', () => {
  it('shows the salary range at the salary fields', () => {
    expect(
      fieldErrors(
        readPersonalData(
          {
            ...PERSONAL,
            estimatedGrossYearlySalary: '10.000.000,01',
            isMarried: '1',
            spouseJobSituation: 'Beamter',
            spouseHasPublicInsurance: '0',
            spousePaysChurchTax: '0',
            spouseEstimatedGrossYearlySalary: '20.000.000',
            spouseHasRiesterContract: '0',
          },
          TODAY,
        ),
      ),
    ).toEqual({
      estimatedGrossYearlySalary: 'Das Bruttojahresgehalt muss zwischen 0 und 10.000.000 € liegen.',
      spouseEstimatedGrossYearlySalary:
        'Das Bruttojahresgehalt des Ehepartners muss zwischen 0 und 10.000.000 € liegen.',
    });
    expect(
      readPersonalData({ ...PERSONAL, estimatedGrossYearlySalary: '10.000.000' }, TODAY).ok,
    ).toBe(true);
  });

  it('shows the date range at a child birthday before 1583', () => {
    expect(
      fieldErrors(
        readPersonalData(
          { ...PERSONAL, numberOfChildrenWithAllowance: '1', childBirthday1: '01.01.1500' },
          TODAY,
        ),
      ),
    ).toEqual({
      childBirthday1: 'Das Datum muss zwischen dem 01.01.1583 und dem 31.12.9999 liegen.',
    });
  });

  it('shows the contribution ranges at the amount fields', () => {
    const refused = (form: Record<string, string>) =>
      fieldErrors(readContribution({ ...CONTRIBUTION, ...form }, CONTEXT));
    expect(refused({ contribution: '10.000.000,01' })).toEqual({
      contribution: 'Der monatliche Beitrag muss zwischen 0 und 10.000.000 € liegen.',
    });
    expect(refused({ paymentPeriod: 'yearly', contribution: '20.000.000' })).toEqual({
      contribution: 'Der jährliche Beitrag muss zwischen 0 und 10.000.000 € liegen.',
    });
    expect(refused({ paymentPeriod: 'oneTime', oneTimePayment: '10.000.001' })).toEqual({
      oneTimePayment: 'Der Einmalbeitrag muss zwischen 0 und 10.000.000 € liegen.',
    });
    expect(
      fieldErrors(
        readSofort(
          {
            birthday: '01.01.1960',
            oneTimePayment: '99.000.000',
            insuranceStart: '2026-12-01',
            pensionGuaranteePeriod: '0',
          },
          TODAY,
          ['2026-12-01'],
        ),
      ),
    ).toEqual({ oneTimePayment: 'Der Einmalbeitrag muss zwischen 0 und 10.000.000 € liegen.' });
  });
});
