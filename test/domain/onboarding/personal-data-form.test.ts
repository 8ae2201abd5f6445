import { describe, expect, it } from 'vitest';
import {
  personalDataValues,
  readPersonalData,
} from '../../../domain/onboarding/personal-data-form';

const TODAY = { year: 2026, month: 11, day: 22 };
const BASE = {
  birthday: '12.04.1985',
  jobSituation: 'Angestellter',
  hasPublicInsurance: '1',
  paysChurchTax: '0',
  estimatedGrossYearlySalary: '60.000',
  isMarried: '0',
  numberOfChildrenWithAllowance: '0',
};

describe('the personal-data step (SPEC §2, §3, §5)', () => {
  it('turns the form into search data', () => {
    expect(readPersonalData(BASE, TODAY)).toEqual({
      ok: true,
      value: {
        jobSituation: 'Angestellter',
        birthday: '1985-04-12',
        hasPublicInsurance: true,
        paysChurchTax: false,
        estimatedGrossYearlySalary: 60000,
        isMarried: false,
        numberOfChildrenWithAllowance: 0,
      },
    });
  });

  it('asks the spouse’s data only when married, and one birth date per child', () => {
    const answers = readPersonalData(
      {
        ...BASE,
        isMarried: '1',
        spouseJobSituation: 'Beamter',
        spouseHasPublicInsurance: '0',
        spousePaysChurchTax: '1',
        spouseEstimatedGrossYearlySalary: '0',
        spouseHasRiesterContract: '1',
        numberOfChildrenWithAllowance: '2',
        childBirthday1: '01.03.2015',
        childBirthday2: '20.08.2019',
        childBirthday3: '01.01.2020',
      },
      TODAY,
    );
    expect(answers.ok && answers.value).toMatchObject({
      isMarried: true,
      spouseJobSituation: 'Beamter',
      spouseHasPublicInsurance: false,
      spousePaysChurchTax: true,
      spouseEstimatedGrossYearlySalary: 0,
      spouseHasRiesterContract: true,
      numberOfChildrenWithAllowance: 2,
      childrenBirthdays: ['2015-03-01', '2019-08-20'],
    });
    // Not married: the (hidden) spouse fields are ignored.
    const single = readPersonalData({ ...BASE, spouseJobSituation: 'Beamter' }, TODAY);
    expect(single.ok && 'spouseJobSituation' in single.value).toBe(false);
  });

  it('gives German messages at the fields, the SPEC §5 birthday messages word for word', () => {
    const answers = readPersonalData(
      {
        birthday: '12.04.2010',
        isMarried: '1',
        numberOfChildrenWithAllowance: '1',
        childBirthday1: '01.01.2030',
        estimatedGrossYearlySalary: 'viel',
      },
      TODAY,
      // Rürup asks salary and church tax, and requires them.
      'ruerup',
    );
    expect(answers.ok ? null : answers.error).toEqual({
      birthday: 'Bitte geben Sie ein Mindestalter von 18 Jahren an',
      jobSituation: 'Bitte wählen Sie eine berufliche Situation.',
      hasPublicInsurance: 'Bitte geben Sie an, ob Sie gesetzlich rentenversichert sind.',
      paysChurchTax: 'Bitte geben Sie an, ob Sie Kirchensteuer zahlen.',
      estimatedGrossYearlySalary:
        'Bitte geben Sie einen Betrag in Euro an, z. B. 45.000 oder 150,50.',
      spouseJobSituation: 'Bitte wählen Sie eine berufliche Situation.',
      spouseHasPublicInsurance:
        'Bitte geben Sie an, ob Ihr Ehepartner gesetzlich rentenversichert ist.',
      spousePaysChurchTax: 'Bitte geben Sie an, ob Ihr Ehepartner Kirchensteuer zahlt.',
      spouseEstimatedGrossYearlySalary:
        'Bitte geben Sie das Bruttojahresgehalt Ihres Ehepartners an (0, wenn keines).',
      spouseHasRiesterContract: 'Bitte geben Sie an, ob Ihr Ehepartner einen Riester-Vertrag hat.',
      childBirthday1: 'Das Geburtsdatum eines Kindes darf nicht in der Zukunft liegen.',
    });
    const old = readPersonalData({ ...BASE, birthday: '01.01.1960' }, TODAY);
    expect(old.ok ? null : old.error.birthday).toBe('Das Höchstalter beträgt 62 Jahre');
    const empty = readPersonalData({ ...BASE, birthday: '' }, TODAY);
    expect(empty.ok ? null : empty.error.birthday).toBe(
      'Bitte geben Sie ein gültiges Geburtsdatum an',
    );
  });

  it('fills the form from the URL, or from the landing widget’s query', () => {
    expect(
      personalDataValues({}, { jobSituation: 'Beamter', birthday: '1985-04-12' }),
    ).toMatchObject({
      birthday: '12.04.1985',
      jobSituation: 'Beamter',
      isMarried: '0',
      numberOfChildrenWithAllowance: '0',
    });
    const values = personalDataValues({
      birthday: '1990-01-02',
      estimatedGrossYearlySalary: 45000,
      childrenBirthdays: ['2015-03-01'],
      numberOfChildrenWithAllowance: 1,
    });
    expect(values).toMatchObject({
      birthday: '02.01.1990',
      estimatedGrossYearlySalary: '45.000',
      childBirthday1: '01.03.2015',
    });
    // What the form shows reads back to the same search data.
    const round = readPersonalData(
      { ...values, jobSituation: 'Beamter', hasPublicInsurance: '0', paysChurchTax: '1' },
      TODAY,
    );
    expect(round.ok && round.value.childrenBirthdays).toEqual(['2015-03-01']);
  });
});
