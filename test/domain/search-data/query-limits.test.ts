import { describe, expect, it } from 'vitest';
import { decodeSearchPairs, decodeSearchQuery } from '../../../domain/search-data/decode';
import { splitQuery } from '../../../domain/search-data/split-query';

// SPEC §9: query-string parser limits — 1000 parameters, depth 5, array limit 20.
const params = (n: number): string => Array.from({ length: n }, (_, i) => `x${i}=1`).join('&');
const dates = (n: number): string =>
  Array.from({ length: n }, (_, i) => `20${String(i).padStart(2, '0')}-01-01`).join(',');
const ids = (n: number): string => Array.from({ length: n }, (_, i) => String(i + 1)).join(',');

const both = (query: string) => [decodeSearchQuery(query), decodeSearchPairs(splitQuery(query))];

describe('the query-string parser limits of SPEC §9', () => {
  it('decodes 1,000 parameters and refuses 1,001', () => {
    for (const result of both(`pt=riester&${params(999)}`)) expect(result.ok).toBe(true);
    for (const result of both(`pt=riester&${params(1000)}`)) {
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'search-data/parameter-limit',
          key: 'x999',
          value: '1',
          message: 'Die Suchanfrage darf höchstens 1.000 Parameter enthalten.',
        },
      });
    }
  });

  it('counts a repeated key every time', () => {
    expect(decodeSearchQuery(Array(1001).fill('pt=riester').join('&')).ok).toBe(false);
  });

  it('decodes 20 list items and refuses 21, for dates and for numbers', () => {
    expect(decodeSearchQuery(`cb=${dates(20)}`).ok).toBe(true);
    expect(decodeSearchQuery(`if=${ids(20)}`).ok).toBe(true);
    for (const [key, list] of [
      ['cb', dates(21)],
      ['if', ids(21)],
      ['if', `${ids(20)},,,x`],
    ] as const) {
      for (const result of both(`${key}=${list}`)) {
        expect(result).toEqual({
          ok: false,
          error: {
            kind: 'search-data/list-limit',
            key,
            value: list,
            message: 'Eine Liste der Suchanfrage darf höchstens 20 Einträge enthalten.',
          },
        });
      }
    }
  });

  it('reads keys nested 5 deep and refuses 6', () => {
    const five = 'a[b][c][d][e][f]';
    const six = 'a[b][c][d][e][f][g]';
    for (const result of both(`${encodeURIComponent(five)}=1&pt=riester`)) {
      expect(result.ok && result.value.unknownKeys).toEqual([five]);
    }
    for (const query of [`${six}=1`, `${encodeURIComponent(six)}=1`]) {
      for (const result of both(query)) {
        expect(result).toEqual({
          ok: false,
          error: {
            kind: 'search-data/depth',
            key: six,
            value: '1',
            message:
              'Ein Parameter der Suchanfrage darf höchstens 5 Ebenen tief verschachtelt sein.',
          },
        });
      }
    }
  });
});
