import type { ActionFunctionArgs, LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { PageEntry } from '../../domain/pages/page-entry';
import { PAGES } from '../../domain/pages/page-registry';
import { NOT_FOUND_PATH, normalizePath } from '../../domain/pages/page-rules';
import { type FlowLazyRoute, type FlowModule, flowModuleOf } from './flow/flow-modules';
import type { PageHandle } from './page-handle';
import { contentLoader } from './pages/content-loader';
import { RouteError } from './pages/route-error';
import { ThrowOnRender } from './pages/throw-on-render';
import { RootError } from './root/root-error';
import { RootLayout } from './root/root-layout';
import { rootLoader } from './root/root-loader';
import {
  ERROR_PAGE_PATH,
  MAIN_LANDING_PATH,
  moduleOf,
  ROUTE_MODULES,
  registryPage,
} from './route-modules';
import type { AppServices } from './services';

/**
 * Where loaders and actions find the services: the browser binds its one set; the server builds
 * the table once and hands each request's services in as the loaders' `context` (the request
 * context of react-router's static handler), so no route closes over one visitor.
 */
export type ServicesSource =
  | { readonly kind: 'bound'; readonly services: AppServices }
  | { readonly kind: 'perRequest'; readonly servicesOf: (context: unknown) => AppServices };

type DataFunction<A, R> = (svc: AppServices) => (args: A) => R;

/** A loader or action made for the services of the source (per call on the server). */
const bind = <A extends { readonly context: unknown }, R>(
  source: ServicesSource,
  make: DataFunction<A, R>,
): ((args: A) => R) => {
  if (source.kind === 'bound') return make(source.services);
  const { servicesOf } = source;
  return (args) => make(servicesOf(args.context))(args);
};

/** A flow step's route `lazy`: its module with loader and action bound to the source. */
const flowLazy = (flow: FlowModule, source: ServicesSource): (() => Promise<FlowLazyRoute>) => {
  if (source.kind === 'bound') return flow.routeOf(source.services);
  return async () => {
    const module = await flow.load();
    const { loader, action } = module;
    return {
      Component: module.Component,
      ...(loader === undefined
        ? {}
        : {
            loader: bind<LoaderFunctionArgs, ReturnType<ReturnType<typeof loader>>>(source, loader),
          }),
      ...(action === undefined
        ? {}
        : {
            action: bind<ActionFunctionArgs, ReturnType<ReturnType<typeof action>>>(source, action),
          }),
    };
  };
};

const pageRoute = (
  source: ServicesSource,
  page: PageEntry,
  route: { readonly id: string } & Pick<RouteObject, 'path' | 'index'>,
  handle: Omit<PageHandle, 'page' | 'module'> = {},
): RouteObject => {
  const module = moduleOf(page);
  // A flow step's module brings its own loader and action, bound to the services.
  const flow = page.kind === 'flow' ? flowModuleOf(page.path) : null;
  const base = {
    id: route.id,
    lazy: flow === null ? module.load : flowLazy(flow, source),
    handle: { page, module: module.file, ...handle } satisfies PageHandle,
    ...(module === ROUTE_MODULES.content ? { loader: bind(source, contentLoader) } : {}),
  };
  return route.index === true ? { ...base, index: true } : { ...base, path: route.path };
};

/** The routes that fail on purpose (RK_TEST_ROUTES=1): the error screen with status 500. */
const testRoutes = (): RouteObject[] => {
  const handle: PageHandle = { page: registryPage(ERROR_PAGE_PATH) };
  return [
    { id: 'test:render-error', path: '__test/render-error', Component: ThrowOnRender, handle },
    {
      id: 'test:loader-error',
      path: '__test/loader-error',
      loader: () => {
        throw new Error('Testfehler im Loader');
      },
      Component: ThrowOnRender,
      handle,
    },
  ];
};

/** The registry's pages as routes, with `/` and `/home` (SPEC §2) in front; `only` filters by path. */
const pageRoutes = (source: ServicesSource, only: string | null): RouteObject[] => {
  const mainLanding = registryPage(MAIN_LANDING_PATH);
  const home = { canonicalPath: '/', indexable: true };
  const wanted = (path: string): boolean => only === null || path === only;
  return [
    ...(wanted('/')
      ? [pageRoute(source, mainLanding, { id: 'home-index', index: true }, home)]
      : []),
    ...(wanted('/home')
      ? [pageRoute(source, mainLanding, { id: 'home', path: 'home' }, home)]
      : []),
    ...PAGES.filter((page) => wanted(page.path)).map((page) =>
      pageRoute(
        source,
        page,
        { id: `page:${page.path}`, path: page.path.slice(1) },
        page.path === NOT_FOUND_PATH ? { status: 404 } : {},
      ),
    ),
  ];
};

export interface RouteTableOptions {
  /**
   * The server renders one request: only the page route for this path (and the 404 route)
   * go into the table, so react-router ranks a handful of routes instead of a hundred on every
   * request. The matched routes and their ids are the same as in the full table.
   */
  readonly onlyFor?: string;
}

/**
 * The one route table of server and browser: the shell (root layout with its loader), every page
 * of the registry (SPEC §2), `/` and `/home`, the 404 page for everything else, and the error
 * boundary that shows the error screen inside the shell. Paths are case-sensitive, as the
 * registry's are.
 */
export const createRoutes = (svc: AppServices, options: RouteTableOptions = {}): RouteObject[] =>
  routeTable({ kind: 'bound', services: svc }, svc.config.testRoutes, options);

/**
 * The same table for the server, built once for many requests: every loader and action takes the
 * request's services from its `context` (`handler.query(request, { requestContext })`).
 */
export const createServerRoutes = (
  servicesOf: (context: unknown) => AppServices,
  testRoutesOn: boolean,
  options: RouteTableOptions = {},
): RouteObject[] => routeTable({ kind: 'perRequest', servicesOf }, testRoutesOn, options);

const routeTable = (
  source: ServicesSource,
  testRoutesOn: boolean,
  options: RouteTableOptions,
): RouteObject[] => {
  const only = options.onlyFor === undefined ? null : normalizePath(options.onlyFor);
  const pages = pageRoutes(source, only);
  const notFound = registryPage(NOT_FOUND_PATH);
  return [
    {
      id: 'root',
      path: '/',
      loader: bind(source, rootLoader),
      Component: RootLayout,
      ErrorBoundary: RootError,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteError,
          children: [
            ...pages,
            ...(testRoutesOn ? testRoutes() : []),
            pageRoute(source, notFound, { id: 'not-found', path: '*' }, { status: 404 }),
          ].map((route) => ({ ...route, caseSensitive: true })),
        },
      ],
    },
  ];
};
