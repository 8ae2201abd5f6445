import { type Brand, DEFAULT_BRAND, providerPrefixed } from './brand';

// SPEC §3: the partner a visitor came through, tracked as wp1 and wp2.
export interface PartnerInfo {
  readonly b2BPartner: string;
  readonly b2BAdPartner: string;
}

/** SPEC §9: GET /b2bpartner/{wpsetName} gives up after 5 s and the default partner is used. */
export const PARTNER_INFO_TIMEOUT_MS = 5000;

export const PARTNER_TRACKING_NAMES = { b2BPartner: 'wp1', b2BAdPartner: 'wp2' } as const;
export type PartnerTrackingName = (typeof PARTNER_TRACKING_NAMES)[keyof PartnerInfo];

/**
 * SPEC §3: the provider's own partner code and ad-partner code, provider-prefixed. Chosen
 * values (the spec omits them): the portal itself as partner, natural traffic as ad partner —
 * the same code as the provider's natural partner set.
 */
export const partnerDefaultsFor = (brand: Brand = DEFAULT_BRAND): PartnerInfo => ({
  b2BPartner: providerPrefixed('portal', brand),
  b2BAdPartner: providerPrefixed('natural', brand),
});

/** { b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' }. */
export const PARTNER_DEFAULTS: PartnerInfo = partnerDefaultsFor();

/** The tracking parameters of a partner: { wp1, wp2 }. */
export const partnerTrackingParams = (info: PartnerInfo): Record<PartnerTrackingName, string> => ({
  [PARTNER_TRACKING_NAMES.b2BPartner]: info.b2BPartner,
  [PARTNER_TRACKING_NAMES.b2BAdPartner]: info.b2BAdPartner,
});

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * SPEC §7: the answer of GET /b2bpartner/{wpsetName}, or null when b2BAdPartner is missing.
 * A missing b2BPartner also gives null: a partner is only usable with both codes, and the
 * caller then falls back to {@link PARTNER_DEFAULTS} as for any failed call (SPEC §8).
 */
export const partnerInfoFrom = (body: unknown): PartnerInfo | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { b2BPartner, b2BAdPartner } = body as Record<string, unknown>;
  return nonEmpty(b2BPartner) && nonEmpty(b2BAdPartner) ? { b2BPartner, b2BAdPartner } : null;
};

/** The partner to use: the fetched one, else the provider's defaults (SPEC §8). */
export const partnerOrDefault = (
  info: PartnerInfo | null,
  brand: Brand = DEFAULT_BRAND,
): PartnerInfo => info ?? partnerDefaultsFor(brand);
