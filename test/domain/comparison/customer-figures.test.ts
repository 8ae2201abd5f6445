import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../adapters/catalogue/load-catalogue-file';
import { compareTariffs } from '../../../domain/comparison/compare-tariffs';
import { tariffDetails } from '../../../domain/comparison/tariff-details';
import { formatPrice } from '../../../domain/format/price';
import type { SearchData } from '../../../domain/search-data/search-data';
import type { TariffCatalogue } from '../../../domain/tariffs/tariff';

// Issue 16 items 1, 2, 3 and 9 on the demo catalogue, as a customer meets them.
const NOW = Temporal.Instant.from('2026-11-26T10:00:00Z');
const demo = async (): Promise<TariffCatalogue> => {
  const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
};
const SCHICHT3: SearchData = {
  productType: 'schicht3',
  birthday: '1985-04-12',
  monthlyPayment: 150,
  jobSituation: 'Angestellter',
};
const RIESTER: SearchData = {
  productType: 'riester',
  birthday: '1990-01-01',
  monthlyPayment: 100,
  jobSituation: 'Angestellter',
  hasPublicInsurance: true,
  estimatedGrossYearlySalary: 45_000,
  numberOfChildrenWithAllowance: 1,
  childrenBirthdays: ['2015-03-01'],
};

describe('figures a customer can trust (demo catalogue)', () => {
  it('item 1: a wished 100 % guarantee lists the tariffs that give it first, the others marked, with counts', async () => {
    const result = compareTariffs(await demo(), { ...SCHICHT3, beitragsGarantie: 100 }, {}, NOW);
    if (!result.ok) throw new Error(result.error.message);
    const { results, wishes } = result.value;
    expect(results[0]?.beitragsGarantie).toBe(100);
    expect(results[0]?.wishMismatches).toEqual([]);
    const etf = results.find((r) => r.tariffId === 'ostseewind-leben-privatrente-etf');
    expect(etf?.wishMismatches).toEqual(['beitragsGarantie']);
    expect(wishes?.matching).toBe(results.filter((r) => r.beitragsGarantie >= 100).length);
    expect((wishes?.matching ?? 0) + (wishes?.notMatching ?? 0)).toBe(results.length);
    expect(wishes?.notMatching).toBeGreaterThan(0);
  });

  it('item 1: the investment choice marks the other kinds and lists them after', async () => {
    const result = compareTariffs(await demo(), { ...SCHICHT3, investmentType: 'hybrid' }, {}, NOW);
    if (!result.ok) throw new Error(result.error.message);
    const kinds = result.value.results.map((r) => [r.investmentType, r.wishMismatches.length]);
    const firstMarked = kinds.findIndex(([, n]) => n !== 0);
    expect(firstMarked).toBeGreaterThan(0);
    for (const [kind, n] of kinds.slice(0, firstMarked)) {
      expect(['hybrid', 'hybridUndKlassisch']).toContain(kind);
      expect(n).toBe(0);
    }
    // The other kinds of the private pension: fund policies and (since the catalogue covers every
    // investment type, issue 32 finding 3) the classic tariffs.
    for (const [kind] of kinds.slice(firstMarked)) {
      expect(['fondsgebunden', 'klassisch']).toContain(kind);
    }
  });

  it('item 2: every row names the returns its projection rests on', async () => {
    const result = compareTariffs(await demo(), SCHICHT3, {}, NOW);
    if (!result.ok) throw new Error(result.error.message);
    const etf = result.value.results.find((r) => r.investmentType === 'fondsgebunden');
    expect(etf?.assumedReturns).toEqual({ fund: 0.06, guaranteePart: null });
    const sofort = compareTariffs(
      await demo(),
      { productType: 'sofort', birthday: '1961-05-01', oneTimePayment: 50_000 },
      {},
      NOW,
    );
    if (!sofort.ok) throw new Error(sofort.error.message);
    expect(sofort.value.results[0]?.assumedReturns).toEqual({ fund: null, guaranteePart: null });
  });

  it('item 3: the Rentenfaktor of the feature list is the one of the figures', async () => {
    for (const [id, search] of [
      ['ostseewind-leben-privatrente-etf', SCHICHT3],
      [
        'moselgrund-vorsorge-sofortrente',
        { productType: 'sofort', birthday: '1961-05-01', oneTimePayment: 50_000 },
      ],
    ] as const) {
      const details = tariffDetails(await demo(), id, search, NOW);
      if (!details.ok) throw new Error(details.error.message);
      const factor = details.value.projection.rentenfaktor;
      const line = details.value.features.find((f) => f.name === 'rentenfaktor');
      expect(factor).not.toBeNull();
      expect(line?.explanation).toContain(
        `Aktueller Rentenfaktor ${formatPrice(factor?.current ?? 0)}`,
      );
      expect(line?.explanation).toContain(`garantiert ${formatPrice(factor?.guaranteed ?? 0)}`);
      // No other euro amount: the catalogue's sentence for another age is gone.
      expect(line?.explanation.match(/\d+,\d\d\u00a0€/g)).toHaveLength(2);
    }
  });

  it('item 9: Riester shows the allowances per year and splits Eingezahlt into own money and allowances', async () => {
    const details = tariffDetails(await demo(), 'ostseewind-leben-riester-klassik', RIESTER, NOW);
    if (!details.ok) throw new Error(details.error.message);
    const { projection, row } = details.value;
    expect(row.riesterAllowances?.basicAllowance).toBe(175);
    expect(row.riesterAllowances?.childAllowances).toBe(300);
    expect(projection.allowances).toBeGreaterThan(0);
    expect(projection.allowances).toBe(row.riesterAllowances?.total);
    expect(projection.ownContributions + projection.allowances).toBeCloseTo(projection.paidIn, 2);
    expect(projection.ownContributions).toBeLessThan(projection.paidIn);
  });
});
