import { type DomainError, err, ok, type Result } from '../result';
import { type Brand, DEFAULT_BRAND, providerPrefixed } from './brand';
import { isHostOf, searchEngineOf, searchKeywordOf } from './search-engines';

// SPEC §9: the partner set (wpset) a visit belongs to.
export const WPSET_PARAMETER = 'wpset';

export interface WpsetDefaults {
  readonly natural: 'natural';
  readonly naturalBrand: 'natural_brand';
  /** The provider's own natural partner set ('rk_natural'), whose partner is PARTNER_DEFAULTS. */
  readonly providerNatural: string;
}

export const wpsetDefaultsFor = (brand: Brand = DEFAULT_BRAND): WpsetDefaults => ({
  natural: 'natural',
  naturalBrand: 'natural_brand',
  providerNatural: providerPrefixed('natural', brand),
});
export const WPSET_DEFAULTS = wpsetDefaultsFor();

/** SPEC §8, word for word. */
export const WPSET_UNDETERMINED_MESSAGE = 'WPSET value can not be determined';
export type WpsetError = DomainError<'partner/wpset-undetermined'>;

// The wpset names a URL path segment (GET /b2bpartner/{wpsetName}): only safe characters count.
const WPSET_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
export const isWpsetValue = (value: string): boolean => WPSET_SHAPE.test(value);

const HOME_PATHS = ['/', '/home'];

export interface WpsetRequest {
  /** The parsed query; only 'wpset' is read. */
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly referrer: string | null;
  /** The wpset cookie's value. */
  readonly cookie: string | null;
  /** The requested page's path ('/home', '/rentenversicherung'). */
  readonly path: string;
  readonly brandWord?: string;
  /** Hosts of the provider's and partners' sites (subdomains included). */
  readonly ownHosts?: readonly string[];
}

export type WpsetSource = 'query' | 'referrer' | 'cookie' | 'default';
export interface WpsetDerivation {
  readonly wpset: string;
  readonly source: WpsetSource;
}

/** The provider's own sites: its domain with every subdomain (portal, news, magazine). */
export const ownHostsFor = (brand: Brand = DEFAULT_BRAND): readonly string[] => [
  `${brand.brandWord}.de`,
];

/** '/', '/home', '/home/' and '/Home?x=1' are the home page. */
export const isHomePath = (path: string): boolean => {
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/(.)\/+$/, '$1');
  return HOME_PATHS.includes(bare === '' ? '/' : bare);
};

/** Letters and digits only, lower case: 'Renten-Kompass' and 'renten kompass' both contain 'rentenkompass'. */
const compact = (text: string): string =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replace(/[^\p{L}\p{N}]/gu, '');

const parseReferrer = (referrer: string | null): URL | null => {
  if (referrer === null || referrer.trim() === '') return null;
  try {
    const url = new URL(referrer.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * The referrer's contribution: a search engine gives 'natural_brand' (home page and the search
 * words contain the brand word) or 'natural'. Everything else gives nothing — the provider's
 * and partners' sites (SPEC §9), other sites, and missing or unparsable referrers — and the
 * derivation goes on with the cookie.
 */
export const wpsetFromReferrer = (
  referrer: string | null,
  path: string,
  brandWord: string = DEFAULT_BRAND.brandWord,
  ownHosts: readonly string[] = ownHostsFor(),
): string | null => {
  const url = parseReferrer(referrer);
  if (url === null || ownHosts.some((host) => isHostOf(url.hostname, host))) return null;
  const engine = searchEngineOf(url.hostname);
  if (engine === null) return null;
  const keyword = searchKeywordOf(engine, url);
  const brandSearch =
    keyword !== null && compact(brandWord) !== '' && compact(keyword).includes(compact(brandWord));
  return brandSearch && isHomePath(path) ? WPSET_DEFAULTS.naturalBrand : WPSET_DEFAULTS.natural;
};

const usable = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return isWpsetValue(trimmed) ? trimmed : null;
};

/** SPEC §9 order: query parameter, referrer, cookie, 'natural'; with where the value came from. */
export const deriveWpsetWithSource = (request: WpsetRequest): WpsetDerivation => {
  const fromQuery = usable(request.query[WPSET_PARAMETER]);
  if (fromQuery !== null) return { wpset: fromQuery, source: 'query' };
  const fromReferrer = wpsetFromReferrer(
    request.referrer,
    request.path,
    request.brandWord,
    request.ownHosts,
  );
  if (fromReferrer !== null) return { wpset: fromReferrer, source: 'referrer' };
  const fromCookie = usable(request.cookie);
  if (fromCookie !== null) return { wpset: fromCookie, source: 'cookie' };
  return { wpset: WPSET_DEFAULTS.natural, source: 'default' };
};

/**
 * The wpset of a request; never null, the chain ends in 'natural'. A query or cookie value that
 * is not 1–64 letters, digits, '_' or '-' is ignored like a missing one.
 */
export const deriveWpset = (request: WpsetRequest): string => deriveWpsetWithSource(request).wpset;

/** SPEC §8: on the server without a request the partner set can not be determined. */
export const wpsetForRequest = (request: WpsetRequest | null): Result<string, WpsetError> =>
  request === null
    ? err({ kind: 'partner/wpset-undetermined', message: WPSET_UNDETERMINED_MESSAGE })
    : ok(deriveWpsetWithSource(request).wpset);
