import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import { tariffDetails } from '../../../domain/comparison/tariff-details';
import { payInErrorText } from '../../../domain/result-view/pay-in-text';
import type { SearchData } from '../../../domain/search-data/search-data';
import { demoCatalogue } from '../../fixtures/application/sample-application';

// One check of the amount for the result list, the tariff details and the application (issue 30
// finding 7): the details of a tariff answer figures exactly when the list shows its row without
// a pay-in error; otherwise the same SPEC §3 error, with the tariff's limit — never „Effektivkosten
// 105,00 %“ for a contribution the tariff does not take. An amount no tariff takes is the same
// input error on both.

const NOW = Temporal.Instant.from('2026-03-10T10:00:00Z');
const catalogue = demoCatalogue();
const schicht3 = catalogue.tariffs.filter((t) => t.productTypes.includes('schicht3'));

describe('the amount, checked once', () => {
  it('gives the details exactly for the rows the list shows without a pay-in error', () => {
    fc.assert(
      fc.property(
        // Near the tariffs' limits (25/30/50 and 2.500/5.000 € a month) and anywhere.
        fc.oneof(
          fc.integer({ min: 1, max: 100 }),
          fc.integer({ min: 2_400, max: 5_100 }),
          fc.integer({ min: 1, max: 20_000 }),
        ),
        fc.constantFrom(...schicht3.map((t) => t.id)),
        (monthlyPayment, tariffId) => {
          const search: SearchData = {
            productType: 'schicht3',
            birthday: '1985-04-12',
            monthlyPayment,
          };
          const list = compareTariffs(catalogue, search, {}, NOW);
          const details = tariffDetails(catalogue, tariffId, search, NOW);
          if (!list.ok) {
            expect(details).toEqual(list);
            return;
          }
          const row = list.value.results.find((r) => r.tariffId === tariffId);
          if (row === undefined) return;
          const tariff = schicht3.find((t) => t.id === tariffId);
          if (row.payInError === null) {
            expect(details.ok).toBe(true);
          } else {
            expect(details).toMatchObject({
              ok: false,
              error: { message: payInErrorText(row.payInError, tariff?.limits ?? null) },
            });
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
