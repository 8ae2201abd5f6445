import { describe, expect, it } from 'vitest';
import { decodeSearchPairs, decodeSearchQuery } from '../../../domain/search-data/decode';
import type { DecodedSearch, SearchDataError } from '../../../domain/search-data/search-data';

const decoded = (query: string): DecodedSearch => {
  const result = decodeSearchQuery(query);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return result.value;
};

const failure = (query: string): SearchDataError => {
  const result = decodeSearchQuery(query);
  if (result.ok) throw new Error(`expected an error for ${query}`);
  return result.error;
};

describe('decodeSearchQuery: every search-data key of SPEC §3', () => {
  it.each([
    ['js=Angestellter', { jobSituation: 'Angestellter' }],
    ['bd=1985-04-12', { birthday: '1985-04-12' }],
    ['pi=1', { hasPublicInsurance: true }],
    ['pct=0', { paysChurchTax: false }],
    ['egs=52000', { estimatedGrossYearlySalary: 52000 }],
    ['im=1', { isMarried: true }],
    ['noc=2', { numberOfChildrenWithAllowance: 2 }],
    ['cb=2015-03-01,2018-07-22', { childrenBirthdays: ['2015-03-01', '2018-07-22'] }],
    ['sjb=Beamter', { spouseJobSituation: 'Beamter' }],
    ['spi=0', { spouseHasPublicInsurance: false }],
    ['spct=1', { spousePaysChurchTax: true }],
    ['segs=38000.5', { spouseEstimatedGrossYearlySalary: 38000.5 }],
    ['shrc=1', { spouseHasRiesterContract: true }],
    ['pt=schicht3', { productType: 'schicht3' }],
    ['is=2027-01-01', { insuranceStart: '2027-01-01' }],
    ['psi=0', { pensionStartsInstantly: false }],
    ['sc=150', { selectedContribution: '150' }],
    ['isby=1', { insuranceStartsAtBeginningOfTheYear: true }],
    ['ra=67', { retirementAge: 67 }],
    ['mp=150', { monthlyPayment: 150 }],
    ['otp=10000', { oneTimePayment: 10000 }],
    ['aotp=0', { additionalOneTimePayment: false }],
    ['si=fondsgebunden', { investmentType: 'fondsgebunden' }],
    ['bg=80', { beitragsGarantie: 80 }],
    ['db=Beitragsr%C3%BCckgew%C3%A4hr', { deathBenefit: 'Beitragsrückgewähr' }],
    ['pgp=10', { pensionGuaranteePeriod: 10 }],
    ['pp=monthly', { paymentPeriod: 'monthly' }],
    ['fst=esgSoft', { fundSustainabilityType: 'esgSoft' }],
    ['wp1=1234', { b2BPartner: '1234' }],
    ['wp2=5678', { b2BAdPartner: '5678' }],
    ['cpref=abc-1', { cpref: 'abc-1' }],
    ['keyword=riester%20rente', { keyword: 'riester rente' }],
    ['sort=price', { sortedBy: 'price' }],
  ])('%s', (query, searchData) => {
    expect(decoded(query)).toEqual({ searchData, filters: {}, unknownKeys: [] });
  });
});

describe('decodeSearchQuery: every filter key of SPEC §3', () => {
  it.each([
    ['oce=1', { onlineContractEnabled: true }],
    ['pes=0', { possibleEtfSelectionDesired: false }],
    ['pgfs=1', { possibleGreenFundsSelectionDesired: true }],
    ['ts=gut_oder_besser', { tariffSustainabilityFilter: 'gut_oder_besser' }],
    ['tg=2.5', { tariffGradeFilter: '2.5' }],
    ['cp=sehr_gut', { capitalProtectionFilter: 'sehr_gut' }],
    ['if=1,4,6', { insuranceFilter: [1, 4, 6] }],
    ['isf=EU_strikt', { insuranceSustainabilityFilter: 'EU_strikt' }],
    ['ecs=0', { excellentCustomizationsSelectionDesired: false }],
  ])('%s', (query, filters) => {
    expect(decoded(query)).toEqual({ searchData: {}, filters, unknownKeys: [] });
  });
});

