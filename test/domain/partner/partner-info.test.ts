import { describe, expect, it } from 'vitest';
import {
  PARTNER_DEFAULTS,
  PARTNER_INFO_TIMEOUT_MS,
  PARTNER_TRACKING_NAMES,
  partnerDefaultsFor,
  partnerInfoFrom,
  partnerOrDefault,
  partnerTrackingParams,
} from '../../../domain/partner/partner-info';

describe('partner info (SPEC §3, §7, §9)', () => {
  it('has provider-prefixed defaults', () => {
    expect(PARTNER_DEFAULTS).toEqual({ b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' });
    const other = { name: 'Vorsorgeblick', abbr: 'vb', brandWord: 'vorsorgeblick' };
    expect(partnerDefaultsFor(other)).toEqual({
      b2BPartner: 'vb_portal',
      b2BAdPartner: 'vb_natural',
    });
  });

  it('tracks b2BPartner as wp1 and b2BAdPartner as wp2', () => {
    expect(PARTNER_TRACKING_NAMES).toEqual({ b2BPartner: 'wp1', b2BAdPartner: 'wp2' });
    expect(partnerTrackingParams({ b2BPartner: 'p1', b2BAdPartner: 'ad7' })).toEqual({
      wp1: 'p1',
      wp2: 'ad7',
    });
  });

  it('waits 5000 ms for the partner', () => {
    expect(PARTNER_INFO_TIMEOUT_MS).toBe(5000);
  });

  it('reads the partner answer, null when a code is missing', () => {
    expect(partnerInfoFrom({ b2BPartner: 'p', b2BAdPartner: 'a', extra: 1 })).toEqual({
      b2BPartner: 'p',
      b2BAdPartner: 'a',
    });
    expect(partnerInfoFrom({ b2BPartner: 'p' })).toBeNull();
    expect(partnerInfoFrom({ b2BPartner: 'p', b2BAdPartner: '' })).toBeNull();
    expect(partnerInfoFrom({ b2BPartner: 'p', b2BAdPartner: 3 })).toBeNull();
    expect(partnerInfoFrom({ b2BAdPartner: 'a' })).toBeNull();
    expect(partnerInfoFrom(null)).toBeNull();
    expect(partnerInfoFrom('p')).toBeNull();
  });

  it('falls back to the defaults', () => {
    expect(partnerOrDefault(null)).toEqual(PARTNER_DEFAULTS);
    const info = { b2BPartner: 'x', b2BAdPartner: 'y' };
    expect(partnerOrDefault(info)).toBe(info);
  });
});
