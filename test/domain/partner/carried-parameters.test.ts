import { describe, expect, it } from 'vitest';
import {
  CARRIED_QUERY_PARAMETERS,
  carryQueryParameters,
} from '../../../domain/partner/carried-parameters';
import { PARTNER_TRACKING_NAMES } from '../../../domain/partner/partner-info';
import { WPSET_PARAMETER } from '../../../domain/partner/wpset';

describe('carryQueryParameters (SPEC §9)', () => {
  it('carries wpset, wp1, wp2 and stay', () => {
    expect(CARRIED_QUERY_PARAMETERS).toEqual([
      WPSET_PARAMETER,
      PARTNER_TRACKING_NAMES.b2BPartner,
      PARTNER_TRACKING_NAMES.b2BAdPartner,
      'stay',
    ]);
    const from = { wpset: 'p7', wp1: 'a', wp2: 'b', stay: '1', bd: '1980-01-01', js: 'Beamter' };
    expect(carryQueryParameters(from, '/riester-rente')).toBe(
      '/riester-rente?wpset=p7&wp1=a&wp2=b&stay=1',
    );
  });

  it('appends to an existing query, before the fragment, and lets the target win', () => {
    expect(carryQueryParameters({ wpset: 'p7', wp1: 'x' }, '/result?pt=riester&wp1=own#top')).toBe(
      '/result?pt=riester&wp1=own&wpset=p7#top',
    );
    expect(carryQueryParameters({ stay: '1' }, 'https://www.rentenkompass.de/a?')).toBe(
      'https://www.rentenkompass.de/a?stay=1',
    );
  });

  it('leaves out missing and empty values and encodes the rest', () => {
    expect(carryQueryParameters({ wpset: '', wp1: undefined }, '/a')).toBe('/a');
    expect(carryQueryParameters({ wp2: 'a b&c=d' }, '/a')).toBe('/a?wp2=a%20b%26c%3Dd');
  });
});
