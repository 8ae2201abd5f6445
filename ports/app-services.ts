import type { ApplicationFormError } from '../domain/application/application-fields';
import type { ApplicationForm } from '../domain/application/application-form';
import type { OnlineSigningRiskReason } from '../domain/application/online-signing-risk';
import type { ContributionLimits } from '../domain/comparison/contribution-limits';
import type { PreviousApplicationData } from '../domain/customer-area/data-takeover';
import type { ConsentType } from '../domain/device/consent';
import type { DeviceOutput } from '../domain/device/device-output';
import type { InsurerList } from '../domain/insurer-list/insurer-list';
import type { PageContent } from '../domain/pages/page-content';
import type { PartnerInfo } from '../domain/partner/partner-info';
import type { ProductType } from '../domain/products/product-type';
import type { Result } from '../domain/result';
import type { ExpiredSessionData, LoginUserData } from '../domain/session/login-state';
import type { TrackingEvent } from '../domain/tracking/tracking-event';
import type { ApplicationPageServices } from './application-page-services';
import type { BusinessProcessData } from './business-process-store.port';
import type { ConsultingPageServices } from './consulting-page-services';
import type { CustomerAreaPageServices } from './customer-area-page-services';
import type {
  ApiError,
  BannerContext,
  CampaignBannerDto,
  ClientLogLevel,
  ClientLogMeta,
  PointsInput,
  SaveBusinessProcessInput,
} from './portal-api.port';
import type { ComparisonAnswer } from './use-cases/compare-tariffs.use-case';
import type { Calculators } from './use-cases/run-calculators.use-case';
import type { TariffDetailsAnswer } from './use-cases/tariff-details.use-case';

/** The settings the pages show; the same on the server and, through the page, in the browser. */
export interface PublicConfig {
  /** The portal's public origin and base, no trailing slash (canonical URLs, sitemap). */
  readonly publicUrl: string;
  readonly brandName: string;
  /** The free hotline of the error screen (SPEC §2). */
  readonly phoneNumber: string;
  /** RK_TEST_ROUTES=1: the routes that fail on purpose exist. */
  readonly testRoutes: boolean;
  /** UPLOAD_MAX_BYTES: the server's cap of one upload, which the upload form names and checks. */
  readonly uploadMaxBytes: number;
}

/** What a request tells about the device (SPEC §3, §9: query, then cookie, then user agent). */
export interface DeviceClues {
  readonly cookie: string | null;
  readonly userAgent: string | null;
}

/** What a request tells about the visit: the referrer and cookies of SPEC §9 wpset and consent. */
export interface VisitClues {
  readonly referrer: string | null;
  readonly wpsetCookie: string | null;
  readonly consentCookie: string | null;
}

/** When the comparison cannot be reached or answers with something else than its error body. */
export const COMPARISON_UNAVAILABLE: ApiError = {
  kind: 'comparison/unavailable',
  message: 'Der Vergleich ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
};

/** The owner's /personal-data draft as the pages read it. */
export interface ApplicationDraftView {
  readonly product: ProductType;
  readonly form: ApplicationForm;
}

/** What saving /personal-data answers the page. */
export type SaveApplicationDraftAnswer =
  | { readonly kind: 'saved' }
  | { readonly kind: 'invalid'; readonly error: ApplicationFormError }
  /** § 15 GwG: no online contract; nothing stored, a consultation is offered. */
  | { readonly kind: 'refused'; readonly reasons: readonly OnlineSigningRiskReason[] }
  | { readonly kind: 'unavailable'; readonly message: string };

/** What a callback request answers the page. */
export type RequestCallbackAnswer =
  | { readonly kind: 'stored' }
  | { readonly kind: 'invalid'; readonly error: ApplicationFormError }
  | { readonly kind: 'unavailable'; readonly message: string };

/** When the draft cannot be saved for a technical reason. */
export const APPLICATION_DRAFT_UNAVAILABLE =
  'Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.';

/**
 * Everything the route loaders and components may use: plain functions over use cases and
 * ports, never the container (ARCHITECTURE.md). The server builds one per request (with the
 * request's session); the browser builds one over the HTTP adapters. Expected failures follow
 * SPEC §8: null, {}, [] or the default partner, never an exception.
 */
