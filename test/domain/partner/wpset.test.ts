import { describe, expect, it } from 'vitest';
import {
  deriveWpset,
  deriveWpsetWithSource,
  isHomePath,
  WPSET_DEFAULTS,
  WPSET_UNDETERMINED_MESSAGE,
  type WpsetRequest,
  wpsetForRequest,
  wpsetFromReferrer,
} from '../../../domain/partner/wpset';

const request = (overrides: Partial<WpsetRequest> = {}): WpsetRequest => ({
  query: {},
  referrer: null,
  cookie: null,
  path: '/',
  ...overrides,
});

describe('WPSET_DEFAULTS', () => {
  it('names natural, natural_brand and the provider-prefixed natural value', () => {
    expect(WPSET_DEFAULTS).toEqual({
      natural: 'natural',
      naturalBrand: 'natural_brand',
      providerNatural: 'rk_natural',
    });
  });
});

describe('deriveWpset: the order of SPEC §9', () => {
  const google = 'https://www.google.de/search?q=rentenversicherung';
  it('query parameter first', () => {
    expect(
      deriveWpsetWithSource(
        request({ query: { wpset: 'partner_7' }, referrer: google, cookie: 'c' }),
      ),
    ).toEqual({ wpset: 'partner_7', source: 'query' });
  });
  it('then the referrer', () => {
    expect(deriveWpsetWithSource(request({ referrer: google, cookie: 'c' }))).toEqual({
      wpset: 'natural',
      source: 'referrer',
    });
  });
  it('then the cookie', () => {
    expect(
      deriveWpsetWithSource(request({ referrer: 'https://example.org/', cookie: 'c_1' })),
    ).toEqual({ wpset: 'c_1', source: 'cookie' });
  });
  it('then natural', () => {
    expect(deriveWpsetWithSource(request())).toEqual({ wpset: 'natural', source: 'default' });
    expect(deriveWpset(request({ query: { wpset: '' }, cookie: '  ' }))).toBe('natural');
  });
  it('ignores query and cookie values that are not safe path segments', () => {
    expect(deriveWpset(request({ query: { wpset: '../admin' }, cookie: 'ok-1' }))).toBe('ok-1');
    expect(deriveWpset(request({ cookie: 'a b' }))).toBe('natural');
    expect(deriveWpset(request({ query: { wpset: 'x'.repeat(65) } }))).toBe('natural');
    expect(deriveWpset(request({ query: { wpset: ' partner ' } }))).toBe('partner');
  });
});

