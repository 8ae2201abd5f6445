import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryQueryParameters } from '../../../domain/partner/carried-parameters';
import { withoutParameters } from '../../../domain/partner/page-url';
import { deriveWpset, isWpsetValue, type WpsetRequest } from '../../../domain/partner/wpset';

const validWpset = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
const anyValue = fc.option(fc.oneof(validWpset, fc.string({ maxLength: 10 })), { nil: null });
const referrers = fc.option(
  fc.oneof(
    fc.constantFrom(
      'https://www.google.de/search?q=rentenkompass',
      'https://www.bing.com/',
      'https://www.rentenkompass.de/news',
      'https://example.org/',
      'kaputt',
    ),
    fc.webUrl(),
  ),
  { nil: null },
);
const requests: fc.Arbitrary<WpsetRequest> = fc.record({
  query: fc.record({ wpset: fc.option(fc.oneof(validWpset, fc.string()), { nil: undefined }) }),
  referrer: referrers,
  cookie: anyValue,
  path: fc.constantFrom('/', '/home', '/result', '/rentenversicherung'),
});

describe('wpset properties', () => {
  it('always gives a usable wpset', () => {
    fc.assert(
      fc.property(requests, (request) => {
        expect(isWpsetValue(deriveWpset(request))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a valid query parameter always wins', () => {
    fc.assert(
      fc.property(requests, validWpset, (request, wpset) => {
        expect(deriveWpset({ ...request, query: { wpset } })).toBe(wpset);
      }),
      { numRuns: 300 },
    );
  });

  it('without query and referrer a valid cookie wins, else natural', () => {
    fc.assert(
      fc.property(requests, anyValue, (request, cookie) => {
        const wpset = deriveWpset({ ...request, query: {}, referrer: null, cookie });
        const trimmed = cookie?.trim() ?? '';
        expect(wpset).toBe(isWpsetValue(trimmed) ? trimmed : 'natural');
      }),
      { numRuns: 300 },
    );
  });
});

describe('carryQueryParameters properties', () => {
  it('removing the carried parameters again gives the target back', () => {
    const paths = fc
      .tuple(
        fc.constantFrom('/result', 'https://www.rentenkompass.de/riester-rente', '/'),
        fc.array(fc.tuple(fc.constantFrom('pt', 'bd', 'x'), fc.stringMatching(/^[a-z0-9]*$/))),
        fc.constantFrom('', '#top'),
      )
      .map(([base, params, hash]) => {
        const query = params.map(([k, v]) => `${k}=${v}`).join('&');
        return `${base}${query === '' ? '' : `?${query}`}${hash}`;
      });
    const from = fc.record(
      { wpset: fc.string(), wp1: fc.string(), wp2: fc.string(), stay: fc.string() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(paths, from, (path, query) => {
        const carried = carryQueryParameters(query, path);
        expect(withoutParameters(carried, ['wpset', 'wp1', 'wp2', 'stay'])).toBe(path);
        const url = new URL(carried, 'https://base.invalid');
        for (const [name, value] of Object.entries(query)) {
          if (value !== '') expect(url.searchParams.get(name)).toBe(value);
        }
      }),
      { numRuns: 300 },
    );
  });
});
