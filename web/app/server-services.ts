import { bannerTimeSlotOf, slotMemo } from '../../domain/banner/banner-time-slot';
import { CONSENT_COOKIE, WPSET_COOKIE } from '../../domain/device/cookies';
import type { DeviceOutput } from '../../domain/device/device-output';
import type { PageContent } from '../../domain/pages/page-content';
import {
  PARTNER_INFO_TIMEOUT_MS,
  type PartnerInfo,
  partnerOrDefault,
} from '../../domain/partner/partner-info';
import { err, ok, type Result } from '../../domain/result';
import { searchFromUrl } from '../../domain/search-data/search-from-url';
import type { LoginUserData } from '../../domain/session/login-state';
import type { AccountStorePort } from '../../ports/account-store.port';
import type { BusinessProcessStorePort } from '../../ports/business-process-store.port';
import type { ClockPort } from '../../ports/clock.port';
import type { IdGeneratorPort } from '../../ports/id-generator.port';
import type { LoggerPort } from '../../ports/logger.port';
import type { LoginSessionStorePort } from '../../ports/login-session-store.port';
import type { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import type { ApiError, CampaignBannerDto } from '../../ports/portal-api.port';
import type { TariffCataloguePort } from '../../ports/tariff-catalogue.port';
import { makeCalculatePoints } from '../../ports/use-cases/calculate-points.use-case';
import { makeCompareTariffs } from '../../ports/use-cases/compare-tariffs.use-case';
import { makeGetBusinessProcess } from '../../ports/use-cases/get-business-process.use-case';
import { makeGetCampaignBanners } from '../../ports/use-cases/get-campaign-banners.use-case';
import { makeGetExpiredSession } from '../../ports/use-cases/get-expired-session.use-case';
import { makeGetPartnerInfo } from '../../ports/use-cases/get-partner-info.use-case';
import { makeGetUserData } from '../../ports/use-cases/get-user-data.use-case';
import { makeInsurerList } from '../../ports/use-cases/insurer-list.use-case';
import { makeSaveBusinessProcess } from '../../ports/use-cases/save-business-process.use-case';
import { makeTariffDetails } from '../../ports/use-cases/tariff-details.use-case';
import { COMPARISON_UNAVAILABLE } from './flow/comparison-call';
import { keepFrozen } from './frozen-json';
import type { AppServices, PublicConfig } from './services';

/** The ports the server's services use (the server's ServerDeps has them all). */
export interface ServerServiceDeps {
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
  readonly logger: LoggerPort;
  readonly accounts: AccountStorePort;
  readonly sessions: LoginSessionStorePort;
  readonly partnerSets: PartnerSetStorePort;
  readonly businessProcess: BusinessProcessStorePort;
  /** Issue 6: the tariff catalogue of the result list; without it the comparison is unavailable. */
  readonly catalogue?: TariffCataloguePort;
}

/** What one request brings: its session, its visitor, its device cookie and user agent. */
export interface ServerRequestInfo {
  readonly sessionId: string | null;
  readonly visitorId: string | null;
  readonly deviceCookie: string | null;
  readonly userAgent: string | null;
  readonly referrer?: string | null;
  /** The request's cookies by name. */
  readonly cookies?: Readonly<Record<string, string | undefined>>;
}

/** A cookie the answer must set; the server adds name and attributes. */
export type ResponseCookie =
  | { readonly kind: 'visitor'; readonly value: string }
  | { readonly kind: 'deviceOutput'; readonly value: DeviceOutput }
  | { readonly kind: 'wpset'; readonly value: string };

export interface RequestServices {
  readonly services: AppServices;
  /** Filled while the loaders run. */
  readonly cookies: ResponseCookie[];
}

/** SPEC §8: a failed call is logged and answered with its fall-back, never thrown. */
const orFallback = async <T>(
  logger: LoggerPort,
  what: string,
  call: () => Promise<T>,
  fallback: T,
): Promise<T> => {
  try {
    return await call();
  } catch (e) {
    logger.log('error', `ssr: ${what} failed`, {
      error: e instanceof Error ? e.message : String(e),
    });
    return fallback;
  }
};

/**
 * A use case over the tariff catalogue, as the pages need it: a thrown call or a catalogue that does
 * not load is logged and answered with COMPARISON_UNAVAILABLE; the use case's own errors (bad search
 * data, unknown tariff) pass through with their German message.
 */
const catalogueCall = async <T>(
  logger: LoggerPort,
  what: string,
  call: (() => Promise<Result<T, { readonly kind: string; readonly message: string }>>) | null,
): Promise<Result<T, ApiError>> => {
  const answer = call === null ? null : await orFallback(logger, what, call, null);
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
  deps: ServerServiceDeps,
  config: PublicConfig,
  contentOf: (path: string) => PageContent | null,
): ((request: ServerRequestInfo) => RequestServices) => {
  const getUserData = makeGetUserData(deps);
  const getExpiredSession = makeGetExpiredSession(deps);
  const getPartnerInfo = makeGetPartnerInfo(deps);
  const getBanners = makeGetCampaignBanners(deps);
  // The banners of a page are everyone's: computed once per page and time slot, not per request.
  const bannerMemo = slotMemo<readonly CampaignBannerDto[]>();
  const getBusinessProcess = makeGetBusinessProcess({ store: deps.businessProcess });
  const saveBusinessProcess = makeSaveBusinessProcess({
    store: deps.businessProcess,
    clock: deps.clock,
  });
  const calculatePoints = makeCalculatePoints();
  const { logger } = deps;
  const catalogue = deps.catalogue;
  const compare =
    catalogue === undefined ? null : makeCompareTariffs({ catalogue, clock: deps.clock });
  const details =
    catalogue === undefined ? null : makeTariffDetails({ catalogue, clock: deps.clock });
  const insurerList = catalogue === undefined ? null : makeInsurerList({ catalogue });
  return (request) => {
    const cookies: ResponseCookie[] = [];
    let visitorId = request.visitorId;
    // The shell and the entry widget both ask: the session is looked up (and touched) once.
    let userData: Promise<LoginUserData | null> | null = null;
    const services: AppServices = {
      config,
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
      businessProcess: () => orFallback(logger, 'bpm get', () => getBusinessProcess(visitorId), {}),
      saveBusinessProcess: async (input) => {
        const id = visitorId ?? deps.ids.newId();
        const result = await saveBusinessProcess({ visitorId: id, ...input });
        if (!result.ok) return err({ kind: result.error.kind, message: result.error.message });
        if (visitorId === null) cookies.push({ kind: 'visitor', value: id });
        visitorId = id;
        return ok(result.value);
      },
      // Logging out is the browser's POST /api/auth/logout; a server render has nothing to do.
      logout: async () => undefined,
      deviceClues: () => ({ cookie: request.deviceCookie, userAgent: request.userAgent }),
      rememberDeviceOutput: (output) => {
        cookies.push({ kind: 'deviceOutput', value: output });
      },
      visitClues: () => ({
        referrer: request.referrer ?? null,
        wpsetCookie: request.cookies?.[WPSET_COOKIE] ?? null,
        consentCookie: request.cookies?.[CONSENT_COOKIE] ?? null,
      }),
      rememberWpset: (wpset) => {
        cookies.push({ kind: 'wpset', value: wpset });
      },
      // The browser's own business: cookies it writes, calls that set its cookies, tracking.
      rememberConsent: () => undefined,
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
      // The use case straight on the catalogue; a catalogue that does not load is logged.
      compareTariffs: async (query) => {
        const search = searchFromUrl(query);
        if (!search.ok) return err({ kind: search.error.kind, message: search.error.message });
        const { searchData, filters, deviceOutput } = search.value;
        return catalogueCall(
          logger,
          'comparison',
          compare && (() => compare(searchData, filters, undefined, deviceOutput)),
        );
      },
      // Issue 7: the same use cases as GET /api/tariffs/:id and GET /api/insurers.
      tariffDetails: async (tariffId, query) => {
        const search = searchFromUrl(query);
        if (!search.ok) return err({ kind: search.error.kind, message: search.error.message });
        const { searchData, deviceOutput } = search.value;
        return catalogueCall(
          logger,
          'tariff details',
          details && (() => details(tariffId, searchData, undefined, deviceOutput)),
        );
      },
      // Every error of the insurer list is the catalogue's: all of them answer "unavailable".
      insurerList: async (singlePremium) => {
        const answer = await catalogueCall(
          logger,
          'insurer list',
          insurerList && (() => insurerList(singlePremium)),
        );
        return answer.ok ? answer : err(COMPARISON_UNAVAILABLE);
      },
    };
    return { services, cookies };
  };
};
