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
      sofortValues(
        {},
        { insuranceStart: '2026-12-01', landingBirthday: '1955-02-03', today: TODAY },
        OPTIONS,
      ),
    ).toEqual({
      // 71 years old: past the 62 of a deferred pension, so the Sofortrente is preselected.
      pensionTiming: 'sofort',
      retirementAge: '67',
      birthday: '03.02.1955',
      oneTimePayment: '',
      insuranceStart: '2026-12-01',
      pensionGuaranteePeriod: '0',
    });
  });
});

describe('a single premium with a later pension start (issue 16 item 5)', () => {
  const FORM = {
    birthday: '12.04.1986',
    oneTimePayment: '20.000',
    insuranceStart: '2027-01-01',
    pensionGuaranteePeriod: '0',
  };

  it('preselects the deferred pension for a 40-year-old from the landing widget', () => {
    const values = sofortValues(
      {},
      { insuranceStart: '2026-12-01', landingBirthday: '1986-04-12', today: TODAY },
      OPTIONS,
    );
    expect(values.pensionTiming).toBe('spaeter');
  });

  it('leads a later pension start to s3einmalzahlung with the retirement age', () => {
    const answers = readSofort(
      { ...FORM, pensionTiming: 'spaeter', retirementAge: '67' },
      TODAY,
      OPTIONS,
    );
    expect(answers.ok && answers.value).toMatchObject({
      productType: 's3einmalzahlung',
      pensionStartsInstantly: false,
      retirementAge: 67,
      paymentPeriod: 'oneTime',
      oneTimePayment: 20000,
    });
  });

  it('keeps the Sofortrente for a pension now', () => {
    const answers = readSofort({ ...FORM, pensionTiming: 'sofort' }, TODAY, OPTIONS);
    expect(answers.ok && answers.value).toMatchObject({
      productType: 'sofort',
      pensionStartsInstantly: true,
    });
    expect(answers.ok && 'retirementAge' in answers.value).toBe(false);
  });

  it('holds a later pension to the age limit of 62 and the catalogue limits', () => {
    const limits = {
      sofort: null,
      s3einmalzahlung: { monthly: null, oneTime: { min: 5000, max: 1_000_000 } },
    };
    const answers = readSofort(
      {
        ...FORM,
        birthday: '01.01.1960',
        oneTimePayment: '100',
        pensionTiming: 'spaeter',
        retirementAge: '67',
      },
      TODAY,
      OPTIONS,
      limits,
    );
    expect(answers.ok ? null : answers.error).toEqual({
      birthday: 'Das Höchstalter beträgt 62 Jahre',
      oneTimePayment:
        'Bitte geben Sie einen Einmalbeitrag zwischen 5.000\u00a0€ und 1.000.000\u00a0€ ein.',
    });
  });
});
