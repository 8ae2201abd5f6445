import { describe, expect, it } from 'vitest';
import { readSofort, sofortValues } from '../../../domain/onboarding/sofort-form';

const TODAY = { year: 2026, month: 11, day: 22 };
const OPTIONS = ['2026-12-01', '2027-01-01'];

describe('the Sofortrente step (SPEC §2, §5: up to 80)', () => {
  it('turns the form into single-premium search data', () => {
    expect(
      readSofort(
        {
          birthday: '03.02.1950',
          oneTimePayment: '50.000',
          insuranceStart: '2027-01-01',
          pensionGuaranteePeriod: '5',
        },
        TODAY,
        OPTIONS,
      ),
    ).toEqual({
      ok: true,
      value: {
        birthday: '1950-02-03',
        productType: 'sofort',
        pensionStartsInstantly: true,
        paymentPeriod: 'oneTime',
        oneTimePayment: 50000,
        insuranceStart: '2027-01-01',
        pensionGuaranteePeriod: 5,
      },
    });
  });

  it('refuses an age over 80 and a missing payment', () => {
    const answers = readSofort({ birthday: '01.01.1940', insuranceStart: 'x' }, TODAY, OPTIONS);
    expect(answers.ok ? null : answers.error).toEqual({
      birthday: 'Das Höchstalter beträgt 80 Jahre',
      oneTimePayment: 'Bitte geben Sie den Einmalbeitrag in Euro an, z. B. 10.000.',
      insuranceStart: 'Bitte wählen Sie einen Versicherungsbeginn aus der Liste.',
      pensionGuaranteePeriod: 'Bitte wählen Sie eine Rentengarantiezeit aus der Liste.',
    });
  });

  it('takes the birth date the landing widget sent', () => {
    expect(
      sofortValues({}, { insuranceStart: '2026-12-01', landingBirthday: '1955-02-03' }, OPTIONS),
    ).toEqual({
      birthday: '03.02.1955',
      oneTimePayment: '',
      insuranceStart: '2026-12-01',
      pensionGuaranteePeriod: '0',
    });
  });
});
