import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import demo from '../../../adapters/catalogue/demo-catalogue.json';
import { parseTariffCatalogue } from '../../../domain/tariffs/catalogue-parser';
import { isTariffId, TARIFF_ID_MAX_LENGTH } from '../../../domain/tariffs/tariff-id';

describe('the one shape of a tariff id', () => {
  it('takes lowercase letters, digits and inner hyphens up to 64 characters', () => {
    expect(isTariffId('ostseewind-etf-rente-2026')).toBe(true);
    expect(isTariffId('a'.repeat(TARIFF_ID_MAX_LENGTH))).toBe(true);
    expect(isTariffId('a'.repeat(TARIFF_ID_MAX_LENGTH + 1))).toBe(false);
    for (const bad of ['', '-x', 'Ostsee', 'a_b', 'a b', 'ä', 'a/..', 42, null]) {
      expect(isTariffId(bad)).toBe(false);
    }
  });

  it('is URL-safe: encoding never changes an id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,63}$/), (id) => {
        expect(isTariffId(id)).toBe(true);
        expect(encodeURIComponent(id)).toBe(id);
      }),
    );
  });

  it('holds for every tariff of the demo catalogue', () => {
    const catalogue = parseTariffCatalogue(demo);
    expect(catalogue.ok).toBe(true);
    if (catalogue.ok) for (const t of catalogue.value.tariffs) expect(isTariffId(t.id)).toBe(true);
  });
});
