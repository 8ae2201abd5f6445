/// <reference types="vite/client" />
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router-dom';
import type { PageEntry } from '../../domain/pages/page-entry';
import { pageByPath } from '../../domain/pages/page-registry';
import { NOT_FOUND_PATH } from '../../domain/pages/page-rules';
import type { AppServices } from '../../ports/app-services';

/** SPEC §2: `/` and `/home` (the error fallback's target) show the main landing page. */
export const MAIN_LANDING_PATH = '/rentenversicherung/lp/vergleichen';
export const ERROR_PAGE_PATH = '/_error';
export const GRADES_EXPLANATION_PATH = '/grades-explanation';

/**
 * Every route module, found by the bundler: a module's file is written once, in the tables below,
 * and each becomes its own chunk (code-split through route `lazy`). The keys are relative to
 * this folder: routes/<area>/ (comparison, application, consulting, customer-area, tools) holds
 * the flow steps and tools, routes/content/ the page types; step-route.tsx is the comparison
 * steps' shared frame, no route of its own.
 */
const MODULE_FILES = import.meta.glob<Readonly<Record<string, unknown>>>([
  './routes/content/*-page.tsx',
  './routes/*/*-route.tsx',
  '!./routes/comparison/step-route.tsx',
]);

/** The module's source path as the Vite manifest names its chunk (e.g. web/app/routes/content/x.tsx). */
const sourcePathOf = (file: string): string => `web/app/${file}`;

const loaderOf = (file: string): (() => Promise<Readonly<Record<string, unknown>>>) => {
  const load = MODULE_FILES[`./${file}`];
  if (load === undefined) throw new Error(`web/app/${file}: kein Routenmodul`);
  return load;
};

export interface RouteModule {
  /** The module's source path: the key of its chunk in the Vite manifest. */
  readonly file: string;
  readonly load: () => Promise<Pick<RouteObject, 'Component'>>;
}

/** A page-type module whose component is the export `name`. */
const pageModule = (file: string, name: string): RouteModule => {
  const load = loaderOf(file);
  return {
    file: sourcePathOf(file),
    load: async () => ({ Component: (await load())[name] as ComponentType }),
  };
};

/** One chunk per page type. */
export const ROUTE_MODULES = {
  content: pageModule('routes/content/content-page.tsx', 'ContentPage'),
  flow: pageModule('routes/content/flow-page.tsx', 'FlowPage'),
  gradesExplanation: pageModule(
    'routes/content/grades-explanation-page.tsx',
    'GradesExplanationPage',
  ),
  notFound: pageModule('routes/content/not-found-page.tsx', 'NotFoundPage'),
  errorPage: pageModule('routes/content/error-page.tsx', 'ErrorPage'),
  legal: pageModule('routes/content/legal-page.tsx', 'LegalPage'),
} as const satisfies Record<string, RouteModule>;

/** What a flow step's own module exports: its component and, optionally, loader/action factories. */
export interface FlowRouteModule {
  readonly Component: ComponentType;
  readonly loader?: (svc: AppServices) => LoaderFunction;
  readonly action?: (svc: AppServices) => ActionFunction;
}

/** The route part a flow module resolves to (react-router `lazy`). */
export type FlowLazyRoute = Pick<RouteObject, 'Component' | 'loader' | 'action'>;

export interface FlowModule {
  /** The module's source path: the key of its chunk in the Vite manifest. */
  readonly file: string;
  /** Loads the module alone (the server preloads every chunk at start). */
  readonly load: () => Promise<FlowRouteModule>;
  /** The route's `lazy`: the module with its loader and action bound to the services. */
  readonly routeOf: (svc: AppServices) => () => Promise<FlowLazyRoute>;
}

/** A flow module from its source path and its loader. */
export const flowModule = (file: string, load: () => Promise<FlowRouteModule>): FlowModule => ({
  file,
  load,
  routeOf: (svc) => async () => {
    const module = await load();
    return {
      Component: module.Component,
      ...(module.loader === undefined ? {} : { loader: module.loader(svc) }),
      ...(module.action === undefined ? {} : { action: module.action(svc) }),
    };
  },
});

/** A flow step's or tool's module in web/app/routes/<area>/. */
const flowStep = (file: string): FlowModule => {
  const load = loaderOf(file);
  // The glob types every module alike; a flow step's module has FlowRouteModule's exports.
  return flowModule(sourcePathOf(file), async () => (await load()) as unknown as FlowRouteModule);
};

/**
 * One lazily loaded module (own chunk) per flow path (SPEC §2 flow routes); a flow path without
 * an entry keeps the placeholder page.
 */
