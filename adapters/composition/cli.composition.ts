import { type ContainerModule, ContainerModule as Module } from 'inversify';
import type { Result } from '../../domain/result';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';
import { ClockPort } from '../../ports/clock.port';
import type { CatalogueLoadError } from '../../ports/tariff-catalogue.port';
import { CalculatePensionGap } from '../../ports/use-cases/calculate-pension-gap.use-case';
import {
  type CompareQuery,
  makeCompareQuery,
} from '../../ports/use-cases/compare-tariffs.use-case';
import { ReadSearchInput } from '../../ports/use-cases/read-search-input.use-case';
import {
  makeTariffDetailsQuery,
  type TariffDetailsQuery,
} from '../../ports/use-cases/tariff-details.use-case';
import { FileTariffCatalogue } from '../catalogue/file-tariff-catalogue.adapter';
import { loadCatalogueFile } from '../catalogue/load-catalogue-file';
import { buildContainer } from './container';
import { searchUseCasesModule } from './modules/search-use-cases.module';
import { resolveAll } from './resolve';

/** The comparison use cases on one catalogue file. */
export interface CatalogueQueries {
  readonly compareQuery: CompareQuery;
  readonly tariffDetailsQuery: TariffDetailsQuery;
}

/** The use cases and ports `rente` takes from its container (cli/cli-services.ts). */
export interface CliUseCases {
  readonly clock: ClockPort;
  readonly readSearchInput: ReadSearchInput;
  readonly loadCatalogue: (file: string) => Promise<Result<TariffCatalogue, CatalogueLoadError>>;
  readonly comparisonOn: (catalogueFile: string) => CatalogueQueries;
  readonly calculatePensionGap: CalculatePensionGap;
}

/** The comparison use cases on the catalogue file a command names (`--catalogue`, CATALOGUE_FILE). */
const ComparisonOn = Symbol.for('ComparisonOn');

/**
 * The comparison on one catalogue file, each file read once per process: which file a command
 * uses is known only when commander has read its options, so the container binds the factory.
 */
const comparisonOnModule = new Module(({ bind }) => {
  bind<CliUseCases['comparisonOn']>(ComparisonOn)
    .toDynamicValue((c) => {
      const clock = c.get<ClockPort>(ClockPort);
      const onFile = new Map<string, CatalogueQueries>();
      return (file) => {
        const known = onFile.get(file);
        if (known !== undefined) return known;
        const catalogue = new FileTariffCatalogue(file);
        const queries = {
          compareQuery: makeCompareQuery({ catalogue, clock }),
          tariffDetailsQuery: makeTariffDetailsQuery({ catalogue, clock }),
        };
        onFile.set(file, queries);
        return queries;
      };
    })
    .inSingletonScope();
});

/**
 * The CLI's one container: `machine` binds the clock and the text input (systemModule, or a
 * test's doubles); every use case `rente` calls is resolved here, at start.
 */
export const composeCli = (machine: ContainerModule): CliUseCases => {
  const container = buildContainer(machine, searchUseCasesModule, comparisonOnModule);
  return {
    ...resolveAll<Omit<CliUseCases, 'loadCatalogue'>>(container, {
      clock: ClockPort,
      readSearchInput: ReadSearchInput,
      comparisonOn: ComparisonOn,
      calculatePensionGap: CalculatePensionGap,
    }),
    loadCatalogue: loadCatalogueFile,
  };
};
