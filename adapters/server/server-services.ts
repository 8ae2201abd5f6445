import { bannerTimeSlotOf, slotMemo } from '../../domain/banner/banner-time-slot';
import type { PageContent } from '../../domain/pages/page-content';
import {
  PARTNER_INFO_TIMEOUT_MS,
  type PartnerInfo,
  partnerOrDefault,
} from '../../domain/partner/partner-info';
import { WPSET_UNDETERMINED_MESSAGE } from '../../domain/partner/wpset';
import { err, ok, type Result } from '../../domain/result';
import type { LoginUserData } from '../../domain/session/login-state';
import {
  type AppServices,
  COMPARISON_UNAVAILABLE,
  type PublicConfig,
} from '../../ports/app-services';
import type { ClockPort } from '../../ports/clock.port';
import type { IdGeneratorPort } from '../../ports/id-generator.port';
import type { LoggerPort } from '../../ports/logger.port';
import type { ApiError, CampaignBannerDto } from '../../ports/portal-api.port';
import { applicationPageServicesFactory } from './application-page-services';
import { firstRowsOf, memoizeComparison } from './comparison-memo';
import { consultingPageServicesFactory } from './consulting-page-services';
import { customerAreaServicesFactory } from './customer-area-page-services';
import { orFallback } from './or-fallback';
import { RequestState, type ResponseCookie } from './request-state';
import type { ServerUseCases } from './server-use-cases';

/** What the server's page services are made of: three machine ports and the use cases. */
export interface ServerServiceDeps {
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
  readonly logger: LoggerPort;
  readonly useCases: Pick<
    ServerUseCases,
    | 'getUserData'
    | 'getExpiredSession'
    | 'getPartnerInfo'
    | 'getCampaignBanners'
    | 'getBusinessProcess'
    | 'saveBusinessProcess'
    | 'calculatePoints'
    | 'runCalculators'
    | 'compareQuery'
    | 'tariffDetailsQuery'
    | 'listInsurers'
    | 'findLoginSession'
    | 'saveApplicationDraft'
    | 'getApplicationDraft'
    | 'requestCallback'
  > &
    // The application journey's pages; a server without them renders those pages as unavailable.
    Partial<
      Pick<
        ServerUseCases,
        | 'findLoginSession'
        | 'applicationJourney'
        | 'contributionLimits'
        | 'customerOverview'
        | 'watchlist'
        | 'identification'
        | 'previousApplicationData'
        | 'listConsultingSlots'
        | 'holdConsultingSlot'
        | 'findConsultingHold'
        | 'bookConsultingAppointment'
        | 'requestConsultingCallback'
        | 'viewConsultingAppointment'
        | 'cancelConsultingAppointment'
        | 'tariffAdjustment'
      >
    >;
}

/** How the server's page services are set up once: their deps, config and shared data. */
export interface ServerServicesSetup {
  readonly deps: ServerServiceDeps;
  readonly config: PublicConfig;
  readonly contentOf: (path: string) => PageContent | null;
  /**
   * Marks data every request shares (page content, a time slot's banners); the renderer passes
   * its keepFrozen so their JSON is made once. The identity when absent.
   */
  readonly keepShared?: <T>(value: T) => T;
  /** Marks a kept comparison (made per new search): keepShared when absent. */
  readonly keepAnswer?: <T>(value: T) => T;
}

/** What one request brings: its session, its visitor, its device cookie and user agent. */
export interface ServerRequestInfo {
  readonly sessionId: string | null;
  readonly visitorId: string | null;
  readonly deviceCookie: string | null;
  readonly userAgent: string | null;
  readonly referrer?: string | null;
  /** The request's partner-set cookie (SPEC §9 wpset), if any. */
  readonly wpsetCookie?: string | null;
  /** The request's consent cookie, if any. */
  readonly consentCookie?: string | null;
}

export interface RequestServices {
  readonly services: AppServices;
  /** Filled while the loaders run. */
  readonly cookies: ResponseCookie[];
}

/**
 * A use case over the tariff catalogue, as the pages need it: a thrown call or a catalogue that does
 * not load is logged and answered with COMPARISON_UNAVAILABLE; the use case's own errors (bad search
 * data, unknown tariff) pass through with their German message.
 */
const catalogueCall = async <T>(
  logger: LoggerPort,
  what: string,
  call: () => Promise<Result<T, { readonly kind: string; readonly message: string }>>,
): Promise<Result<T, ApiError>> => {
  const answer = await orFallback(logger, what, call, null);
  if (answer === null || (!answer.ok && answer.error.kind.startsWith('catalogue/'))) {
    if (answer !== null && !answer.ok) {
      logger.log('error', 'ssr: catalogue failed', { error: answer.error.message });
    }
    return err(COMPARISON_UNAVAILABLE);
  }
  return answer.ok
    ? ok(answer.value)
    : err({ kind: answer.error.kind, message: answer.error.message });
};

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });

/**
 * The server's AppServices, one per request: the use cases straight on the ports (no HTTP round
 * trip to its own API), bound to the request's session and visitor.
 */
