import { inject, injectable } from 'inversify';
import type { Result } from '../../domain/result';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';
import type { CatalogueLoadError, TariffCataloguePort } from '../../ports/tariff-catalogue.port';
import { CatalogueFile } from './catalogue-location';
import { loadCatalogueFile } from './load-catalogue-file';

/** The catalogue from a JSON file, read and checked once; a failed load is tried again next time. */
@injectable()
export class FileTariffCatalogue implements TariffCataloguePort {
  private loaded: Promise<Result<TariffCatalogue, CatalogueLoadError>> | null = null;

  constructor(@inject(CatalogueFile) private readonly file: string) {}

  load(): Promise<Result<TariffCatalogue, CatalogueLoadError>> {
    const loading = this.loaded ?? loadCatalogueFile(this.file);
    this.loaded = loading;
    void loading.then((result) => {
      if (!result.ok && this.loaded === loading) this.loaded = null;
    });
    return loading;
  }
}
