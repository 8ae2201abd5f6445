import { ContainerModule, type ResolutionContext } from 'inversify';
import { DEMO_PAY_IN_MORE_CAMPAIGN } from '../../../domain/pay-in-more/pay-in-more';
import { ApplicationStorePort } from '../../../ports/application-store.port';
import { ClockPort } from '../../../ports/clock.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { PayInMoreStorePort } from '../../../ports/pay-in-more-store.port';
import { TariffAdjustmentStorePort } from '../../../ports/tariff-adjustment-store.port';
import { TariffCataloguePort } from '../../../ports/tariff-catalogue.port';
import { UploadedDocumentStorePort } from '../../../ports/uploaded-document-store.port';
import {
  AdoptApplication,
  CustomerApplicationOf,
  CustomerOverviewOf,
  makeAdoptApplication,
  makeCustomerApplication,
  makeCustomerOverview,
} from '../../../ports/use-cases/customer-applications.use-case';
import {
  CustomerDocuments,
  makeCustomerDocuments,
} from '../../../ports/use-cases/customer-documents.use-case';
import { IdCopyReview } from '../../../ports/use-cases/id-copy-review.use-case';
import { makePayInMore, PayInMore } from '../../../ports/use-cases/pay-in-more.use-case';
import {
  makePreviousApplicationData,
  PreviousApplicationDataOf,
} from '../../../ports/use-cases/previous-application-data.use-case';
import { GetApplication } from '../../../ports/use-cases/submit-application.use-case';
import {
  makeTariffAdjustment,
  TariffAdjustment,
} from '../../../ports/use-cases/tariff-adjustment.use-case';
import {
  makeWatchlistUseCases,
  WatchlistUseCases,
} from '../../../ports/use-cases/watchlist.use-case';
import { makeWithdrawal, Withdrawal } from '../../../ports/use-cases/withdraw-application.use-case';
import { WatchlistStorePort } from '../../../ports/watchlist-store.port';

const idCopyReviewOf = (
  idCopyReview: IdCopyReview | undefined,
): { readonly idCopyReview?: IdCopyReview } => (idCopyReview === undefined ? {} : { idCopyReview });

/**
 * The customer area (Kundenbereich): an account's applications with their documents and points,
 * and its Merkzettel (the stores come from the server's ports).
 */
export const customerAreaUseCasesModule = new ContainerModule(({ bind }) => {
  bind<CustomerDocuments>(CustomerDocuments)
    .toDynamicValue((c) =>
      makeCustomerDocuments({
        applications: c.get(ApplicationStorePort),
        uploads: c.get(UploadedDocumentStorePort),
        clock: c.get(ClockPort),
        ids: c.get(IdGeneratorPort),
        ...idCopyReviewOf(c.get(IdCopyReview, { optional: true })),
      }),
    )
    .inSingletonScope();
  bind<TariffAdjustment>(TariffAdjustment)
    .toDynamicValue((c) =>
      makeTariffAdjustment({
        applications: c.get(ApplicationStorePort),
        adjustments: c.get(TariffAdjustmentStorePort),
        clock: c.get(ClockPort),
        catalogue: c.get(TariffCataloguePort),
      }),
    )
    .inSingletonScope();
  bind<PayInMore>(PayInMore)
    .toDynamicValue((c) =>
      makePayInMore({
        applications: c.get(ApplicationStorePort),
        catalogue: c.get(TariffCataloguePort),
        requests: c.get(PayInMoreStorePort),
        clock: c.get(ClockPort),
        ids: c.get(IdGeneratorPort),
        // The one campaign there is, a demo (domain/pay-in-more/pay-in-more.ts).
        campaign: DEMO_PAY_IN_MORE_CAMPAIGN,
      }),
    )
    .inSingletonScope();
  const cardDeps = (c: ResolutionContext) => ({
    store: c.get<ApplicationStorePort>(ApplicationStorePort),
    catalogue: c.get<TariffCataloguePort>(TariffCataloguePort),
    getApplication: c.get<GetApplication>(GetApplication),
    adjustments: c.get<TariffAdjustmentStorePort>(TariffAdjustmentStorePort),
    clock: c.get<ClockPort>(ClockPort),
  });
  bind<CustomerOverviewOf>(CustomerOverviewOf)
    .toDynamicValue((c) => makeCustomerOverview(cardDeps(c)))
    .inSingletonScope();
  bind<CustomerApplicationOf>(CustomerApplicationOf)
    .toDynamicValue((c) => makeCustomerApplication(cardDeps(c)))
    .inSingletonScope();
  bind<AdoptApplication>(AdoptApplication)
    .toDynamicValue((c) => makeAdoptApplication({ store: c.get(ApplicationStorePort) }))
    .inSingletonScope();
  bind<Withdrawal>(Withdrawal)
    .toDynamicValue((c) =>
      makeWithdrawal({ applications: c.get(ApplicationStorePort), clock: c.get(ClockPort) }),
    )
    .inSingletonScope();
  bind<PreviousApplicationDataOf>(PreviousApplicationDataOf)
    .toDynamicValue((c) => makePreviousApplicationData({ store: c.get(ApplicationStorePort) }))
    .inSingletonScope();
  bind<WatchlistUseCases>(WatchlistUseCases)
    .toDynamicValue((c) =>
      makeWatchlistUseCases({
        store: c.get(WatchlistStorePort),
        catalogue: c.get(TariffCataloguePort),
        clock: c.get(ClockPort),
        ids: c.get(IdGeneratorPort),
      }),
    )
    .inSingletonScope();
});