export const serverServicesFactory = (
  setup: ServerServicesSetup,
): ((request: ServerRequestInfo) => RequestServices) => {
  const { deps, config, contentOf } = setup;
  const keepFrozen = setup.keepShared ?? (<T>(value: T): T => value);
  const keepAnswer = setup.keepAnswer ?? keepFrozen;
  const {
    getUserData,
    getExpiredSession,
    getPartnerInfo,
    getCampaignBanners: getBanners,
    getBusinessProcess,
    saveBusinessProcess,
    calculatePoints,
    runCalculators,
    compareQuery,
    tariffDetailsQuery,
    listInsurers,
    contributionLimits,
  } = deps.useCases;
  // The banners of a page are everyone's: computed once per page and time slot, not per request.
  const bannerMemo = slotMemo<readonly CampaignBannerDto[]>();
  // The result list of a query is everyone's too: kept per query and comparison time key.
  const compareKept = memoizeComparison(compareQuery, deps.clock, keepAnswer);
  const { logger } = deps;
  const applicationServicesOf = applicationPageServicesFactory(deps);
  const customerAreaOf = customerAreaServicesFactory(deps);
  const consultingOf = consultingPageServicesFactory(deps);
  return (request) => {
    const state = new RequestState(request.visitorId);
    // The shell and the entry widget both ask: the session is looked up (and touched) once.
    let userData: Promise<LoginUserData | null> | null = null;
    const services: AppServices = {
      config,
      now: () => deps.clock.now().epochMilliseconds,
      userData: () => {
        userData ??= orFallback(logger, 'user data', () => getUserData(request.sessionId), null);
        return userData;
      },
      expiredSession: () =>
        orFallback(logger, 'expired session', () => getExpiredSession(request.sessionId), null),
      // The content is kept for the server's life and shared by every request: frozen.
      pageContent: async (path) => keepFrozen(contentOf(path)),
      partnerInfo: async (wpsetName): Promise<PartnerInfo> =>
        partnerOrDefault(
          await orFallback(
            logger,
            'partner info',
            () => withTimeout(getPartnerInfo(wpsetName), PARTNER_INFO_TIMEOUT_MS),
            null,
          ),
        ),
      campaignBanners: async (context) => {
        const at = deps.clock.now();
        const key = `${context.productType ?? ''} ${context.page ?? ''}`;
        return bannerMemo.valueOf(key, bannerTimeSlotOf(at.epochNanoseconds), async () => {
          const result = await orFallback(
            logger,
            'campaign banners',
            () =>
              getBanners({
                executionTime: at.toString(),
                ...(context.productType == null ? {} : { productType: context.productType }),
                ...(context.page == null ? {} : { page: context.page }),
              }),
            null,
          );
          return keepFrozen(result?.ok === true ? result.value.campaignBanners : []);
        });
      },
      businessProcess: () =>
        orFallback(logger, 'bpm get', () => getBusinessProcess(state.visitorId), {}),
      saveBusinessProcess: async (input) => {
        const id = state.visitorId ?? deps.ids.newId();
        const result = await saveBusinessProcess({ visitorId: id, ...input });
        if (!result.ok) return err({ kind: result.error.kind, message: result.error.message });
        state.adoptVisitorId(id);
        return ok(result.value);
      },
      // Logging out is the browser's POST /api/auth/logout; a server render has nothing to do.
      logout: async () => undefined,
      deviceClues: () => ({ cookie: request.deviceCookie, userAgent: request.userAgent }),
      rememberDeviceOutput: (output) => {
        state.setCookie({ kind: 'deviceOutput', value: output });
      },
      // SPEC §8: on the server the partner set comes from the request; without one it can not be
      // determined — logged as an error (no request data in it), the visit has the default partner.
      visitClues: (loaderRequest) => {
        if (loaderRequest === null) {
          logger.log('error', WPSET_UNDETERMINED_MESSAGE);
          return null;
        }
        return {
          referrer: request.referrer ?? null,
          wpsetCookie: request.wpsetCookie ?? null,
          consentCookie: request.consentCookie ?? null,
        };
      },
      rememberWpset: (wpset) => {
        state.setCookie({ kind: 'wpset', value: wpset });
      },
      // The browser's own business: cookies it writes, calls that set its cookies, tracking.
      rememberConsent: () => undefined,
      calculators: async () => runCalculators,
      calculatePoints: async (input) => {
        const result = await calculatePoints(input);
        return result.ok ? result.value.points : null;
      },
      renRef: async () => null,
      trackingSessionId: async () => null,
      track: async () => undefined,
      log: async (level, message) => {
        logger.log(level, `ssr: ${message}`);
      },
      // The use cases straight on the catalogue; a catalogue that does not load is logged.
      // The first `rows` rows (issue 31): thousands of tariffs are not one page's data.
      compareTariffs: async (query, rows) => {
        const answer = await catalogueCall(logger, 'comparison', () => compareKept(query));
        return answer.ok && rows !== undefined
          ? ok(firstRowsOf(answer.value, rows, keepAnswer))
          : answer;
      },
      // The same use cases as GET /api/tariffs/:id and GET /api/insurers.
      tariffDetails: (tariffId, query) =>
        catalogueCall(logger, 'tariff details', () => tariffDetailsQuery(tariffId, query)),
      // Every error of the insurer list is the catalogue's: all of them answer "unavailable".
      insurerList: async (singlePremium) => {
        const answer = await catalogueCall(logger, 'insurer list', () =>
          listInsurers(singlePremium),
        );
        return answer.ok ? answer : err(COMPARISON_UNAVAILABLE);
      },
      // The step's check needs the limits only; without them the result list still refuses.
      contributionLimits: async (productType) => {
        if (contributionLimits === undefined) return null;
        const answer = await catalogueCall(logger, 'contribution limits', () =>
          contributionLimits(productType),
        );
        return answer.ok ? answer.value : null;
      },
      ...applicationServicesOf(request, state),
      ...customerAreaOf(request),
      ...consultingOf(request, state),
    };
    return { services, cookies: state.cookies };
  };
};
