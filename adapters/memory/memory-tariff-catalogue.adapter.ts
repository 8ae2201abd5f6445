import { err, ok, type Result } from '../../domain/result';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';
import type { CatalogueLoadError, TariffCataloguePort } from '../../ports/tariff-catalogue.port';

/** A catalogue held in memory, or a load error to answer with. */
export class MemoryTariffCatalogue implements TariffCataloguePort {
  constructor(private readonly content: TariffCatalogue | CatalogueLoadError) {}

  async load(): Promise<Result<TariffCatalogue, CatalogueLoadError>> {
    return 'kind' in this.content ? err(this.content) : ok(this.content);
  }
}
