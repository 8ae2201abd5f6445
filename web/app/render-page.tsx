import { renderToString } from 'react-dom/server';
import {
  type ActionFunctionArgs,
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { viewportFor } from '../../domain/device/viewport';
import { pageByPath } from '../../domain/pages/page-registry';
import { normalizePath } from '../../domain/pages/page-rules';
import type { AppServices } from '../../ports/app-services';
import { IslandRendererContext } from '../components/static-island';
import type { PageAssets } from './document';
import { documentHtml } from './document';
import { entryRedirectTarget } from './entry-redirect';
import { type HeadData, headFor } from './head/head-data';
import { headHtml } from './head/head-html';
import { headOfMatches, type MatchedRoute } from './head/head-of-matches';
import { type HydrationPayload, pageBootFor, payloadJson, serializeErrors } from './hydration';
import { islandTextOf } from './island-text';
import { pageWriter } from './page-bytes';
import { isPageHandle } from './page-handle';
import { FallbackApp } from './root/fallback-app';
import type { RootData } from './root/root-loader';
import { ERROR_PAGE_PATH, pageForPath, registryPage } from './route-modules';
import { routeTable, type ServicesBinder } from './routes';
import { ServicesProvider } from './services-context';

export interface RenderedPage {
  readonly status: number;
  /** A redirect target, or null. */
  readonly location: string | null;
  /** The document as UTF-8 bytes (empty for a redirect). */
  readonly body: Uint8Array;
  /** What went wrong while rendering (for the server's log), or null. */
  readonly error: unknown;
}

const matchedRoutesOf = (context: StaticHandlerContext): MatchedRoute[] =>
  context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] }));

/** 404 for the not-found page (its handle), the router's status after a loader error, else 200. */
const statusOf = (context: StaticHandlerContext): number => {
  if (context.errors !== null) return context.statusCode;
  const handle = [...context.matches].reverse().find((m) => isPageHandle(m.route.handle))?.route
    .handle as { status?: number } | undefined;
  return handle?.status ?? context.statusCode;
};

const errorHead = (svc: AppServices): HeadData =>
  headFor({
    page: registryPage(ERROR_PAGE_PATH),
    publicUrl: svc.config.publicUrl,
    siteName: svc.config.brandName,
  });

/** What the server hands its loaders as their `context`: the request's services. */
interface RequestContext {
  readonly services: AppServices;
}

const servicesOf = (context: unknown): AppServices => {
  if (typeof context === 'object' && context !== null && 'services' in context) {
    return (context as RequestContext).services;
  }
  throw new Error("ssr: a loader ran without the request's services");
};

/** Every loader and action made per call, for the services of the request it serves. */
const perRequest: ServicesBinder = {
  bind: (make) => (args) => make(servicesOf(args.context))(args),
  flowLazy: (flow) => async () => {
    const { Component, loader, action } = await flow.load();
    return {
      Component,
      ...(loader === undefined
        ? {}
        : { loader: (args: LoaderFunctionArgs) => loader(servicesOf(args.context))(args) }),
      ...(action === undefined
        ? {}
        : { action: (args: ActionFunctionArgs) => action(servicesOf(args.context))(args) }),
    };
  },
};

/**
 * The pruned route table of a path (routes.tsx `onlyFor`) depends only on which page route the
 * path can match: the same table for every unknown path. So one static handler per registry page
 * (and `/`, `/home`, the unknown paths) is built once and kept: react-router then converts and
 * ranks the routes once, and the lazy page modules resolve once.
 */
const tableKeyOf = (pathname: string): string => {
  const only = normalizePath(pathname);
  return only === '/' || only === '/home' || pageByPath(only) !== null ? only : '*';
};

const handlers = new Map<string, StaticHandler>();

const handlerFor = (pathname: string, testRoutesOn: boolean): StaticHandler => {
  const key = `${testRoutesOn ? 'test' : 'live'}:${tableKeyOf(pathname)}`;
  let handler = handlers.get(key);
  if (handler === undefined) {
    handler = createStaticHandler(routeTable(perRequest, testRoutesOn, { onlyFor: pathname }));
    handlers.set(key, handler);
  }
  return handler;
};

