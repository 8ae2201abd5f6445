import { describe, expect, it } from 'vitest';
import { decodeSearchQuery } from '../../../domain/search-data/decode';
import { searchFromJson } from '../../../domain/search-data/search-json';

const message = (input: unknown): string => {
  const result = searchFromJson(input);
  if (result.ok) throw new Error('expected an error');
  expect(result.error.kind).toBe('search-data/json');
  return result.error.message;
};

describe('searchFromJson', () => {
  it('takes valid search data and filters', () => {
    const input = {
      searchData: {
        jobSituation: 'Angestellter',
        birthday: '1985-04-12',
        hasPublicInsurance: true,
        monthlyPayment: 150,
        childrenBirthdays: ['2015-03-01'],
        productType: 'schicht3',
      },
      filters: { insuranceFilter: [1, 4], tariffGradeFilter: '2.5', onlineContractEnabled: false },
    };
    expect(searchFromJson(input)).toEqual({ ok: true, value: input });
  });

  it('lets either part be missing and drops null, empty text and empty lists', () => {
    expect(searchFromJson({})).toEqual({ ok: true, value: { searchData: {}, filters: {} } });
    expect(
      searchFromJson({
        searchData: { keyword: '', birthday: null, childrenBirthdays: [] },
        filters: null,
      }),
    ).toEqual({ ok: true, value: { searchData: {}, filters: {} } });
  });

  it('reads back what decoding gives, unknownKeys included', () => {
    const decoded = decodeSearchQuery('js=Beamter&pi=1&if=1,4&utm=x');
    expect(decoded.ok).toBe(true);
    const json = JSON.parse(JSON.stringify(decoded.ok ? decoded.value : null));
    expect(searchFromJson(json)).toEqual({
      ok: true,
      value: {
        searchData: { jobSituation: 'Beamter', hasPublicInsurance: true },
        filters: { insuranceFilter: [1, 4] },
      },
    });
  });

  it.each([
    [{ searchData: { hasPublicInsurance: 1 } }, 'Ungültiger Wert für hasPublicInsurance: 1'],
    [{ searchData: { hasPublicInsurance: '1' } }, 'Ungültiger Wert für hasPublicInsurance: "1"'],
    [{ searchData: { monthlyPayment: '150' } }, 'Ungültiger Wert für monthlyPayment: "150"'],
    [{ searchData: { birthday: '12.04.1985' } }, 'Ungültiger Wert für birthday: "12.04.1985"'],
    [{ searchData: { birthday: '2023-02-29' } }, 'Ungültiger Wert für birthday: "2023-02-29"'],
    [
      { searchData: { childrenBirthdays: '2015-03-01' } },
      'Ungültiger Wert für childrenBirthdays: "2015-03-01"',
    ],
    [
      { searchData: { childrenBirthdays: ['2015-3-1'] } },
      'Ungültiger Wert für childrenBirthdays: ["2015-3-1"]',
    ],
    [{ searchData: { productType: 'rente' } }, 'Ungültiger Wert für productType: "rente"'],
    [{ searchData: { jobSituation: 5 } }, 'Ungültiger Wert für jobSituation: 5'],
    [{ filters: { insuranceFilter: [1, '4'] } }, 'Ungültiger Wert für insuranceFilter: [1,"4"]'],
    [{ filters: { tariffGradeFilter: 2.5 } }, 'Ungültiger Wert für tariffGradeFilter: 2.5'],
    [{ searchData: [] }, 'Ungültiger Wert für searchData: []'],
    [{ filters: 'oce=1' }, 'Ungültiger Wert für filters: "oce=1"'],
    [{ searchData: { foo: 1 } }, 'Unbekanntes Feld in searchData: foo'],
    [
      { searchData: { onlineContractEnabled: true } },
      'Unbekanntes Feld in searchData: onlineContractEnabled',
    ],
    [{ filters: { productType: 'riester' } }, 'Unbekanntes Feld in filters: productType'],
    [{ searchData: {}, extra: 1 }, 'Unbekanntes Feld: extra'],
    [{ jobSituation: 'Beamter' }, 'Unbekanntes Feld: jobSituation'],
  ])('rejects %j', (input, expected) => {
    expect(message(input)).toBe(expected);
  });

  it('rejects anything but an object at the top', () => {
    for (const input of [null, 1, 'x', [], undefined]) {
      expect(message(input)).toMatch(
        /^Ungültige Suche: erwartet wird ein Objekt mit searchData und filters, nicht /,
      );
    }
    expect(message(1n)).toBe(
      'Ungültige Suche: erwartet wird ein Objekt mit searchData und filters, nicht 1',
    );
  });

  it('names a value that cannot even be written as text by its type', () => {
    expect(message({ searchData: [1n, Object.create(null)], filters: {} })).toBe(
      'Ungültiger Wert für searchData: object',
    );
  });
});
