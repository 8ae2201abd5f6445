import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparisonLabelOf,
  WATCHLIST_MESSAGES,
  watchlistEntryHref,
  watchlistItemOf,
} from '../../../domain/watchlist/watchlist-entry';

const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';

describe('watchlistItemOf', () => {
  it('keeps a tariff with the canonical search, unknown keys dropped', () => {
    const item = watchlistItemOf({
      kind: 'tariff',
      tariffId: ' ostseewind-leben-privatrente-etf ',
      query: `?mp=150&pt=schicht3&gclid=x&tarif=a&bd=1985-04-12&js=Angestellter`,
    });
    expect(item).toEqual({
      ok: true,
      value: { kind: 'tariff', tariffId: 'ostseewind-leben-privatrente-etf', query: SEARCH },
    });
  });

  it('refuses an unknown kind, a tariff without id, a comparison with one, and broken searches', () => {
    const invalid = {
      ok: false,
      error: { kind: 'watchlist/invalid', message: WATCHLIST_MESSAGES.invalid },
    };
    expect(watchlistItemOf({ kind: 'vertrag', tariffId: '', query: SEARCH })).toEqual(invalid);
    expect(watchlistItemOf({ kind: 'tariff', tariffId: '', query: SEARCH })).toEqual(invalid);
    expect(watchlistItemOf({ kind: 'tariff', tariffId: '../x', query: SEARCH })).toEqual(invalid);
    expect(watchlistItemOf({ kind: 'comparison', tariffId: 'x', query: SEARCH })).toEqual(invalid);
    expect(
      watchlistItemOf({ kind: 'comparison', tariffId: '', query: 'pt=schicht3&mp=abc' }),
    ).toEqual(invalid);
    // Without a product there is no comparison to reopen.
    expect(watchlistItemOf({ kind: 'comparison', tariffId: '', query: 'mp=150' })).toEqual(invalid);
  });

  it('is idempotent: the saved query saved again is the same item (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('schicht3', 'riester', 'ruerup', 'sofort'),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom('monthly', 'yearly'),
        (pt, mp, pp) => {
          const first = watchlistItemOf({
            kind: 'comparison',
            tariffId: '',
            query: `pp=${pp}&mp=${mp}&pt=${pt}`,
          });
          if (!first.ok) return false;
          const again = watchlistItemOf({ ...first.value, query: first.value.query });
          return again.ok && again.value.query === first.value.query;
        },
      ),
    );
  });
});

describe('where an entry reopens and what it is called', () => {
  it('opens a tariff in its details and a comparison in the result list with the same search', () => {
    expect(watchlistEntryHref({ kind: 'tariff', tariffId: 'a-b', query: SEARCH })).toBe(
      `/tariff-details?tariffId=a-b&${SEARCH}`,
    );
    expect(watchlistEntryHref({ kind: 'comparison', tariffId: '', query: SEARCH })).toBe(
      `/result?${SEARCH}`,
    );
  });

  it('names a comparison by product and contribution as typed', () => {
    expect(comparisonLabelOf(SEARCH)).toBe('Private Rentenversicherung, 150,00\u00a0€ mtl.');
    expect(comparisonLabelOf('pt=sofort&otp=50000')).toBe('Sofortrente, 50.000,00\u00a0€ einmalig');
    expect(comparisonLabelOf('pt=riester&pp=yearly&mp=100&sc=1200')).toBe(
      'Riester-Rente, 1.200,00\u00a0€ jährl.',
    );
  });
});
