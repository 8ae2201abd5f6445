import { describe, expect, it } from 'vitest';
import { decodeSearchQuery } from '../../../domain/search-data/decode';
import { encodeSearchQuery } from '../../../domain/search-data/encode';
import type { SearchData, SearchFilters } from '../../../domain/search-data/search-data';

describe('encodeSearchQuery', () => {
  it('writes the canonical query: table order, 1/0, shortest numbers, comma lists', () => {
    const searchData: SearchData = {
      sortedBy: 'price',
      monthlyPayment: 150.5,
      productType: 'schicht3',
      childrenBirthdays: ['2015-03-01', '2018-07-22'],
      isMarried: true,
      hasPublicInsurance: false,
      birthday: '1985-04-12',
      jobSituation: 'Angestellter',
    };
    const filters: SearchFilters = { insuranceFilter: [1, 4, 6], tariffGradeFilter: '2.5' };
    expect(encodeSearchQuery({ searchData, filters })).toBe(
      'js=Angestellter&bd=1985-04-12&pi=0&im=1&cb=2015-03-01,2018-07-22&pt=schicht3&mp=150.5&sort=price&tg=2.5&if=1,4,6',
    );
  });

  it('puts every key of SPEC §3 in table order', () => {
    const searchData: SearchData = {
      jobSituation: 'a',
      birthday: '2000-01-01',
      hasPublicInsurance: true,
      paysChurchTax: true,
      estimatedGrossYearlySalary: 1,
      isMarried: true,
      numberOfChildrenWithAllowance: 1,
      childrenBirthdays: ['2000-01-01'],
      spouseJobSituation: 'b',
      spouseHasPublicInsurance: true,
      spousePaysChurchTax: true,
      spouseEstimatedGrossYearlySalary: 1,
      spouseHasRiesterContract: true,
      productType: 'riester',
      insuranceStart: '2027-01-01',
      pensionStartsInstantly: true,
      selectedContribution: 'c',
      insuranceStartsAtBeginningOfTheYear: true,
      retirementAge: 67,
      monthlyPayment: 1,
      oneTimePayment: 1,
      additionalOneTimePayment: true,
      investmentType: 'hybrid',
      beitragsGarantie: 1,
      deathBenefit: 'd',
      pensionGuaranteePeriod: 1,
      paymentPeriod: 'yearly',
      fundSustainabilityType: 'any',
      b2BPartner: 'e',
      b2BAdPartner: 'f',
      cpref: 'g',
      keyword: 'h',
      sortedBy: 'i',
    };
    const filters: SearchFilters = {
      excellentCustomizationsSelectionDesired: true,
      insuranceSustainabilityFilter: 'all',
      insuranceFilter: [1],
      capitalProtectionFilter: 'all',
      tariffGradeFilter: 'all',
      tariffSustainabilityFilter: 'all',
      possibleGreenFundsSelectionDesired: true,
      possibleEtfSelectionDesired: true,
      onlineContractEnabled: true,
    };
    const keys = encodeSearchQuery({ searchData, filters })
      .split('&')
      .map((pair) => pair.split('=')[0]);
    expect(keys.join(' ')).toBe(
      'js bd pi pct egs im noc cb sjb spi spct segs shrc pt is psi sc isby ra mp otp aotp si bg db pgp pp fst wp1 wp2 cpref keyword sort oce pes pgfs ts tg cp if isf ecs',
    );
  });

  it('omits absent, empty and non-finite values; the filters are optional', () => {
    expect(
      encodeSearchQuery({
        searchData: {
          keyword: '',
          childrenBirthdays: [],
          monthlyPayment: Number.NaN,
          ra: 1,
        } as SearchData,
      }),
    ).toBe('');
    expect(encodeSearchQuery({ searchData: { retirementAge: 67 } })).toBe('ra=67');
  });

  it('writes spaces (and +) in job situations as +, elsewhere percent-encoded', () => {
    const query = encodeSearchQuery({
      searchData: {
        jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
        spouseJobSituation: 'C++ Entwickler',
        keyword: 'a b+c&d=e%f#g?h,i',
      },
    });
    expect(query).toBe(
      'js=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&sjb=C+++Entwickler&keyword=a%20b%2Bc%26d%3De%25f%23g%3Fh%2Ci',
    );
    expect(decodeSearchQuery(query)).toEqual({
      ok: true,
      value: {
        searchData: {
          jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
          spouseJobSituation: 'C   Entwickler',
          keyword: 'a b+c&d=e%f#g?h,i',
        },
        filters: {},
        unknownKeys: [],
      },
    });
  });

  it('writes numbers in their shortest JS form, exponents escaped', () => {
    expect(
      encodeSearchQuery({
        searchData: {
          monthlyPayment: 0.1 + 0.2,
          oneTimePayment: 1e21,
          retirementAge: -0,
          beitragsGarantie: 5e-7,
        },
      }),
    ).toBe('ra=0&mp=0.30000000000000004&otp=1e%2B21&bg=5e-7');
  });

  it('does not throw on a lone surrogate but writes U+FFFD', () => {
    expect(encodeSearchQuery({ searchData: { keyword: 'a\uD800b' } })).toBe('keyword=a%EF%BF%BDb');
  });
});