describe('decodeSearchQuery: value rules', () => {
  it('turns + back into spaces in job situations only (SPEC §3)', () => {
    const { searchData } = decoded(
      'js=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&sjb=a%2Bb&keyword=a+b&db=x+y',
    );
    expect(searchData).toEqual({
      jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
      spouseJobSituation: 'a b',
      keyword: 'a+b',
      deathBenefit: 'x+y',
    });
  });

  it('omits empty values, also in lists', () => {
    expect(decoded('js=&bd=&pi=&if=&cb=,&mp=150')).toEqual({
      searchData: { monthlyPayment: 150 },
      filters: {},
      unknownKeys: [],
    });
    expect(decoded('if=1,,4,').filters).toEqual({ insuranceFilter: [1, 4] });
  });

  it('reads numbers as finite decimals', () => {
    expect(decoded('mp=-1&otp=1.5&egs=007&ra=-0&bg=1e3&pgp=2.5E-3').searchData).toEqual({
      monthlyPayment: -1,
      oneTimePayment: 1.5,
      estimatedGrossYearlySalary: 7,
      retirementAge: 0,
      beitragsGarantie: 1000,
      pensionGuaranteePeriod: 0.0025,
    });
    expect(Object.is(decoded('ra=-0').searchData.retirementAge, 0)).toBe(true);
  });

  it('reports unknown keys in order, each once, and ignores them', () => {
    expect(decoded('utm=1&js=Beamter&foo=&utm=2&PT=riester&bar')).toEqual({
      searchData: { jobSituation: 'Beamter' },
      filters: {},
      unknownKeys: ['utm', 'foo', 'PT', 'bar'],
    });
  });

  it('lets the last non-empty value of a repeated key win', () => {
    expect(decoded('mp=100&mp=200&pt=riester&pt=').searchData).toEqual({
      monthlyPayment: 200,
      productType: 'riester',
    });
  });

  it('checks every value of a repeated key', () => {
    expect(failure('pi=x&pi=1').message).toBe('Couldnt parse value: x to boolean');
  });

  it('reads a whole URL and percent-encoded keys', () => {
    expect(
      decoded('https://www.rentenkompass.de/result?p%74=riester&mp=50#top').searchData,
    ).toEqual({ productType: 'riester', monthlyPayment: 50 });
  });

  it('decodeSearchPairs takes pairs from any parser', () => {
    const pairs = [...new URLSearchParams('js=Angestellter&pi=1&if=1,4&x=y')];
    expect(decodeSearchPairs(pairs)).toEqual({
      ok: true,
      value: {
        searchData: { jobSituation: 'Angestellter', hasPublicInsurance: true },
        filters: { insuranceFilter: [1, 4] },
        unknownKeys: ['x'],
      },
    });
  });

  it('decodes an empty query to nothing', () => {
    for (const query of ['', '?', '&&', '#a=1']) {
      expect(decoded(query)).toEqual({ searchData: {}, filters: {}, unknownKeys: [] });
    }
  });
});

describe('decodeSearchQuery: the errors of SPEC §5, word for word', () => {
  it.each([
    ['pi=true', 'search-data/boolean', 'pi', 'true', 'Couldnt parse value: true to boolean'],
    ['oce=2', 'search-data/boolean', 'oce', '2', 'Couldnt parse value: 2 to boolean'],
    ['pct=%20', 'search-data/boolean', 'pct', ' ', 'Couldnt parse value:   to boolean'],
    ['egs=abc', 'search-data/number', 'egs', 'abc', 'Couldnt parse value: abc to number'],
    ['mp=1e400', 'search-data/number', 'mp', '1e400', 'Couldnt parse value: 1e400 to number'],
    ['mp=0x10', 'search-data/number', 'mp', '0x10', 'Couldnt parse value: 0x10 to number'],
    ['mp=%205', 'search-data/number', 'mp', ' 5', 'Couldnt parse value:  5 to number'],
    ['mp=1,5', 'search-data/number', 'mp', '1,5', 'Couldnt parse value: 1,5 to number'],
    [
      'ra=Infinity',
      'search-data/number',
      'ra',
      'Infinity',
      'Couldnt parse value: Infinity to number',
    ],
    ['ra=.5', 'search-data/number', 'ra', '.5', 'Couldnt parse value: .5 to number'],
    ['ra=5.', 'search-data/number', 'ra', '5.', 'Couldnt parse value: 5. to number'],
    ['ra=%2B5', 'search-data/number', 'ra', '+5', 'Couldnt parse value: +5 to number'],
    ['if=1,x,4', 'search-data/number', 'if', 'x', 'Couldnt parse value: x to number'],
    [
      'bd=12.04.1985',
      'search-data/date',
      'bd',
      '12.04.1985',
      'Couldnt parse value: 12.04.1985 to date',
    ],
    [
      'is=2027-02-29',
      'search-data/date',
      'is',
      '2027-02-29',
      'Couldnt parse value: 2027-02-29 to date',
    ],
    [
      'cb=2015-03-01,2018-13-01',
      'search-data/date',
      'cb',
      '2018-13-01',
      'Couldnt parse value: 2018-13-01 to date',
    ],
    ['pt=rente', 'search-data/enum', 'pt', 'rente', 'Couldnt parse value: rente to productType'],
    ['si=etf', 'search-data/enum', 'si', 'etf', 'Couldnt parse value: etf to investmentType'],
    [
      'pp=weekly',
      'search-data/enum',
      'pp',
      'weekly',
      'Couldnt parse value: weekly to paymentPeriod',
    ],
    [
      'fst=eu',
      'search-data/enum',
      'fst',
      'eu',
      'Couldnt parse value: eu to fundSustainabilityType',
    ],
    [
      'ts=gut',
      'search-data/enum',
      'ts',
      'gut',
      'Couldnt parse value: gut to tariffSustainabilityFilter',
    ],
    ['tg=1', 'search-data/enum', 'tg', '1', 'Couldnt parse value: 1 to tariffGradeFilter'],
    [
      'cp=gut',
      'search-data/enum',
      'cp',
      'gut',
      'Couldnt parse value: gut to capitalProtectionFilter',
    ],
    [
      'isf=EU',
      'search-data/enum',
      'isf',
      'EU',
      'Couldnt parse value: EU to insuranceSustainabilityFilter',
    ],
  ])('%s', (query, kind, key, value, message) => {
    expect(failure(query)).toEqual({ kind, key, value, message });
  });

  it('stops at the first bad value in query order', () => {
    expect(failure('mp=x&pi=y').key).toBe('mp');
  });

  it('is case-sensitive for enum values', () => {
    expect(failure('pt=Riester').message).toBe('Couldnt parse value: Riester to productType');
  });
});
