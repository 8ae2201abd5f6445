import { applicationFormInputOf } from '../../domain/application/application-fields';
import { err } from '../../domain/result';
import {
  APPLICATION_DRAFT_UNAVAILABLE,
  type AppServices,
  type RequestCallbackAnswer,
  type SaveApplicationDraftAnswer,
} from '../../ports/app-services';
import type { ApplicationPageServices } from '../../ports/application-page-services';
import type { IdGeneratorPort } from '../../ports/id-generator.port';
import type { LoggerPort } from '../../ports/logger.port';
import { APPLICATION_UNAVAILABLE_MESSAGE } from '../../ports/use-cases/submit-online-contract.use-case';
import { orFallback } from './or-fallback';
import { requestOwnerOf } from './request-owner';
import type { RequestState } from './request-state';
import type { ServerUseCases } from './server-use-cases';

/** What the application pages' services are made of. */
export interface ApplicationPageServiceDeps {
  readonly ids: IdGeneratorPort;
  readonly logger: LoggerPort;
  readonly useCases: Pick<
    ServerUseCases,
    'findLoginSession' | 'saveApplicationDraft' | 'getApplicationDraft' | 'requestCallback'
  > &
    // The application journey's pages; a server without them renders those pages as unavailable.
    Partial<Pick<ServerUseCases, 'applicationJourney'>>;
}

/** The page services of the application half: draft, callback, the journey. */
export type ApplicationRequestServices = Pick<
  AppServices,
  'applicationDraft' | 'saveApplicationDraft' | 'requestCallback' | 'application'
>;

/** What one request brings that the application services need. */
export interface ApplicationRequestInfo {
  readonly sessionId: string | null;
}

/**
 * The application pages' services, one per request, on the use cases. An application belongs to
 * the account of a live session, else to the (signed) visitor id of the request state; a
 * first-time guest gets theirs when a page stores something. The session is looked up once.
 */
export const applicationPageServicesFactory = (
  deps: ApplicationPageServiceDeps,
): ((request: ApplicationRequestInfo, state: RequestState) => ApplicationRequestServices) => {
  const { logger } = deps;
  const {
    saveApplicationDraft,
    getApplicationDraft,
    requestCallback,
    applicationJourney: journey,
  } = deps.useCases;
  return (request, state) => {
    const { ownerOrNull: draftOwnerOf, owner: ownerOf } = requestOwnerOf(
      deps,
      request.sessionId,
      state,
    );
    const application: ApplicationPageServices | undefined =
      journey === undefined
        ? undefined
        : {
            draft: async () => journey.getApplicationDraft(await ownerOf()),
            documentsPreview: async (choice) =>
              journey.previewApplicationDocuments(await ownerOf(), choice),
            newIdempotencyKey: () => deps.ids.newId(),
            // A store that throws is broken infrastructure: logged, and the customer may retry.
            submit: async (input) => {
              try {
                return await journey.submitOnlineContract({ ...input, owner: await ownerOf() });
              } catch (e) {
                logger.log('error', 'ssr: application not stored', {
                  error: e instanceof Error ? e.name : 'unknown',
                });
                return err({ kind: 'application/store', message: APPLICATION_UNAVAILABLE_MESSAGE });
              }
            },
            application: async (reference) => journey.getApplication(await ownerOf(), reference),
          };
    return {
      applicationDraft: () =>
        orFallback(
          logger,
          'application draft',
          async () => {
            const owner = await draftOwnerOf(false);
            const draft = owner === null ? null : await getApplicationDraft(owner);
            return draft === null ? null : { product: draft.product, form: draft.form };
          },
          null,
        ),
      saveApplicationDraft: (product, fields) =>
        orFallback<SaveApplicationDraftAnswer>(
          logger,
          'application draft save',
          async () => {
            const owner = await ownerOf();
            const saved = await saveApplicationDraft({
              owner,
              product,
              input: applicationFormInputOf(fields),
            });
            if (!saved.ok) return { kind: 'invalid' as const, error: saved.error };
            const { signing } = saved.value;
            return signing.allowed
              ? { kind: 'saved' as const }
              : { kind: 'refused' as const, reasons: signing.reasons };
          },
          { kind: 'unavailable' as const, message: APPLICATION_DRAFT_UNAVAILABLE },
        ),
      requestCallback: (product, tariffId, fields) =>
        orFallback<RequestCallbackAnswer>(
          logger,
          'callback request',
          async () => {
            const owner = await ownerOf();
            const stored = await requestCallback({
              owner,
              product,
              tariffId,
              input: applicationFormInputOf(fields),
            });
            return stored.ok
              ? { kind: 'stored' as const }
              : { kind: 'invalid' as const, error: stored.error };
          },
          { kind: 'unavailable' as const, message: APPLICATION_DRAFT_UNAVAILABLE },
        ),
      ...(application === undefined ? {} : { application }),
    };
  };
};
