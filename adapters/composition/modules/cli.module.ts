import type { ContainerModule } from 'inversify';
import type { Result } from '../../../domain/result';
import type { TariffCatalogue } from '../../../domain/tariffs/tariff';
import type { CatalogueLoadError } from '../../../ports/tariff-catalogue.port';
import { CompareQuery } from '../../../ports/use-cases/compare-tariffs.use-case';
import { ReadSearchInput } from '../../../ports/use-cases/read-search-input.use-case';
import { TariffDetailsQuery } from '../../../ports/use-cases/tariff-details.use-case';
import { loadCatalogueFile } from '../../catalogue/load-catalogue-file';
import { buildContainer } from '../container';
import { catalogueModule } from './catalogue.module';
import { searchUseCasesModule } from './search-use-cases.module';

/** The comparison use cases on one catalogue file. */
export interface CatalogueQueries {
  readonly compareQuery: CompareQuery;
  readonly tariffDetailsQuery: TariffDetailsQuery;
}

/** The use cases the `rente` program calls, as cli/main.ts (and the CLI tests) wire them. */
export interface CliUseCases {
  readonly readSearchInput: ReadSearchInput;
  /** Reads and checks a tariff catalogue file (`rente catalogue validate`). */
  readonly loadCatalogue: (file: string) => Promise<Result<TariffCatalogue, CatalogueLoadError>>;
  /** The comparison on a catalogue file: `--catalogue`, else CATALOGUE_FILE or the demo. */
  readonly comparisonOn: (catalogueFile: string) => CatalogueQueries;
}

/**
 * The CLI's use cases from the container: `machine` binds the clock and the text input (the
 * system's, or a test's); each catalogue file a command names gets its own catalogue binding.
 */
export const cliUseCasesOf = (machine: ContainerModule): CliUseCases => {
  const container = buildContainer(machine, searchUseCasesModule);
  return {
    readSearchInput: container.get(ReadSearchInput),
    loadCatalogue: loadCatalogueFile,
    comparisonOn: (file) => {
      const onFile = buildContainer(machine, catalogueModule(file), searchUseCasesModule);
      return {
        compareQuery: onFile.get(CompareQuery),
        tariffDetailsQuery: onFile.get(TariffDetailsQuery),
      };
    },
  };
};
