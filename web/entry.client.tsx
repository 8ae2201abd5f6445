import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  DEVICE_OUTPUT_COOKIE,
  DEVICE_OUTPUT_COOKIE_MAX_AGE_S,
  WPSET_COOKIE,
  WPSET_COOKIE_MAX_AGE_S,
} from '../domain/device/cookies';
import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type HydrationState,
  matchRoutes,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import type { BrowserPorts } from '../adapters/composition/browser.composition';
import {
  applicationDraftOverHttp,
  requestCallbackOverHttp,
  saveApplicationDraftOverHttp,
} from '../adapters/http/application-draft-calls';
import {
  comparisonOverHttp,
  contributionLimitsOverHttp,
  insurerListOverHttp,
  tariffDetailsOverHttp,
} from '../adapters/http/comparison-calls';
import { previousApplicationDataOverHttp } from '../adapters/http/previous-application-data-call';
import { serializeConsent } from '../domain/device/consent-cookie';
import type { PageContent } from '../domain/pages/page-content';
import { partnerOrDefault } from '../domain/partner/partner-info';
import type { AppServices, PublicConfig } from '../ports/app-services';
import {
  type HydrationPayload,
  PAYLOAD_ELEMENT_ID,
  type SerializedRouteError,
} from './app/hydration';
import { FallbackApp } from './app/root/fallback-app';
import { cookieValueOf } from './app/root/visit-cookies';
import { createRoutes } from './app/routes';
import { ServicesProvider } from './app/services-context';
import { APP_VERSION, renRefOnArrival } from './boot/api-call';
import { beginHydration, takeRenRef, takeTrackingSessionId } from './boot/arrival-handoff';
import { browserNow } from './boot/browser-clock';

const readPayload = (): HydrationPayload => {
  const text = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent ?? '';
  return JSON.parse(text) as HydrationPayload;
};

/**
 * The ports load with their own chunk on first use (a navigation, a click): hydration needs none
 * of them, and the landing page's JavaScript stays small. reflect-metadata (inversify's
 * decorators) comes first, before the container module, as in the other entry points.
 */
let ports: Promise<BrowserPorts> | null = null;
const portsOf = (): Promise<BrowserPorts> => {
  ports ??= import('reflect-metadata')
    .then(() => import('../adapters/composition/browser.composition'))
    .then((m) => m.browserPorts(APP_VERSION));
  return ports;
};

const cookieOf = (name: string): string | null => cookieValueOf(document.cookie, name);

