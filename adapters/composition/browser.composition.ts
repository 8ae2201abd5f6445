import { ContainerModule } from 'inversify';
import { portalUserAgent } from '../../domain/http/user-agent';
import { ClockPort } from '../../ports/clock.port';
import { HttpClientPort } from '../../ports/http-client.port';
import { IdGeneratorPort } from '../../ports/id-generator.port';
import { LoggerPort, type LogLevel } from '../../ports/logger.port';
import { PortalApiPort } from '../../ports/portal-api.port';
import type { Calculators } from '../../ports/use-cases/run-calculators.use-case';
import { DEFAULT_HTTP_TIMEOUT_MS } from '../http/http-client-config';
import { SystemClockAdapter } from '../system/system-clock.adapter';
import { buildContainer } from './container';
import { browserHttpModule } from './modules/browser-http.module';
import { resolveAll } from './resolve';

/** The browser's console, for the HTTP client's failure lines (never personal data, LoggerPort). */
const browserConsoleLogger: LoggerPort = {
  log(level: LogLevel, message: string, meta?: Readonly<Record<string, unknown>>): void {
    const write =
      level === 'error' ? console.error : level === 'warn' ? console.warn : console.info;
    write(message, meta ?? {});
  },
};

/** Random URL-safe ids from the browser's CSPRNG (128 bits). */
const browserIds: IdGeneratorPort = {
  newId: () => globalThis.crypto.randomUUID().replaceAll('-', ''),
};

/** The machine side of the browser: clock, ids, console logger. */
export const webBrowserModule = new ContainerModule(({ bind }) => {
  bind<ClockPort>(ClockPort).to(SystemClockAdapter).inSingletonScope();
  bind<IdGeneratorPort>(IdGeneratorPort).toConstantValue(browserIds);
  bind<LoggerPort>(LoggerPort).toConstantValue(browserConsoleLogger);
});

export interface BrowserPorts {
  readonly portalApi: PortalApiPort;
  readonly http: HttpClientPort;
  /** The calculators on the browser's clock, loaded with their own chunk on first use. */
  readonly calculators: () => Promise<Calculators>;
}

/**
 * The ports web/entry.client.tsx builds its AppServices on: the fetch client against this
 * site's /api, the portal API adapter. Loaded on first use, so hydration does not wait for it.
 */
export const browserPorts = (version: string): BrowserPorts => {
  const container = buildContainer(
    webBrowserModule,
    browserHttpModule({
      baseUrl: '/api',
      userAgent: portalUserAgent(version),
      defaultTimeoutMs: DEFAULT_HTTP_TIMEOUT_MS,
    }),
  );
  return {
    ...resolveAll<Omit<BrowserPorts, 'calculators'>>(container, {
      portalApi: PortalApiPort,
      http: HttpClientPort,
    }),
    calculators: async () => {
      const clock = container.get<ClockPort>(ClockPort);
      return (await import('./browser-calculators')).browserCalculators(clock);
    },
  };
};