describe('wpsetFromReferrer', () => {
  it.each([
    'https://www.google.de/search?q=rentenkompass',
    'https://www.google.com/search?q=Rentenkompass+Erfahrungen',
    'https://www.google.co.uk/search?q=renten+kompass',
    'https://www.bing.com/search?q=Renten-Kompass%20Vergleich',
    'https://de.search.yahoo.com/search?p=rentenkompass',
    'https://duckduckgo.com/?q=rentenkompass',
    'https://www.ecosia.org/search?q=rentenkompass',
    'https://www.qwant.com/?q=rentenkompass',
    'https://suche.t-online.de/fast?q=rentenkompass',
    'https://suche.web.de/web?q=rentenkompass',
    'https://suche.gmx.net/web?q=rentenkompass',
    'https://www.startpage.com/do/search?query=rentenkompass',
    'https://yandex.ru/search/?text=rentenkompass',
    'https://www.baidu.com/s?wd=rentenkompass',
  ])('brand search on the home page: %s → natural_brand', (referrer) => {
    expect(wpsetFromReferrer(referrer, '/')).toBe('natural_brand');
    expect(wpsetFromReferrer(referrer, '/home')).toBe('natural_brand');
    expect(wpsetFromReferrer(referrer, '/rentenversicherung')).toBe('natural');
  });

  it('a search engine without the brand word (or hiding the words) gives natural', () => {
    expect(wpsetFromReferrer('https://www.google.com/', '/')).toBe('natural');
    expect(wpsetFromReferrer('https://www.google.de/search?q=riester+rente', '/')).toBe('natural');
    expect(wpsetFromReferrer('https://www.bing.com/search?q=', '/home')).toBe('natural');
    expect(wpsetFromReferrer('https://www.google.de/?x=rentenkompass', '/')).toBe('natural');
  });

  it('matches hosts by hostname, never by substring', () => {
    expect(wpsetFromReferrer('https://google.de.evil.com/?q=rentenkompass', '/')).toBeNull();
    expect(wpsetFromReferrer('https://notgoogle.de/?q=rentenkompass', '/')).toBeNull();
    expect(wpsetFromReferrer('https://evil.com/google.de?q=rentenkompass', '/')).toBeNull();
    expect(wpsetFromReferrer('https://evil.com/?r=https://www.google.de', '/')).toBeNull();
    expect(wpsetFromReferrer('https://www.t-online.de/nachrichten', '/')).toBeNull();
    expect(wpsetFromReferrer('https://WWW.GOOGLE.DE./search?q=x', '/')).toBe('natural');
  });

  it("the provider's and partners' sites give nothing", () => {
    expect(wpsetFromReferrer('https://www.rentenkompass.de/ratgeber', '/')).toBeNull();
    expect(
      wpsetFromReferrer('https://news.rentenkompass.de/artikel?q=rentenkompass', '/'),
    ).toBeNull();
    const own = ['rentenkompass.de', 'finanznachrichten-partner.de'];
    expect(
      wpsetFromReferrer('https://finanznachrichten-partner.de/a', '/', 'rentenkompass', own),
    ).toBeNull();
    // a listed own host wins even over a search engine (e.g. a partner's search page)
    expect(
      wpsetFromReferrer('https://www.google.de/?q=x', '/', 'rentenkompass', ['google.de']),
    ).toBeNull();
  });

  it('other, missing or broken referrers give nothing', () => {
    expect(wpsetFromReferrer(null, '/')).toBeNull();
    expect(wpsetFromReferrer('', '/')).toBeNull();
    expect(wpsetFromReferrer('not a url', '/')).toBeNull();
    expect(wpsetFromReferrer('android-app://com.google.android.gm/', '/')).toBeNull();
    expect(wpsetFromReferrer('https://www.facebook.com/', '/')).toBeNull();
  });

  it('uses the given brand word', () => {
    const ref = 'https://www.google.de/search?q=vorsorgeblick+test';
    expect(wpsetFromReferrer(ref, '/', 'vorsorgeblick')).toBe('natural_brand');
    expect(wpsetFromReferrer(ref, '/')).toBe('natural');
  });

  it('falls through to the cookie for own-site referrers', () => {
    const own = request({ referrer: 'https://www.rentenkompass.de/', cookie: 'partner_x' });
    expect(deriveWpsetWithSource(own)).toEqual({ wpset: 'partner_x', source: 'cookie' });
  });
});

describe('isHomePath', () => {
  it.each([
    ['/', true],
    ['', true],
    ['/home', true],
    ['/home/', true],
    ['/Home?x=1', true],
    ['/#top', true],
    ['/homes', false],
    ['/result', false],
    ['/rentenversicherung/home', false],
  ])('%j → %s', (path, home) => {
    expect(isHomePath(path)).toBe(home);
  });
});

describe('wpsetForRequest (SPEC §8)', () => {
  it('is an error value without a request', () => {
    expect(wpsetForRequest(null)).toEqual({
      ok: false,
      error: { kind: 'partner/wpset-undetermined', message: 'WPSET value can not be determined' },
    });
    expect(WPSET_UNDETERMINED_MESSAGE).toBe('WPSET value can not be determined');
  });
  it('derives the wpset with a request', () => {
    expect(wpsetForRequest(request({ cookie: 'abc' }))).toEqual({ ok: true, value: 'abc' });
  });
});
