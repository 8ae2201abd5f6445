import { describe, expect, it } from 'vitest';
import {
  decodeComponent,
  forEachQueryPair,
  splitQuery,
} from '../../../domain/search-data/split-query';

describe('splitQuery', () => {
  it('splits a bare query with or without ?', () => {
    const pairs = [
      ['js', 'Angestellter'],
      ['pi', '1'],
    ];
    expect(splitQuery('js=Angestellter&pi=1')).toEqual(pairs);
    expect(splitQuery('?js=Angestellter&pi=1')).toEqual(pairs);
  });

  it('drops everything up to the first ? and the #fragment of a URL', () => {
    expect(splitQuery('https://www.rentenkompass.de/result?pt=riester&mp=50#tarif?x=1')).toEqual([
      ['pt', 'riester'],
      ['mp', '50'],
    ]);
    expect(splitQuery('https://x.de/#/route?pt=riester')).toEqual([]);
    expect(splitQuery('a=1?b=2')).toEqual([['b', '2']]);
    expect(splitQuery('https://www.rentenkompass.de/result')).toEqual([]);
    expect(splitQuery('/result#x')).toEqual([]);
    expect(splitQuery('u=https://x.de/&v=1')).toEqual([
      ['u', 'https://x.de/'],
      ['v', '1'],
    ]);
  });

  it('splits key and value on the first =, keeps keys without value, skips empty segments', () => {
    expect(splitQuery('&a=b=c&&flag&=v&')).toEqual([
      ['a', 'b=c'],
      ['flag', ''],
      ['', 'v'],
    ]);
  });

  it('percent-decodes key and value but keeps +', () => {
    expect(splitQuery('j%73=a+b%2Bc&k=%C3%A4%20%E2%82%AC')).toEqual([
      ['js', 'a+b+c'],
      ['k', 'ä €'],
    ]);
  });

  it('keeps malformed escapes as raw text instead of throwing', () => {
    expect(splitQuery('a=100%&b=%zz%41&c=%C3%A4%FF&d=%E0%A4%A')).toEqual([
      ['a', '100%'],
      ['b', '%zzA'],
      ['c', '%C3%A4%FF'],
      ['d', '%E0%A4%A'],
    ]);
  });

  it('stays linear on long runs without =', () => {
    const query = 'a&'.repeat(200_000);
    expect(splitQuery(query)).toHaveLength(200_000);
  });
});

describe('decodeComponent', () => {
  it('leaves text without % alone and decodes valid runs next to bad ones', () => {
    expect(decodeComponent('abc+')).toBe('abc+');
    expect(decodeComponent('%41%42%')).toBe('AB%');
    expect(decodeComponent('%%41')).toBe('%A');
  });
});

describe('forEachQueryPair', () => {
  it('stops when the visitor says so', () => {
    const seen: string[] = [];
    forEachQueryPair('a=1&b=2&c=3', (key) => {
      seen.push(key);
      return key !== 'b';
    });
    expect(seen).toEqual(['a', 'b']);
  });
});
