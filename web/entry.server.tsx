import { cookieOptions, visitorCookieOptions } from '../adapters/server/cookies';
import type { ResponseCookie } from '../adapters/server/request-state';
import { serverServicesFactory } from '../adapters/server/server-services';
import type {
  SsrAnswer,
  SsrCookie,
  SsrEntryModule,
  SsrRenderer,
  SsrRequest,
  SsrSetup,
} from '../adapters/server/ssr-contract';
import {
  CONSENT_COOKIE,
  DEVICE_OUTPUT_COOKIE,
  DEVICE_OUTPUT_COOKIE_MAX_AGE_S,
  VISITOR_COOKIE,
  WPSET_COOKIE,
  WPSET_COOKIE_MAX_AGE_S,
} from '../domain/device/cookies';
import type { PublicConfig } from '../ports/app-services';
import { keepFrozen, keepFrozenWhole, keepWhole } from './app/frozen-json';
import { renderedInWorker, SHED, type WorkerPage } from './app/render-in-worker';
import { loadPage, renderLoadedPage } from './app/render-page';
import { sentMatchesOf } from './app/render-sent-page';
import { allRouteModules } from './app/route-modules';
import { robotsTxt } from './app/seo/robots';
import { sitemapXml } from './app/seo/sitemap';

// The server renderer (dist/ssr/entry.server.js): the Fastify server (adapters/server/ssr.ts)
// hands in its ports and the client assets once, then every page request.

/** Request headers the loaders may read. */
const FORWARDED_HEADERS = ['accept-language', 'cookie', 'referer', 'user-agent'];

export const createRenderer: SsrEntryModule['createRenderer'] = (setup: SsrSetup): SsrRenderer => {
  const { deps } = setup;
  // The page modules load now, not on the first requests (and not from a dist/ rebuilt meanwhile).
  for (const module of allRouteModules()) {
    module.load().catch((e: unknown) => {
      deps.logger.log('error', 'ssr: page module not loadable', { error: String(e) });
    });
  }
  // The same for every request: frozen, so the payload writes its JSON once (web/app/frozen-json).
  const config: PublicConfig = keepFrozen({
    publicUrl: deps.config.publicUrl,
    brandName: deps.config.brandName,
    phoneNumber: deps.config.phoneNumber,
    testRoutes: setup.testRoutes,
    uploadMaxBytes: deps.config.uploadMaxBytes,
  });
  const workers =
    setup.startWorkers === undefined
      ? null
      : renderedInWorker(setup.startWorkers({ config, assets: setup.assets }), deps.logger);
  const servicesFor = serverServicesFactory({
    deps: { ...deps, useCases: setup.useCases },
    config,
    contentOf: (path) => setup.pages.contentOf(path),
    keepShared: keepFrozen,
    // Frozen in development and tests, only marked in the production build (keepWhole).
    keepAnswer: import.meta.env.DEV ? keepFrozenWhole : keepWhole,
  });
  // A page rendered on the main thread, timed (a worker reports its own time with its answer).
  const renderHere = (
    services: Parameters<typeof renderLoadedPage>[0]['services'],
    loaded: Parameters<typeof renderLoadedPage>[0]['page'],
  ): WorkerPage => {
    const startedAt = performance.now();
    const page = renderLoadedPage({ services, page: loaded, assets: setup.assets });
    deps.metrics.render('main', (performance.now() - startedAt) / 1000);
    return page;
  };
  const cookieOf = (cookie: ResponseCookie): SsrCookie =>
    cookie.kind === 'visitor'
      ? {
          name: VISITOR_COOKIE,
          value: cookie.value,
          // Signed with the session secret: the server's answer signs it.
          options: visitorCookieOptions(deps.config),
        }
      : cookie.kind === 'wpset'
        ? {
            name: WPSET_COOKIE,
            value: cookie.value,
            // The browser's loader reads it on client-side navigations, so not HttpOnly.
            options: { ...cookieOptions(deps.config, WPSET_COOKIE_MAX_AGE_S), httpOnly: false },
          }
        : {
            name: DEVICE_OUTPUT_COOKIE,
            value: cookie.value,
            // The browser reads it too (client-side navigation), so not HttpOnly.
            options: {
              ...cookieOptions(deps.config, DEVICE_OUTPUT_COOKIE_MAX_AGE_S),
              httpOnly: false,
            },
          };

  const render = async (request: SsrRequest): Promise<SsrAnswer> => {
    const { services, cookies } = servicesFor({
      sessionId: request.sessionId,
      visitorId: request.visitorId,
      deviceCookie: request.cookies[DEVICE_OUTPUT_COOKIE] ?? null,
      userAgent: request.headers['user-agent'] ?? null,
      referrer: request.headers.referer ?? null,
      wpsetCookie: request.cookies[WPSET_COOKIE] ?? null,
      consentCookie: request.cookies[CONSENT_COOKIE] ?? null,
    });
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (value !== undefined) headers.set(name, value);
    }
    const posted = request.method === 'POST';
    if (posted) headers.set('content-type', 'application/x-www-form-urlencoded');
    const loaded = await loadPage({
      services,
      request: new Request(request.url, {
        headers,
        ...(posted ? { method: 'POST', body: request.form ?? '' } : {}),
      }),
    });
    if (loaded.kind === 'redirect') {
      return {
        status: loaded.status,
        location: loaded.location,
        body: new Uint8Array(0),
        cookies: cookies.map(cookieOf),
      };
    }
    // A GET without route errors renders in a worker when there are workers; else here.
    const fromWorker =
      workers === null || posted || loaded.context.errors !== null
        ? null
        : await workers.render({
            url: request.url,
            statusCode: loaded.context.statusCode,
            loaderData: loaded.context.loaderData,
            matches: sentMatchesOf(loaded.context.matches),
            now: services.now(),
            acceptEncoding: request.headers['accept-encoding'],
          });
    if (fromWorker === SHED) {
      return { status: 503, location: null, body: new Uint8Array(0), cookies: [], shed: true };
    }
    const page: WorkerPage = fromWorker ?? renderHere(services, loaded);
    if (page.error !== null) {
      deps.logger.log(page.status >= 500 ? 'error' : 'warn', 'ssr: page failed', {
        path: new URL(request.url).pathname,
        status: page.status,
        error: page.error instanceof Error ? page.error.message : String(page.error),
      });
    }
    return {
      status: page.status,
      location: page.location,
      body: page.body,
      ...(page.encoding === undefined ? {} : { encoding: page.encoding }),
      cookies: cookies.map(cookieOf),
    };
  };

  return {
    render,
    robotsTxt: () => robotsTxt(config.publicUrl),
    sitemapXml: () => sitemapXml(config.publicUrl),
  };
};
