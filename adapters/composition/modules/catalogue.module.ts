import { ContainerModule } from 'inversify';
import { formatCatalogueError } from '../../../domain/tariffs/catalogue-error';
import { type CatalogueLoadError, TariffCataloguePort } from '../../../ports/tariff-catalogue.port';
import { CatalogueFile } from '../../catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../catalogue/file-tariff-catalogue.adapter';

/** The tariff catalogue from one JSON file (CATALOGUE_FILE or the demo file), loaded once. */
export const catalogueModule = (file: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<string>(CatalogueFile).toConstantValue(file);
    bind<TariffCataloguePort>(TariffCataloguePort).to(FileTariffCatalogue).inSingletonScope();
  });

/** The one start-failure line for a catalogue that does not load: the cause and the first error. */
export const catalogueStartFailure = (error: CatalogueLoadError): string => {
  if (error.kind === 'catalogue/unreadable') return error.message;
  const first = error.errors[0];
  return first === undefined
    ? error.message
    : `${error.message}; first: ${formatCatalogueError(first)} (rente catalogue validate lists all)`;
};
