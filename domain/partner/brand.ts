/**
 * The provider whose portal this is. The spec's "provider-prefixed" values (SPEC §9) and the
 * login session parameter (SPEC §7) are built from the abbreviation; the brand word is what a
 * search for the provider contains.
 */
export interface Brand {
  readonly name: string;
  readonly abbr: string;
  readonly brandWord: string;
}

export const DEFAULT_BRAND: Brand = {
  name: 'Rentenkompass',
  abbr: 'rk',
  brandWord: 'rentenkompass',
};

/** 'rk_natural' for the default brand: a value carrying the provider's prefix. */
export const providerPrefixed = (value: string, brand: Brand = DEFAULT_BRAND): string =>
  `${brand.abbr}_${value}`;
