import { ContainerModule } from 'inversify';
import { ApplicationDraftStorePort } from '../../../ports/application-draft-store.port';
import { CallbackRequestStorePort } from '../../../ports/callback-request-store.port';
import { ClockPort } from '../../../ports/clock.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import {
  GetApplicationDraft,
  makeGetApplicationDraft,
  makeSaveApplicationDraft,
  SaveApplicationDraft,
} from '../../../ports/use-cases/application-draft.use-case';
import {
  makeRequestCallback,
  RequestCallback,
} from '../../../ports/use-cases/request-callback.use-case';

/**
 * The /personal-data use cases: save and read the application draft, request a callback (their
 * stores come from the server's ports).
 */
export const applicationDraftUseCasesModule = new ContainerModule(({ bind }) => {
  bind<SaveApplicationDraft>(SaveApplicationDraft)
    .toDynamicValue((c) =>
      makeSaveApplicationDraft({
        drafts: c.get(ApplicationDraftStorePort),
        clock: c.get(ClockPort),
        riskStops: { callbacks: c.get(CallbackRequestStorePort), ids: c.get(IdGeneratorPort) },
      }),
    )
    .inSingletonScope();
  bind<GetApplicationDraft>(GetApplicationDraft)
    .toDynamicValue((c) => makeGetApplicationDraft({ drafts: c.get(ApplicationDraftStorePort) }))
    .inSingletonScope();
  bind<RequestCallback>(RequestCallback)
    .toDynamicValue((c) =>
      makeRequestCallback({
        callbacks: c.get(CallbackRequestStorePort),
        ids: c.get(IdGeneratorPort),
        clock: c.get(ClockPort),
      }),
    )
    .inSingletonScope();
});
