import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitQuery } from '../../../domain/search-data/split-query';

const textArb = fc.string({ unit: 'grapheme', maxLength: 10 });

describe('splitQuery (property)', () => {
  it('gives back the pairs that encodeURIComponent wrote, with or without ? or a URL', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(textArb, textArb), { maxLength: 8 }),
        fc.constantFrom('', '?', 'https://www.rentenkompass.de/result?'),
        (pairs, prefix) => {
          const query = pairs
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
            .join('&');
          expect(splitQuery(`${prefix}${query}`)).toEqual(pairs);
        },
      ),
    );
  });

  it('agrees with URLSearchParams where both apply (no + and well-formed escapes)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(textArb, textArb), { maxLength: 8 }), (pairs) => {
        const query = new URLSearchParams(pairs).toString().replaceAll('+', '%20');
        expect(splitQuery(query)).toEqual([...new URLSearchParams(query)]);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        for (const [key, value] of splitQuery(text)) {
          expect(typeof key).toBe('string');
          expect(typeof value).toBe('string');
        }
      }),
      { numRuns: 500 },
    );
  });
});
