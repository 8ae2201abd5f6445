import type { AccountStorePort } from '../../ports/account-store.port';
import type { ApplicationDraftStorePort } from '../../ports/application-draft-store.port';
import type { ApplicationStorePort } from '../../ports/application-store.port';
import type { AppointmentStorePort } from '../../ports/appointment-store.port';
import type { AttemptCounterPort } from '../../ports/attempt-counter.port';
import type { AttemptKeyPort } from '../../ports/attempt-key.port';
import type { BusinessProcessStorePort } from '../../ports/business-process-store.port';
import type { CallbackRequestStorePort } from '../../ports/callback-request-store.port';
import type { ClockPort } from '../../ports/clock.port';
import type { DocumentRendererPort } from '../../ports/document-renderer.port';
import type { HealthPort } from '../../ports/health.port';
import type { IdGeneratorPort } from '../../ports/id-generator.port';
import type { IdentificationReminderStorePort } from '../../ports/identification-reminder-store.port';
import type { IdentificationStorePort } from '../../ports/identification-store.port';
import type { InsurerGatewayPort } from '../../ports/insurer-gateway.port';
import type { LoggerPort, LogLevel } from '../../ports/logger.port';
import type { LoginCodeStorePort } from '../../ports/login-code-store.port';
import type { LoginSessionStorePort } from '../../ports/login-session-store.port';
import type { MailPort } from '../../ports/mail.port';
import type { MetricsPort } from '../../ports/metrics.port';
import type { OutboxPort } from '../../ports/outbox.port';
import type { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import type { PasswordHasherPort } from '../../ports/password-hasher.port';
import type { PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import type { SmsPort } from '../../ports/sms.port';
import type { TariffAdjustmentStorePort } from '../../ports/tariff-adjustment-store.port';
import type { TariffCataloguePort } from '../../ports/tariff-catalogue.port';
import type { TrackingEventStorePort } from '../../ports/tracking-event-store.port';
import type { UploadedDocumentStorePort } from '../../ports/uploaded-document-store.port';
import type { PreviewApplicationDocuments } from '../../ports/use-cases/preview-application-documents.use-case';
import type { GetApplication } from '../../ports/use-cases/submit-application.use-case';
import type {
  DraftFormOf,
  SubmitOnlineContract,
} from '../../ports/use-cases/submit-online-contract.use-case';
import type { WatchlistStorePort } from '../../ports/watchlist-store.port';
import type { ConnectionLimits } from './connection-limits';

/** Every setting of the server, read from the environment with safe defaults (README "Configuration"). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** The portal's public origin and base, e.g. https://www.rentenkompass.de (no trailing slash). */
  readonly publicUrl: string;
  /** Base of the login service, default `${publicUrl}/login` (no trailing slash). */
  readonly loginUrl: string;
  readonly sessionSecret: string;
  readonly brandName: string;
  readonly brandAbbr: string;
  readonly logLevel: LogLevel;
  /** The free hotline shown on error pages. */
  readonly phoneNumber: string;
  /** UPLOAD_MAX_BYTES: the cap of one customer document upload, 200 MB by default (SPEC §7). */
  readonly uploadMaxBytes: number;
  /** REQUEST_TIMEOUT_MS, UPLOAD_MIN_BYTES_PER_SECOND, KEEP_ALIVE_TIMEOUT_MS, IDLE_TIMEOUT_MS, MAX_CONNECTIONS_PER_IP. */
  readonly connections: ConnectionLimits;
  /**
   * PUBLIC_HOST_REDIRECT (default on): a page asked for on another host than PUBLIC_URL's (the
   * server's IP, a second domain) is redirected there with 308, path and query kept
   * (public-host.ts), so cookies, consent and forms all live on one origin.
   */
  readonly redirectToPublicHost: boolean;
  /** INSURER_URL: where applications are handed over; unset, the server's own demo insurer. */
  readonly insurerUrl?: string;
  /** SMTP_URL: the mail server; unset, mails are .eml files in DATA_DIR/outbox. */
  readonly smtpUrl?: string;
  /** SMTP_TLS_CA: the PEM text of the authority the mail server's certificate is checked against. */
  readonly smtpTlsCa?: string;
  /** SMS_URL: the HTTP SMS gateway; unset, text messages are files in DATA_DIR/sms-outbox. */
  readonly smsUrl?: string;
  /** SMS_TOKEN: the gateway's bearer token (always set with smsUrl). */
  readonly smsToken?: string;
  /** ADMIN_TOKEN: the bearer token of the admin API; unset, there is no admin API. */
  readonly adminToken?: string;
  /** METRICS_PORT: GET /metrics also on 127.0.0.1 at this port, without a token; unset, not. */
  readonly metricsPort?: number;
}

/**
 * What the Fastify server needs; `adapters/composition/server.composition.ts` resolves it from the one container. Every
 * store is required: a missing binding fails at start (never an in-memory store in production).
 */
export interface ServerDeps {
  readonly config: ServerConfig;
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
  readonly logger: LoggerPort;
  readonly health: HealthPort;
  readonly businessProcess: BusinessProcessStorePort;
  readonly accounts: AccountStorePort;
  readonly sessions: LoginSessionStorePort;
  readonly codes: LoginCodeStorePort;
  readonly partnerSets: PartnerSetStorePort;
  readonly passwords: PasswordHasherPort;
  /** The login service's attempt counters. */
  readonly attempts: AttemptCounterPort;
  /** The keys the ips and e-mails are counted under: an HMAC under the session secret. */
  readonly attemptKeys: AttemptKeyPort;
  /** POST /api/tracking/events stores here. */
  readonly trackingEvents: TrackingEventStorePort;
  /** The tariff catalogue of /api/comparison and /api/tariffs; without it they answer 500. */
  readonly catalogue?: TariffCataloguePort;
  /** Submitted applications with their outbox. */
  readonly applications: ApplicationStorePort;
  /** HTTP to INSURER_URL or the server's own demo insurer. */
  readonly insurerGateway: InsurerGatewayPort;
  /** nodemailer: SMTP_URL or .eml files in DATA_DIR/outbox. */
  readonly mail: MailPort;
  /** PDFs with pdfkit. */
  readonly documentRenderer: DocumentRendererPort;
  /** /personal-data drafts. */
  readonly applicationDrafts: ApplicationDraftStorePort;
  /** Callback requests for a consultant. */
  readonly callbackRequests: CallbackRequestStorePort;
  /** The accounts' Merkzettel. */
  readonly watchlist: WatchlistStorePort;
  /** Insurers' tariff adjustments and the customers' choices. */
  readonly tariffAdjustments: TariffAdjustmentStorePort;
  /** Pay-in-more (Zuzahlung) requests. */
  readonly payInMoreRequests: PayInMoreStorePort;
  /** Consulting appointments and slot holds. */
  readonly appointments: AppointmentStorePort;
  /** The customers' uploaded documents. */
  readonly uploadedDocuments: UploadedDocumentStorePort;
  /** The applications' identifications. */
  readonly identifications: IdentificationStorePort;
  /** The „später identifizieren“ reminders. */
  readonly identificationReminders: IdentificationReminderStorePort;
  /** The one outbox of everything told later (the worker's side). */
  readonly outbox: OutboxPort;
  /** Text messages (SMS_URL, or files in DATA_DIR/sms-outbox). */
  readonly sms: SmsPort;
  /** The embedded SQLite database's online backup (`rente backup`); none on PostgreSQL. */
  readonly databaseBackup?: { backup(file: string): Promise<void> };
  /** Counts and timings for GET /metrics (prom-client). */
  readonly metrics: MetricsPort;
}

/** The use cases behind /online-contract, /thankyou and /thankyou-error. */
export interface ApplicationJourneyUseCases {
  readonly getApplicationDraft: DraftFormOf;
  readonly previewApplicationDocuments: PreviewApplicationDocuments;
  /** „Jetzt zahlungspflichtig abschließen“: the owner's draft, submitted once per key. */
  readonly submitOnlineContract: SubmitOnlineContract;
  readonly getApplication: GetApplication;
}

/** The spellings of this machine's loopback address a browser may show in an origin. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** A URL parser's host of the loopback interface (127.0.0.0/8 arrives normalised, e.g. 127.1). */
const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * Origins allowed for state-changing requests (CSRF check) and login callbacks: exactly
 * PUBLIC_URL's and LOGIN_URL's origin. Only when PUBLIC_URL itself is a loopback address (a
 * developer's machine) do its other loopback spellings with the same scheme and port count too, so
 * http://127.0.0.1:3000 works beside http://localhost:3000; a public portal never trusts loopback.
 */
export const allowedOriginsOf = (config: ServerConfig): readonly string[] => {
  const publicUrl = new URL(config.publicUrl);
  const origins = new Set<string>([publicUrl.origin, new URL(config.loginUrl).origin]);
  if (isLoopbackHost(publicUrl.hostname)) {
    const port = publicUrl.port === '' ? '' : `:${publicUrl.port}`;
    for (const host of LOOPBACK_HOSTS) origins.add(`${publicUrl.protocol}//${host}${port}`);
  }
  return [...origins];
};

/** True when `url` parses as an absolute http(s) URL without user info whose origin is allowed. */
export const isAllowedOrigin = (config: ServerConfig, url: string): boolean => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  return allowedOriginsOf(config).includes(parsed.origin);
};
