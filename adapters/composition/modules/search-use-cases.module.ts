import { ContainerModule } from 'inversify';
import { ClockPort } from '../../../ports/clock.port';
import { TariffCataloguePort } from '../../../ports/tariff-catalogue.port';
import { TextInputPort } from '../../../ports/text-input.port';
import {
  CalculatePensionGap,
  makeCalculatePensionGap,
} from '../../../ports/use-cases/calculate-pension-gap.use-case';
import {
  CalculatePoints,
  makeCalculatePoints,
} from '../../../ports/use-cases/calculate-points.use-case';
import { CompareQuery, makeCompareQuery } from '../../../ports/use-cases/compare-tariffs.use-case';
import {
  GetContributionLimits,
  makeContributionLimits,
} from '../../../ports/use-cases/contribution-limits.use-case';
import { ListInsurers, makeInsurerList } from '../../../ports/use-cases/insurer-list.use-case';
import {
  makeReadSearchInput,
  ReadSearchInput,
} from '../../../ports/use-cases/read-search-input.use-case';
import {
  makeRunCalculators,
  RunCalculators,
} from '../../../ports/use-cases/run-calculators.use-case';
import {
  makeTariffDetailsQuery,
  TariffDetailsQuery,
} from '../../../ports/use-cases/tariff-details.use-case';

/**
 * The use cases of a customer's search: the comparison and one tariff's details from the
 * customer's query, the insurer list, the points, the Rentenlückencheck, and reading a search from a file (CLI). Each is
 * built when first asked for, from the ports the entry point's other modules bind.
 */
export const searchUseCasesModule = new ContainerModule(({ bind }) => {
  bind<CompareQuery>(CompareQuery)
    .toDynamicValue((c) =>
      makeCompareQuery({ catalogue: c.get(TariffCataloguePort), clock: c.get(ClockPort) }),
    )
    .inSingletonScope();
  bind<TariffDetailsQuery>(TariffDetailsQuery)
    .toDynamicValue((c) =>
      makeTariffDetailsQuery({ catalogue: c.get(TariffCataloguePort), clock: c.get(ClockPort) }),
    )
    .inSingletonScope();
  bind<ListInsurers>(ListInsurers)
    .toDynamicValue((c) => makeInsurerList({ catalogue: c.get(TariffCataloguePort) }))
    .inSingletonScope();
  bind<GetContributionLimits>(GetContributionLimits)
    .toDynamicValue((c) => makeContributionLimits({ catalogue: c.get(TariffCataloguePort) }))
    .inSingletonScope();
  bind<CalculatePoints>(CalculatePoints)
    .toDynamicValue(() => makeCalculatePoints())
    .inSingletonScope();
  bind<CalculatePensionGap>(CalculatePensionGap)
    .toDynamicValue((c) => makeCalculatePensionGap({ clock: c.get(ClockPort) }))
    .inSingletonScope();
  bind<RunCalculators>(RunCalculators)
    .toDynamicValue((c) => makeRunCalculators({ clock: c.get(ClockPort) }))
    .inSingletonScope();
  bind<ReadSearchInput>(ReadSearchInput)
    .toDynamicValue((c) => makeReadSearchInput({ input: c.get(TextInputPort) }))
    .inSingletonScope();
});
