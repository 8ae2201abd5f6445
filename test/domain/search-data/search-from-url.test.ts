import { describe, expect, it } from 'vitest';
import { deviceOutputOfQuery, searchFromUrl } from '../../../domain/search-data/search-from-url';

describe('searchFromUrl', () => {
  it('reads a whole comparison URL: search data, filters, device output, unknown keys', () => {
    const result = searchFromUrl(
      'https://www.rentenkompass.de/vergleich/ergebnis?js=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&pt=schicht3&mp=150&oce=1&if=1,4&deviceoutput=app&utm_source=x#liste',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        searchData: {
          jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
          productType: 'schicht3',
          monthlyPayment: 150,
        },
        filters: { onlineContractEnabled: true, insuranceFilter: [1, 4] },
        deviceOutput: 'app',
        unknownKeys: ['deviceoutput', 'utm_source'],
      },
    });
  });

  it('reads a bare query with or without ?', () => {
    const bare = searchFromUrl('pt=sofort&otp=50000');
    const question = searchFromUrl('?pt=sofort&otp=50000');
    expect(bare).toEqual(question);
    expect(bare.ok && bare.value.searchData).toEqual({
      productType: 'sofort',
      oneTimePayment: 50000,
    });
    expect(bare.ok && bare.value.deviceOutput).toBe('desktop');
  });

  it("answers the codec's SPEC §5 message for a value it cannot read", () => {
    expect(searchFromUrl('pt=schicht3&pi=ja')).toEqual({
      ok: false,
      error: {
        kind: 'search-data/boolean',
        key: 'pi',
        value: 'ja',
        message: 'Couldnt parse value: ja to boolean',
      },
    });
  });

  it('takes the last valid deviceoutput, desktop for an unknown one', () => {
    expect(deviceOutputOfQuery('deviceoutput=mobile&deviceoutput=tablet')).toBe('tablet');
    expect(deviceOutputOfQuery('deviceoutput=tablet&deviceoutput=fax')).toBe('tablet');
    expect(deviceOutputOfQuery('deviceoutput=fax')).toBe('desktop');
    expect(deviceOutputOfQuery('/vergleich')).toBe('desktop');
  });
});
