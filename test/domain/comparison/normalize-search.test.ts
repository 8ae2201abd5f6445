import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { projectionInputOf } from '../../../domain/comparison/normalize-search';
import type { SearchData } from '../../../domain/search-data/search-data';

// 10 March 2026, 11:00 in Berlin: the insurance-start rule gives 1 April 2026 (before the 20th).
const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');
const BASE: SearchData = { productType: 'schicht3', birthday: '1990-05-15', monthlyPayment: 100 };

const inputOf = (changes: Partial<SearchData>) => projectionInputOf({ ...BASE, ...changes }, NOW);
const errorOf = (changes: Partial<SearchData>) => {
  const result = inputOf(changes);
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('projectionInputOf', () => {
  it('fills the documented defaults', () => {
    const result = inputOf({});
    expect(result.ok && result.value).toMatchObject({
      insuranceStart: { year: 2026, month: 4, day: 1 },
      // 67th birthday 2057-05-15 → the first of the next month.
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
    });
  });

  it('uses a given insurance start unless it is old, moving it to a first of month', () => {
    const start = (is: string) => {
      const r = inputOf({ insuranceStart: is });
      return r.ok ? r.value.insuranceStart : null;
    };
    expect(start('2026-07-01')).toEqual({ year: 2026, month: 7, day: 1 });
    expect(start('2026-07-15')).toEqual({ year: 2026, month: 8, day: 1 });
    expect(start('2026-01-01')).toEqual({ year: 2026, month: 1, day: 1 });
    // More than 3 months back (SPEC §9): the rule's start instead.
    expect(start('2025-11-01')).toEqual({ year: 2026, month: 4, day: 1 });
  });

  it('pays sofort and s3einmalzahlung once, sofort starting at once', () => {
    const sofort = inputOf({
      productType: 'sofort',
      birthday: '1956-01-20',
      oneTimePayment: 50_000,
    });
    expect(sofort.ok && sofort.value).toMatchObject({
      paymentPeriod: 'oneTime',
      months: 0,
      monthlyPayment: 0,
      ageAtPensionStart: 70,
    });
    const late = inputOf({
      productType: 'sofort',
      birthday: '1956-01-20',
      oneTimePayment: 50_000,
      retirementAge: 75,
    });
    expect(late.ok).toBe(true);
    const deferred = inputOf({ productType: 's3einmalzahlung', oneTimePayment: 50_000 });
    expect(deferred.ok && deferred.value.paymentPeriod).toBe('oneTime');
  });

  it('reads monthly with an additional one-time payment as a mix', () => {
    const r = inputOf({ additionalOneTimePayment: true, oneTimePayment: 3000 });
    expect(r.ok && r.value).toMatchObject({ paymentPeriod: 'mix', oneTimePayment: 3000 });
  });

  it('builds the Riester and Rürup profiles', () => {
    const riester = inputOf({
      productType: 'riester',
      jobSituation: 'Angestellter',
      estimatedGrossYearlySalary: 40_000,
      childrenBirthdays: ['2015-02-01'],
      numberOfChildrenWithAllowance: 2,
    });
    expect(riester.ok && riester.value.riester).toEqual({
      eligibility: 'unmittelbar',
      gross: 40_000,
      spouseIndirectlyEligible: false,
      childBirthYears: [2015],
      childrenWithoutBirthday: 1,
    });
    const ruerup = inputOf({
      productType: 'ruerup',
      jobSituation: 'Angestellter',
      isMarried: true,
    });
    expect(ruerup.ok && ruerup.value.ruerup).toEqual({
      gross: 0,
      employee: true,
      civilServant: false,
      married: true,
      spouseGross: 0,
      spouseEmployee: false,
      spouseCivilServant: false,
      year: 2026,
    });
  });

  it('names the first missing or invalid value in German', () => {
    expect(errorOf({ productType: undefined })).toEqual({
      kind: 'comparison/product-type',
      message: 'Bitte wählen Sie eine Produktart.',
    });
    expect(errorOf({ birthday: undefined }).message).toBe(
      'Bitte geben Sie ein gültiges Geburtsdatum an',
    );
    expect(errorOf({ birthday: '1950-01-01' }).message).toBe('Das Höchstalter beträgt 62 Jahre');
    expect(errorOf({ birthday: '2010-01-01' }).message).toBe(
      'Bitte geben Sie ein Mindestalter von 18 Jahren an',
    );
    expect(errorOf({ monthlyPayment: 0 }).message).toBe(
      'Bitte geben Sie einen monatlichen Beitrag an.',
    );
    expect(errorOf({ paymentPeriod: 'yearly', monthlyPayment: undefined }).message).toBe(
      'Bitte geben Sie einen jährlichen Beitrag an.',
    );
    expect(errorOf({ paymentPeriod: 'mix' }).kind).toBe('comparison/one-time-payment');
    expect(errorOf({ retirementAge: 61 }).kind).toBe('comparison/retirement-age');
    expect(errorOf({ retirementAge: 71 }).kind).toBe('comparison/retirement-age');
    expect(errorOf({ retirementAge: 66.5 }).kind).toBe('comparison/retirement-age');
    // 62 today, retirement age 62: the pension would start before the insurance.
    expect(errorOf({ birthday: '1963-06-01', retirementAge: 62 }).message).toContain(
      'Rentenbeginn liegt nicht nach dem Versicherungsbeginn',
    );
    expect(errorOf({ beitragsGarantie: 120 }).kind).toBe('comparison/beitrags-garantie');
    expect(errorOf({ pensionGuaranteePeriod: -1 }).kind).toBe('comparison/guarantee-period');
    expect(errorOf({ productType: 'riester' })).toEqual({
      kind: 'comparison/job-situation',
      message: 'Bitte geben Sie Ihre berufliche Situation an.',
    });
  });
});