export interface AppServices {
  readonly config: PublicConfig;
  /**
   * The present moment in epoch milliseconds (what "today" is for a page): the server's ClockPort
   * on the server, so the test clock (POST /api/__test/clock) reaches the pages too; the browser's
   * clock in the browser (web/boot/browser-clock.ts). No other web code reads the machine clock.
   */
  now(): number;
  /** SPEC §7 GET auth/user/data at render; null on error. */
  userData(): Promise<LoginUserData | null>;
  /** SPEC §7 GET auth/user/from-expired-session; null when none or on error. */
  expiredSession(): Promise<ExpiredSessionData | null>;
  /** The written content of a content, landing or sub-landing page; null when there is none. */
  pageContent(path: string): Promise<PageContent | null>;
  /** SPEC §7 partner info of a partner set, the default partner on failure (5 s timeout). */
  partnerInfo(wpsetName: string): Promise<PartnerInfo>;
  /** SPEC §7 the campaign banners that apply now; [] on error. */
  campaignBanners(context: BannerContext): Promise<readonly CampaignBannerDto[]>;
  /** SPEC §7 GET /bpm; {} on error. */
  businessProcess(): Promise<BusinessProcessData>;
  /** SPEC §7 POST /bpm; the German message of an invalid birthday as the error. */
  saveBusinessProcess(
    input: SaveBusinessProcessInput,
  ): Promise<Result<BusinessProcessData, ApiError>>;
  /** SPEC §4: logout clears the user data and the stored data, then the page reloads. */
  logout(): Promise<void>;
  /** The device cookie and user agent of the request. */
  deviceClues(request: Request): DeviceClues;
  /** Keeps an explicitly chosen device output in its cookie (SPEC §9: 86400 s). */
  rememberDeviceOutput(output: DeviceOutput): void;
  /**
   * The referrer, wpset cookie and consent cookie of the request (SPEC §9). On the server without
   * a request: null, logged as SPEC §8's 'WPSET value can not be determined'.
   */
  visitClues(request: Request | null): VisitClues | null;
  /** Keeps a partner set that came from the query or referrer in its cookie (SPEC §9). */
  rememberWpset(wpset: string): void;
  /** Keeps the consent banner's choice in the consent cookie (browser only). */
  rememberConsent(types: readonly ConsentType[]): void;
  /**
   * The Rentenversicherung-, Riester- and Rürup-Rechner: the server's use case (its clock), in the
   * browser the browser composition's (the browser's clock); they need nothing else, so they run
   * where the page is.
   */
  calculators(): Promise<Calculators>;
  /** SPEC §7 POST /calculate-points; null on error. */
  calculatePoints(input: PointsInput): Promise<number | null>;
  /** SPEC §7 GET /ren-ref, which sets the reference cookie; null on error or on the server. */
  renRef(): Promise<string | null>;
  /** SPEC §7 GET /general-tracking/session-id; null on error or on the server. */
  trackingSessionId(): Promise<string | null>;
  /** POST /api/tracking/events; only called with analytics consent. */
  track(event: TrackingEvent): Promise<void>;
  /** SPEC §7 POST /info|/warn|/error; never fails (SPEC §8). */
  log(level: ClientLogLevel, message: string, meta?: ClientLogMeta): Promise<void>;
  /**
   * The result list for a customer's comparison query (the codec of `rente url decode`);
   * bad search data is the codec's or the engine's German message. At least the first `rows`
   * rows (the server answers them all; the browser asks for that page), `total` and `shown` of
   * the whole list.
   */
  compareTariffs(query: string, rows?: number): Promise<Result<ComparisonAnswer, ApiError>>;
  /**
   * One tariff in detail for a customer's comparison query; an unknown tariff is
   * 'comparison/unknown-tariff', bad search data the codec's or the engine's German message.
   */
  tariffDetails(tariffId: string, query: string): Promise<Result<TariffDetailsAnswer, ApiError>>;
  /** What the catalogue's tariffs of a product take together (the contribution steps); null on error. */
  contributionLimits(productType: ProductType): Promise<ContributionLimits | null>;
  /** The catalogue's insurers with their tariffs (single-premium or regular products). */
  insurerList(singlePremium: boolean): Promise<Result<InsurerList, ApiError>>;
  /** The visitor's (or logged-in account's) /personal-data draft; null when none or on error. */
  applicationDraft(): Promise<ApplicationDraftView | null>;
  /**
   * „Daten übernehmen“: the personal data of the logged-in account's latest application, to
   * prefill a new one; null for guests, anonymous logins, an account without applications or on
   * error. Absent where no customer area is wired.
   */
  readonly previousApplicationData?: () => Promise<PreviousApplicationData | null>;
  /** Checks /personal-data's fields for the product and stores the draft when it may be signed online. */
  saveApplicationDraft(
    product: ProductType,
    fields: Readonly<Record<string, string>>,
  ): Promise<SaveApplicationDraftAnswer>;
  /** "Beratung anfragen" of the risk stop: stores a callback request (source onlineContractService). */
  requestCallback(
    product: ProductType,
    tariffId: string | null,
    fields: Readonly<Record<string, string>>,
  ): Promise<RequestCallbackAnswer>;
  /**
   * The application journey (/online-contract, /thankyou, /thankyou-error): on the server only;
   * absent in the browser, where these pages load as documents.
   */
  readonly application?: ApplicationPageServices;
  /**
   * The customer area (/kundenbereich, the Merkzettel) of the logged-in account: on the server
   * only; its pages and forms load as documents.
   */
  readonly customerArea?: CustomerAreaPageServices;
  /**
   * The consulting pages (/beratung/termin, /beratung/termin-absagen): on the server only; their
   * forms post as documents.
   */
  readonly consulting?: ConsultingPageServices;
}
