import { DEFAULT_BRAND, providerPrefixed } from '../../../domain/partner/brand';
import { PARTNER_DEFAULTS } from '../../../domain/partner/partner-info';
import { WPSET_DEFAULTS } from '../../../domain/partner/wpset';
import type { PartnerSet } from '../../../ports/partner-set-store.port';

/** A demo partner set without an ad partner: GET /api/b2bpartner/rk_partner_ohne_ad answers null. */
export const DEMO_SET_WITHOUT_AD_PARTNER = providerPrefixed('partner_ohne_ad', DEFAULT_BRAND);

/**
 * The partner sets the first migration stores (SPEC §9 wpset defaults). All point to the
 * provider's own partner code; natural traffic carries the provider's natural ad-partner code,
 * a brand search its own prefixed code, and the provider's natural set the partner defaults.
 */
export const PARTNER_SET_SEEDS: readonly PartnerSet[] = [
  {
    name: WPSET_DEFAULTS.natural,
    b2BPartner: PARTNER_DEFAULTS.b2BPartner,
    b2BAdPartner: PARTNER_DEFAULTS.b2BAdPartner,
  },
  {
    name: WPSET_DEFAULTS.naturalBrand,
    b2BPartner: PARTNER_DEFAULTS.b2BPartner,
    b2BAdPartner: providerPrefixed(WPSET_DEFAULTS.naturalBrand, DEFAULT_BRAND),
  },
  { name: WPSET_DEFAULTS.providerNatural, ...PARTNER_DEFAULTS },
  {
    name: DEMO_SET_WITHOUT_AD_PARTNER,
    b2BPartner: providerPrefixed('partner_demo', DEFAULT_BRAND),
    b2BAdPartner: null,
  },
];