/** A cookie the browser's own code reads back (device output, wpset, consent). */
const setCookie = (name: string, value: string, maxAgeS: number): void => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure}`;
};

/** The browser's AppServices over the portal API (SPEC §7), with the spec's fall-backs. */
const browserServices = (config: PublicConfig): AppServices => {
  const contents = new Map<string, Promise<PageContent | null>>();
  return {
    config,
    now: browserNow,
    userData: async () => (await portsOf()).portalApi.userData(),
    expiredSession: async () => (await portsOf()).portalApi.expiredSessionData(),
    pageContent: (path) => {
      let content = contents.get(path);
      if (content === undefined) {
        content = portsOf().then(async ({ http }) => {
          const answer = await http.get<PageContent>('page-content', { query: { path } });
          if (!answer.ok) contents.delete(path);
          return answer.ok ? answer.value.body : null;
        });
        contents.set(path, content);
      }
      return content;
    },
    partnerInfo: async (wpsetName) =>
      partnerOrDefault(await (await portsOf()).portalApi.partnerInfo(wpsetName)),
    campaignBanners: async (context) =>
      (await portsOf()).portalApi.campaignBanners(undefined, context),
    businessProcess: async () => (await portsOf()).portalApi.getBusinessProcess(),
    saveBusinessProcess: async (input) => (await portsOf()).portalApi.saveBusinessProcess(input),
    logout: async () => {
      await (await portsOf()).portalApi.logout();
      window.sessionStorage.clear();
      window.location.reload();
    },
    deviceClues: () => ({
      cookie: cookieOf(DEVICE_OUTPUT_COOKIE),
      userAgent: navigator.userAgent,
    }),
    rememberDeviceOutput: (output) =>
      setCookie(DEVICE_OUTPUT_COOKIE, output, DEVICE_OUTPUT_COOKIE_MAX_AGE_S),
    visitClues: () => ({
      referrer: document.referrer === '' ? null : document.referrer,
      wpsetCookie: cookieOf(WPSET_COOKIE),
      consentCookie: cookieOf(CONSENT_COOKIE),
    }),
    rememberWpset: (wpset) => setCookie(WPSET_COOKIE, wpset, WPSET_COOKIE_MAX_AGE_S),
    rememberConsent: (types) =>
      setCookie(CONSENT_COOKIE, serializeConsent(types), CONSENT_COOKIE_MAX_AGE_S),
    calculators: async () => (await portsOf()).calculators(),
    calculatePoints: async (input) => (await portsOf()).portalApi.calculatePoints(input),
    // The boot module's calls on arrival (web/boot), else the shell's own.
    renRef: () => takeRenRef() ?? renRefOnArrival(),
    trackingSessionId: () =>
      takeTrackingSessionId() ?? portsOf().then((p) => p.portalApi.trackingSessionId()),
    track: async (event) => {
      await (await portsOf()).http.post('tracking/events', event, { quiet: true });
    },
    log: async (level, message, meta) => (await portsOf()).portalApi.log(level, message, meta),
    compareTariffs: comparisonOverHttp(async () => (await portsOf()).http),
    tariffDetails: tariffDetailsOverHttp(async () => (await portsOf()).http),
    insurerList: insurerListOverHttp(async () => (await portsOf()).http),
    contributionLimits: contributionLimitsOverHttp(async () => (await portsOf()).http),
    applicationDraft: applicationDraftOverHttp(async () => (await portsOf()).http),
    saveApplicationDraft: saveApplicationDraftOverHttp(async () => (await portsOf()).http),
    requestCallback: requestCallbackOverHttp(async () => (await portsOf()).http),
    previousApplicationData: previousApplicationDataOverHttp(async () => (await portsOf()).http),
  };
};

const errorOf = (error: SerializedRouteError): unknown =>
  error.__type === 'RouteErrorResponse'
    ? new ErrorResponseImpl(error.status, error.statusText, error.data)
    : new Error(error.message);

const hydrationStateOf = (router: NonNullable<HydrationPayload['router']>): HydrationState => ({
  loaderData: router.loaderData,
  actionData: router.actionData,
  errors:
    router.errors === null
      ? null
      : Object.fromEntries(Object.entries(router.errors).map(([id, e]) => [id, errorOf(e)])),
});

/** The id of the layout route whose children are the pages (web/app/routes.tsx). */
const PAGES_ROUTE_ID = 'pages';
let allPagesPatched = false;

/** The page routes of a route table: the children of its `pages` route. */
const pageRoutesOf = (routes: readonly RouteObject[]): RouteObject[] => {
  for (const route of routes) {
    if (route.id === PAGES_ROUTE_ID) return route.children ?? [];
    const inner = pageRoutesOf(route.children ?? []);
    if (inner.length > 0) return inner;
  }
  return [];
};

/** Lazy routes of the first page load before hydration, so the server's HTML is matched at once. */
const resolveLazyRoutes = async (routes: RouteObject[]): Promise<void> => {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
};

const start = async (): Promise<void> => {
  const payload = readPayload();
  const root = document.getElementById('root');
  if (root === null) return;
  if (payload.router === null) {
    beginHydration();
    hydrateRoot(
      root,
      <StrictMode>
        <FallbackApp config={payload.config} path={payload.path} search={payload.search} />
      </StrictMode>,
    );
    return;
  }
  const services = browserServices(payload.config);
  // Only this page's route at first: ranking the whole registry's routes (twice) was the
  // longest task of the page load. The other pages join on the first navigation to them.
  const routes = createRoutes(services, { onlyFor: window.location.pathname });
  await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes, {
    hydrationData: hydrationStateOf(payload.router),
    patchRoutesOnNavigation: ({ patch }) => {
      if (allPagesPatched) return;
      allPagesPatched = true;
      const known = new Set(pageRoutesOf(routes).map((route) => route.id));
      patch(
        PAGES_ROUTE_ID,
        pageRoutesOf(createRoutes(services)).filter((route) => !known.has(route.id)),
      );
    },
  });
  beginHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long
  // task that blocks input (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </StrictMode>,
    );
  });
};

void start();
