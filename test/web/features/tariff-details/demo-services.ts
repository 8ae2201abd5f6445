import { Temporal } from 'temporal-polyfill';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { loadCatalogueFile } from '../../../../adapters/catalogue/load-catalogue-file';
import { FixedClockAdapter } from '../../../../adapters/memory/fixed-clock.adapter';
import { MemoryTariffCatalogue } from '../../../../adapters/memory/memory-tariff-catalogue.adapter';
import { err, ok } from '../../../../domain/result';
import { searchFromUrl } from '../../../../domain/search-data/search-from-url';
import type { TariffCatalogue } from '../../../../domain/tariffs/tariff';
import type { AppServices } from '../../../../ports/app-services';
import { makeCompareTariffs } from '../../../../ports/use-cases/compare-tariffs.use-case';
import { makeInsurerList } from '../../../../ports/use-cases/insurer-list.use-case';
import { makeTariffDetails } from '../../../../ports/use-cases/tariff-details.use-case';
import { fakeServices } from '../../web-test-kit';

// The demo catalogue at 15 March 2026 (insurance start 1 April 2026), as the README examples.
export const NOW = Temporal.Instant.from('2026-03-15T10:00:00Z');
export const SCHICHT3 = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';

let demo: TariffCatalogue | null = null;
const demoCatalogue = async (): Promise<TariffCatalogue> => {
  if (demo === null) {
    const loaded = await loadCatalogueFile(DEMO_CATALOGUE_FILE);
    if (!loaded.ok) throw new Error(loaded.error.message);
    demo = loaded.value;
  }
  return demo;
};

/** The test kit's services with the comparison use cases on the demo catalogue. */
export const demoServices = async (): Promise<AppServices> => {
  const ports = {
    catalogue: new MemoryTariffCatalogue(await demoCatalogue()),
    clock: new FixedClockAdapter(NOW),
  };
  const compare = makeCompareTariffs(ports);
  const details = makeTariffDetails(ports);
  const insurers = makeInsurerList(ports);
  return fakeServices({
    compareTariffs: async (query) => {
      const s = searchFromUrl(query);
      if (!s.ok) return err(s.error);
      const a = await compare(s.value.searchData, s.value.filters);
      return a.ok ? ok(a.value) : err({ kind: a.error.kind, message: a.error.message });
    },
    tariffDetails: async (id, query) => {
      const s = searchFromUrl(query);
      if (!s.ok) return err(s.error);
      const a = await details(id, s.value.searchData);
      return a.ok ? ok(a.value) : err({ kind: a.error.kind, message: a.error.message });
    },
    insurerList: async (single) => {
      const a = await insurers(single);
      return a.ok ? ok(a.value) : err({ kind: a.error.kind, message: a.error.message });
    },
  });
};
