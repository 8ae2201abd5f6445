import type { PageType } from '../tracking/page-type';
import type { ProductCategory } from '../tracking/product-category';
import type { PageEntry, PageKind, PageSeed, SearchPageSeed } from './page-entry';

// SPEC §2: the browser titles.
export const PAGE_TITLES = {
  normal: 'Rentenversicherung Vergleich',
  singlePremium: 'Sofort-Rente Vergleich',
} as const;

// SPEC §2: the 404 page is tracked under an altersvorsorge 404 path.
export const NOT_FOUND_PATH = '/404';
export const NOT_FOUND_TRACKING_PATH = '/altersvorsorge/404';

/** The provider prefix of tracking area ids (SPEC §9: area ids are provider-prefixed). */
export const AREA_ID_PREFIX = 'rk_';

/** A path without query, fragment and trailing slash ('' becomes '/'). */
export const normalizePath = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
};

export const trackingPathFor = (path: string): string =>
  path === NOT_FOUND_PATH ? NOT_FOUND_TRACKING_PATH : path;

const SINGLE_PREMIUM_FLOW = ['/onboarding-sofort', '/sofort-insurance-list'];
const SINGLE_PREMIUM_CONTENT = '/rentenversicherung/sofortrente-einmalbeitrag';

const isUnder = (path: string, root: string): boolean =>
  path === root || path.startsWith(`${root}/`);

/**
 * SPEC §3 tracking category of a (tracking) path: rente-ez for the Sofortrente/Einmalbeitrag
 * pages, rlc for the Rentenlückencheck pages, avmix for /altersvorsorge pages, rente otherwise.
 */
export const productCategoryFor = (trackingPath: string): ProductCategory => {
  if (SINGLE_PREMIUM_FLOW.includes(trackingPath) || isUnder(trackingPath, SINGLE_PREMIUM_CONTENT)) {
    return 'rente-ez';
  }
  if (trackingPath.split('/').at(-1) === 'rentenlueckencheck') return 'rlc';
  if (isUnder(trackingPath, '/altersvorsorge')) return 'avmix';
  return 'rente';
};

/** SPEC §2: SEA for ad (sub-)landing pages, PSSSEO for content pages, other for the rest. */
export const pageTypeFor = (kind: PageKind): PageType => {
  switch (kind) {
    case 'landing':
    case 'subLanding':
      return 'SEA';
    case 'content':
      return 'PSSSEO';
    case 'flow':
    case 'error':
    case 'legal':
      return 'other';
  }
};

/**
 * The tracking area id: the provider prefix plus the tracking path's segments, slashes and
 * hyphens turned into underscores, e.g. /rentenversicherung/lp/vergleichen →
 * rk_rentenversicherung_lp_vergleichen, /_error → rk_error, /404 → rk_altersvorsorge_404.
 */
export const areaIdFor = (trackingPath: string): string =>
  `${AREA_ID_PREFIX}${trackingPath.replace(/[/-]+/g, '_').replace(/^_+/, '')}`;

/** SPEC §2: the single-premium (rente-ez) pages carry 'Sofort-Rente Vergleich'. */
export const titleForCategory = (category: ProductCategory): string =>
  category === 'rente-ez' ? PAGE_TITLES.singlePremium : PAGE_TITLES.normal;

/** Builds a registry entry from its seed by the rules above. */
export const pageEntry = (kind: PageKind, seed: PageSeed | SearchPageSeed): PageEntry => {
  const [path, heading] = seed;
  const description = seed[2] ?? null;
  const trackingPath = trackingPathFor(path);
  const productCategory = productCategoryFor(trackingPath);
  return {
    path,
    title: titleForCategory(productCategory),
    heading,
    description,
    pageType: pageTypeFor(kind),
    productCategory,
    areaId: areaIdFor(trackingPath),
    trackingPath,
    kind,
  };
};
