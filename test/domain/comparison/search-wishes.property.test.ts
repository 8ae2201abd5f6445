import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import { contributionLimitsOf } from '../../../domain/comparison/contribution-limits';
import { acceptedInvestmentTypes } from '../../../domain/comparison/search-wishes';
import { INVESTMENT_TYPES } from '../../../domain/products/investment-type';
import type { SearchData } from '../../../domain/search-data/search-data';
import { validCatalogue } from '../../arbitraries/tariff';

const NOW = Temporal.Instant.from('2026-11-26T10:00:00Z');

const wishArb = fc.record({
  productType: fc.constantFrom('schicht3' as const, 'ruerup' as const),
  investmentType: fc.option(fc.constantFrom(...INVESTMENT_TYPES), { nil: undefined }),
  beitragsGarantie: fc.constantFrom(0, 50, 60, 80, 90, 100),
});

describe('the investment wishes on the result list', () => {
  it('only mark and reorder: the same tariffs as without wishes, each marked exactly where it falls short, the matching ones first', () => {
    fc.assert(
      fc.property(validCatalogue(), wishArb, (catalogue, wish) => {
        // A contribution some tariff of the product accepts: outside every tariff's limits the
        // comparison refuses the search before any wish is looked at.
        const monthly = contributionLimitsOf(catalogue.tariffs, wish.productType).monthly;
        fc.pre(monthly !== null);
        const base: SearchData = {
          productType: wish.productType,
          birthday: '1990-05-15',
          monthlyPayment: monthly.min,
        };
        const plain = compareTariffs(catalogue, base, {}, NOW);
        const wished = compareTariffs(
          catalogue,
          {
            ...base,
            beitragsGarantie: wish.beitragsGarantie,
            ...(wish.investmentType === undefined ? {} : { investmentType: wish.investmentType }),
          },
          {},
          NOW,
        );
        if (!plain.ok || !wished.ok) throw new Error('the search is valid');
        const rows = wished.value.results;
        // The shown list is a subset of (here: the same set as) the list without wishes.
        expect(rows.map((r) => r.tariffId).sort()).toEqual(
          plain.value.results.map((r) => r.tariffId).sort(),
        );
        const byId = new Map(catalogue.tariffs.map((t) => [t.id, t]));
        for (const row of rows) {
          const tariff = byId.get(row.tariffId);
          if (tariff === undefined) throw new Error('a row of the catalogue');
          const typeOk =
            wish.investmentType === undefined ||
            acceptedInvestmentTypes(wish.investmentType).includes(tariff.investmentType);
          // Every shown tariff satisfies the wished guarantee or is marked, and only then.
          expect(row.wishMismatches.includes('beitragsGarantie')).toBe(
            row.beitragsGarantie < wish.beitragsGarantie,
          );
          expect(row.wishMismatches.includes('investmentType')).toBe(!typeOk);
        }
        const summary = wished.value.wishes;
        expect(summary).not.toBeNull();
        expect((summary?.matching ?? 0) + (summary?.notMatching ?? 0)).toBe(wished.value.shown);
        expect(summary?.notMatching).toBe(rows.filter((r) => r.wishMismatches.length > 0).length);
        // Among the tariffs that take the contribution, the matching ones come first.
        const payable = rows.filter((r) => r.payInError === null);
        const firstMarked = payable.findIndex((r) => r.wishMismatches.length > 0);
        if (firstMarked >= 0) {
          expect(payable.slice(firstMarked).every((r) => r.wishMismatches.length > 0)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