export const FLOW_MODULES: Readonly<Record<string, FlowModule>> = {
  '/onboarding-personal-data': flowStep('routes/comparison/personal-data-route.tsx'),
  '/onboarding-product-selection': flowStep('routes/comparison/product-selection-route.tsx'),
  '/onboarding-contribution': flowStep('routes/comparison/contribution-route.tsx'),
  '/onboarding-investment-selection': flowStep('routes/comparison/investment-selection-route.tsx'),
  '/onboarding-sofort': flowStep('routes/comparison/sofort-route.tsx'),
  '/result': flowStep('routes/comparison/result-route.tsx'),
  '/comparison': flowStep('routes/comparison/comparison-route.tsx'),
  '/insurance-list': flowStep('routes/comparison/insurer-list-route.tsx'),
  '/sofort-insurance-list': flowStep('routes/comparison/sofort-insurer-list-route.tsx'),
  '/tariff-details': flowStep('routes/comparison/tariff-details-route.tsx'),
  '/personal-data': flowStep('routes/application/application-data-route.tsx'),
  '/personal-login': flowStep('routes/application/personal-login-route.tsx'),
  '/online-contract': flowStep('routes/application/online-contract-route.tsx'),
  '/thankyou': flowStep('routes/application/thankyou-route.tsx'),
  '/thankyou-error': flowStep('routes/application/thankyou-error-route.tsx'),
  '/social-login-closing': flowStep('routes/application/social-login-closing-route.tsx'),
  '/beratung-anfragen': flowStep('routes/consulting/consultation-request-route.tsx'),
  '/kundenbereich': flowStep('routes/customer-area/customer-area-route.tsx'),
  '/kundenbereich/merkzettel': flowStep('routes/customer-area/watchlist-route.tsx'),
  '/kundenbereich/dokumente': flowStep('routes/customer-area/customer-documents-route.tsx'),
  '/kundenbereich/identifizierung': flowStep('routes/customer-area/identification-route.tsx'),
  '/beratung/termin': flowStep('routes/consulting/consulting-booking-route.tsx'),
  '/beratung/termin-absagen': flowStep('routes/consulting/consulting-cancel-route.tsx'),
  '/kundenbereich/tarifanpassung': flowStep('routes/customer-area/tariff-adjustment-route.tsx'),
  '/kundenbereich/zuzahlung': flowStep('routes/customer-area/pay-in-more-route.tsx'),
  '/kundenbereich/widerruf': flowStep('routes/customer-area/withdrawal-route.tsx'),
  '/kundenbereich/antrag': flowStep('routes/customer-area/application-route.tsx'),
};

/**
 * The tools among the registry's content and landing pages: a page with its own module (a GET
 * form and its result) instead of written content.
 */
export const TOOL_MODULES: Readonly<Record<string, FlowModule>> = {
  '/rentenversicherung/rentenlueckencheck': flowStep('routes/tools/pension-gap-route.tsx'),
  '/rentenversicherung/lp/vergleichen/rentenlueckencheck': flowStep(
    'routes/tools/pension-gap-route.tsx',
  ),
  '/rentenversicherung/rechner': flowStep('routes/tools/pension-insurance-calculator-route.tsx'),
  '/riester-rente/rechner': flowStep('routes/tools/riester-calculator-route.tsx'),
  '/ruerup-rente/rechner': flowStep('routes/tools/ruerup-calculator-route.tsx'),
};

/** The tool module of a path, or null. */
export const toolModuleOf = (path: string): FlowModule | null =>
  Object.hasOwn(TOOL_MODULES, path) ? (TOOL_MODULES[path] ?? null) : null;

/** The flow module of a path, or null (the placeholder). */
export const flowModuleOf = (path: string): FlowModule | null =>
  Object.hasOwn(FLOW_MODULES, path) ? (FLOW_MODULES[path] ?? null) : null;

/** Every route module, page types and flow steps: what the server loads at start. */
export const allRouteModules = (): readonly { readonly load: () => Promise<unknown> }[] => [
  ...Object.values(ROUTE_MODULES),
  ...Object.values(FLOW_MODULES),
  ...Object.values(TOOL_MODULES),
];

export const registryPage = (path: string): PageEntry => {
  const page = pageByPath(path);
  if (page === null) throw new Error(`${path} fehlt in der Seiten-Registry`);
  return page;
};

/** The page a path shows: '/' and '/home' the main landing page, unknown paths the 404 page. */
export const pageForPath = (path: string): PageEntry => {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  if (bare === '/' || bare === '/home' || bare === '/home/') return registryPage(MAIN_LANDING_PATH);
  return pageByPath(bare) ?? registryPage(NOT_FOUND_PATH);
};

export const moduleOf = (page: PageEntry): RouteModule => {
  const tool = toolModuleOf(page.path);
  if (tool !== null) return tool;
  switch (page.kind) {
    case 'content':
    case 'landing':
    case 'subLanding':
      return ROUTE_MODULES.content;
    case 'flow':
      if (page.path === GRADES_EXPLANATION_PATH) return ROUTE_MODULES.gradesExplanation;
      // A flow path with its own module (FLOW_MODULES above), else the placeholder.
      return flowModuleOf(page.path) ?? ROUTE_MODULES.flow;
    case 'error':
      return page.path === NOT_FOUND_PATH ? ROUTE_MODULES.notFound : ROUTE_MODULES.errorPage;
    case 'legal':
      return ROUTE_MODULES.legal;
  }
};

/** Whether a page's route loads written content. */
export const hasContent = (page: PageEntry): boolean => moduleOf(page) === ROUTE_MODULES.content;