// One writer per server: the islands' HTML and bytes are made once (web/app/page-bytes.ts). The
// result rows and the filter sheet are written without React's element walk, to the same HTML
// (issue 31).
const writer = pageWriter(
  (node) => islandTextOf(node) ?? renderToString(node),
  globalThis.crypto.randomUUID(),
  islandTextOf,
);

/** A page after its loaders (and a form's action) ran: a redirect, or the router's state. */
export type LoadedPage =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string | null }
  | {
      readonly kind: 'loaded';
      readonly handler: StaticHandler;
      readonly context: StaticHandlerContext;
      readonly path: string;
      readonly search: string;
    };

/** The route table's static handler of a path (kept per page, see tableKeyOf). */
export const staticHandlerOf = (path: string, testRoutesOn: boolean): StaticHandler =>
  handlerFor(path, testRoutesOn);

/**
 * The data half of a page: react-router's static handler runs the matched loaders (and a posted
 * form's action) with the request's services. Where the data lives, so on the server's main
 * thread; the rendering (renderLoadedPage) may run in a render worker.
 */
export const loadPage = async (input: {
  readonly services: AppServices;
  readonly request: Request;
}): Promise<LoadedPage> => {
  const { services: svc, request } = input;
  const url = new URL(request.url);
  const { pathname: path, search } = url;
  const handler = handlerFor(path, svc.config.testRoutes);
  const requestContext: RequestContext = { services: svc };
  // A posted form's fields, read before the action takes the body (the entry widget's redirect).
  const sentForm =
    request.method === 'POST' ? new URLSearchParams(await request.clone().text()) : null;
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    const location = entryRedirectTarget(url, sentForm, context.headers.get('location'));
    return { kind: 'redirect', status: context.status, location };
  }
  return { kind: 'loaded', handler, context, path, search };
};

/**
 * The rendering half: the app as HTML, the hydration data as a JSON block, the whole document as
 * bytes. `services` are what the components may use while rendering (the configuration; their
 * event handlers run in the browser). A page that throws while rendering gets the error screen
 * (SPEC §2) with status 500.
 */
export const renderLoadedPage = (input: {
  readonly services: AppServices;
  readonly page: Extract<LoadedPage, { kind: 'loaded' }>;
  readonly assets: PageAssets;
}): RenderedPage => {
  const { services: svc, assets } = input;
  const { handler, context, path, search } = input.page;
  const rootData = context.loaderData.root as RootData | undefined;
  const viewport = viewportFor(rootData?.deviceOutput ?? 'desktop');
  const routeModules = context.matches
    .map((m) => (isPageHandle(m.route.handle) ? m.route.handle.module : undefined))
    .filter((file): file is string => file !== undefined);

  let appHtml: string;
  let head: HeadData;
  let payload: HydrationPayload;
  let status: number;
  let error: unknown = null;
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    appHtml = renderToString(
      <IslandRendererContext.Provider value={writer.islands}>
        <ServicesProvider services={svc}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServicesProvider>
      </IslandRendererContext.Provider>,
    );
    head = headOfMatches(matchedRoutesOf(context), svc.config) ?? errorHead(svc);
    status = statusOf(context);
    payload = {
      config: svc.config,
      path,
      search,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
    };
    if (context.errors !== null) error = Object.values(context.errors)[0];
  } catch (thrown) {
    error = thrown;
    appHtml = renderToString(<FallbackApp config={svc.config} path={path} search={search} />);
    head = errorHead(svc);
    status = 500;
    payload = { config: svc.config, path, search, router: null };
  }
  return {
    status,
    location: null,
    error,
    body: writer.bytesOf(
      documentHtml({
        headTags: headHtml(head, viewport),
        appHtml,
        payload: payloadJson(payload),
        assets,
        routeModules: payload.router === null ? [] : routeModules,
        boot: pageBootFor({
          page: pageForPath(path),
          root: rootData,
          search,
          failed: payload.router === null || context.errors !== null,
        }),
      }),
    ),
  };
};

/** One request to a whole HTML document, loaded and rendered on this thread. */
export const renderPage = async (input: {
  readonly services: AppServices;
  readonly request: Request;
  readonly assets: PageAssets;
}): Promise<RenderedPage> => {
  const page = await loadPage(input);
  if (page.kind === 'redirect') {
    return { status: page.status, location: page.location, body: new Uint8Array(0), error: null };
  }
  return renderLoadedPage({ services: input.services, page, assets: input.assets });
};
