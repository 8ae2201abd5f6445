import type { RouteObject } from 'react-router-dom';
import type { PageEntry } from '../../domain/pages/page-entry';
import { PAGES } from '../../domain/pages/page-registry';
import { NOT_FOUND_PATH, normalizePath } from '../../domain/pages/page-rules';
import type { AppServices } from '../../ports/app-services';
import type { PageHandle } from './page-handle';
import { RootError } from './root/root-error';
import { RootLayout } from './root/root-layout';
import { rootLoader } from './root/root-loader';
import { RouteError } from './root/route-error';
import { ThrowOnRender } from './root/throw-on-render';
import {
  ERROR_PAGE_PATH,
  type FlowLazyRoute,
  type FlowModule,
  flowModuleOf,
  MAIN_LANDING_PATH,
  moduleOf,
  ROUTE_MODULES,
  registryPage,
  toolModuleOf,
} from './route-modules';
import { contentAction, contentLoader } from './routes/content/content-loader';

/**
 * How loaders and actions get their services: the browser binds its one set (below); the server
 * builds each table once and takes every request's services from the loaders' `context`
 * (render-page.tsx), so no route there closes over one visitor.
 */
export interface ServicesBinder {
  readonly bind: <A extends { readonly context: unknown }, R>(
    make: (svc: AppServices) => (args: A) => R,
  ) => (args: A) => R;
  /** A flow step's route `lazy`: its module with loader and action bound. */
  readonly flowLazy: (flow: FlowModule) => () => Promise<FlowLazyRoute>;
}

const boundTo = (svc: AppServices): ServicesBinder => ({
  bind: (make) => make(svc),
  flowLazy: (flow) => flow.routeOf(svc),
});

const pageRoute = (
  binder: ServicesBinder,
  page: PageEntry,
  route: { readonly id: string } & Pick<RouteObject, 'path' | 'index'>,
  handle: Omit<PageHandle, 'page' | 'module'> = {},
): RouteObject => {
  const module = moduleOf(page);
  // A flow step's or tool's module brings its own loader and action, bound to the services.
  const flow = page.kind === 'flow' ? flowModuleOf(page.path) : toolModuleOf(page.path);
  const base = {
    id: route.id,
    lazy: flow === null ? module.load : binder.flowLazy(flow),
    handle: { page, module: module.file, ...handle } satisfies PageHandle,
    ...(module === ROUTE_MODULES.content
      ? { loader: binder.bind(contentLoader), action: binder.bind(contentAction) }
      : {}),
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

/** The error routes answer with their status (SPEC §2): /404 with 404, /_error with 500. */
const statusHandleOf = (path: string): Pick<PageHandle, 'status'> => {
  if (path === NOT_FOUND_PATH) return { status: 404 };
  if (path === ERROR_PAGE_PATH) return { status: 500 };
  return {};
};

/** The registry's pages as routes, with `/` and `/home` (SPEC §2) in front; `only` filters by path. */
const pageRoutes = (binder: ServicesBinder, only: string | null): RouteObject[] => {
  const mainLanding = registryPage(MAIN_LANDING_PATH);
  const home = { canonicalPath: '/', indexable: true };
  const wanted = (path: string): boolean => only === null || path === only;
  return [
    ...(wanted('/')
      ? [pageRoute(binder, mainLanding, { id: 'home-index', index: true }, home)]
      : []),
    ...(wanted('/home')
      ? [pageRoute(binder, mainLanding, { id: 'home', path: 'home' }, home)]
      : []),
    ...PAGES.filter((page) => wanted(page.path)).map((page) =>
      pageRoute(
        binder,
        page,
        { id: `page:${page.path}`, path: page.path.slice(1) },
        statusHandleOf(page.path),
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
  routeTable(boundTo(svc), svc.config.testRoutes, options);

/** The same table with the loaders' services from a binder (the server's: render-page.tsx). */
export const routeTable = (
  binder: ServicesBinder,
  testRoutesOn: boolean,
  options: RouteTableOptions,
): RouteObject[] => {
  const only = options.onlyFor === undefined ? null : normalizePath(options.onlyFor);
  const pages = pageRoutes(binder, only);
  const notFound = registryPage(NOT_FOUND_PATH);
  return [
    {
      id: 'root',
      path: '/',
      loader: binder.bind(rootLoader),
      Component: RootLayout,
      ErrorBoundary: RootError,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteError,
          children: [
            ...pages,
            ...(testRoutesOn ? testRoutes() : []),
            pageRoute(binder, notFound, { id: 'not-found', path: '*' }, { status: 404 }),
          ].map((route) => ({ ...route, caseSensitive: true })),
        },
      ],
    },
  ];
};
