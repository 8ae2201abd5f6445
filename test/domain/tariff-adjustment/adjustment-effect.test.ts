import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../adapters/catalogue/load-catalogue-file';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import { searchFromUrl } from '../../../domain/search-data/search-from-url';
import {
  adjustmentEffectOf,
  pensionChangeText,
} from '../../../domain/tariff-adjustment/adjustment-effect';
import { SAMPLE_CHOICE } from '../../fixtures/application/sample-application';

// Issue 32, finding 4: the Tarifanpassung shows what the new beitragsGarantie does to the pensions.
const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
if (!loaded.ok) throw new Error(loaded.error.message);
const demo = loaded.value;
const CHOICE = {
  ...SAMPLE_CHOICE,
  tariffId: 'nordlicht-leben-privatrente-balance',
  searchQuery: `${SAMPLE_CHOICE.searchQuery}&bg=90`,
};

/** The list's row of the tariff for a query: the figures the customer saw. */
const listed = (query: string) => {
  const search = searchFromUrl(query);
  if (!search.ok) throw new Error(search.error.message);
  const result = compareTariffs(demo, search.value.searchData, {}, NOW);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.results.find((r) => r.tariffId === CHOICE.tariffId);
};

describe('adjustmentEffectOf', () => {
  it('90 % → 80 %: the pensions are those the comparison shows at 90 % and at 80 %', () => {
    const effect = adjustmentEffectOf(demo, CHOICE, { requested: 90, offered: 80 }, NOW);
    const at90 = listed(`${SAMPLE_CHOICE.searchQuery}&bg=90`);
    const at80 = listed(`${SAMPLE_CHOICE.searchQuery}&bg=80`);
    expect(effect).toEqual({
      guaranteedPension: { before: at90?.guaranteedPension, after: at80?.guaranteedPension },
      projectedPension: { before: at90?.projectedPension, after: at80?.projectedPension },
    });
    // Less guarantee: a lower guaranteed pension, more in the funds for the possible one.
    expect(effect?.guaranteedPension.after).toBeLessThan(effect?.guaranteedPension.before ?? 0);
    expect(effect?.projectedPension.after).toBeGreaterThan(effect?.projectedPension.before ?? 0);
  });

  it('works for a level the tariff does not list (the insurer names it for this contract)', () => {
    const effect = adjustmentEffectOf(demo, CHOICE, { requested: 90, offered: 70 }, NOW);
    const at80 = adjustmentEffectOf(demo, CHOICE, { requested: 90, offered: 80 }, NOW);
    expect(effect?.guaranteedPension.after).toBeLessThan(at80?.guaranteedPension.after ?? 0);
  });

  it('is null when the catalogue no longer has the tariff', () => {
    const choice = { ...CHOICE, tariffId: 'gibt-es-nicht' };
    expect(adjustmentEffectOf(demo, choice, { requested: 90, offered: 80 }, NOW)).toBeNull();
  });

  it('writes a change in German euros', () => {
    expect(pensionChangeText({ before: 1234.5, after: 980 })).toBe(
      '1.234,50\u00a0€ → 980,00\u00a0€ monatlich',
    );
  });
});
