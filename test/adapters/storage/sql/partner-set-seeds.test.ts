import { describe, expect, it } from 'vitest';
import {
  DEMO_SET_WITHOUT_AD_PARTNER,
  PARTNER_SET_SEEDS,
} from '../../../../adapters/storage/sql/partner-set-seeds';
import { PARTNER_DEFAULTS, partnerInfoFrom } from '../../../../domain/partner/partner-info';
import { WPSET_DEFAULTS } from '../../../../domain/partner/wpset';

const seed = (name: string) => PARTNER_SET_SEEDS.find((s) => s.name === name);

describe('the seeded partner sets', () => {
  it('cover every wpset default of the domain (SPEC §9) and the demo set, once each', () => {
    const names = PARTNER_SET_SEEDS.map((s) => s.name);
    expect(names).toEqual([
      WPSET_DEFAULTS.natural,
      WPSET_DEFAULTS.naturalBrand,
      WPSET_DEFAULTS.providerNatural,
      DEMO_SET_WITHOUT_AD_PARTNER,
    ]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("give the provider's natural set the domain's partner defaults", () => {
    expect(seed('rk_natural')).toEqual({ name: 'rk_natural', ...PARTNER_DEFAULTS });
  });

  it('answer GET /b2bpartner with a partner for the defaults and null for the demo set', () => {
    for (const name of ['natural', 'natural_brand', 'rk_natural']) {
      expect(partnerInfoFrom(seed(name))).not.toBeNull();
    }
    expect(DEMO_SET_WITHOUT_AD_PARTNER).toBe('rk_partner_ohne_ad');
    expect(partnerInfoFrom(seed(DEMO_SET_WITHOUT_AD_PARTNER))).toBeNull();
  });
});
