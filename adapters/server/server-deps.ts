import type { AccountStorePort } from '../../ports/account-store.port';
import type { BusinessProcessStorePort } from '../../ports/business-process-store.port';
import type { ClockPort } from '../../ports/clock.port';
import type { HealthPort } from '../../ports/health.port';
import type { IdGeneratorPort } from '../../ports/id-generator.port';
import type { LoggerPort, LogLevel } from '../../ports/logger.port';
import type { LoginCodeStorePort } from '../../ports/login-code-store.port';
import type { LoginSessionStorePort } from '../../ports/login-session-store.port';
import type { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import type { PasswordHasherPort } from '../../ports/password-hasher.port';
import type { TariffCataloguePort } from '../../ports/tariff-catalogue.port';
import type { TrackingEventStorePort } from '../../ports/tracking-event-store.port';

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
}

/** What the Fastify server needs; `adapters/server/main.ts` resolves it from the container. */
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
  /** Issue 5: POST /api/tracking/events stores here; without it events are not stored. */
  readonly trackingEvents?: TrackingEventStorePort;
  /** Issue 6: the tariff catalogue of /api/comparison and /api/tariffs; without it they answer 500. */
  readonly catalogue?: TariffCataloguePort;
}

/**
 * Origins allowed for state-changing requests (CSRF check) and login callbacks: the public URL
 * and this server's own loopback addresses. Compared as parsed URL origins, never as prefixes.
 */
export const allowedOriginsOf = (config: ServerConfig): readonly string[] => {
  const origins = new Set<string>([new URL(config.publicUrl).origin]);
  for (const host of ['localhost', '127.0.0.1', '[::1]'])
    origins.add(`http://${host}:${config.port}`);
  return [...origins];
};

/** True when `url` parses as an absolute http(s) URL whose origin is allowed. */
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
