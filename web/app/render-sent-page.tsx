import type {
  DataRouteMatch,
  DataRouteObject,
  DataStrategyResult,
  StaticHandler,
  StaticHandlerContext,
} from 'react-router-dom';
import type { AppServices, PublicConfig } from '../../ports/app-services';
import type { PageAssets } from './document';
import { type RenderedPage, renderLoadedPage, staticHandlerOf } from './render-page';

/**
 * A page whose loaders ran on the server's main thread, as a render worker gets it
 * (adapters/server/render-pool.ts): only a GET without route errors is sent, so the router's
 * state is its URL, its status and the loader data.
 */
export interface SentPage {
  /** The absolute URL of the request. */
  readonly url: string;
  readonly statusCode: number;
  readonly loaderData: Readonly<Record<string, unknown>>;
  /** The routes the main thread's query matched, outermost first (see sentMatchesOf). */
  readonly matches?: readonly SentMatch[];
}

/** A route match without its route: the route's id instead, for the message to a worker. */
export interface SentMatch {
  readonly id: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly pathname: string;
  readonly pathnameBase: string;
}

/** The matches of a loaded page as a worker gets them (structured-cloneable). */
export const sentMatchesOf = (matches: readonly DataRouteMatch[]): SentMatch[] =>
  matches.map((m) => ({
    id: m.route.id,
    params: m.params,
    pathname: m.pathname,
    pathnameBase: m.pathnameBase,
  }));

/** Every route of a handler's table by its id, made once per handler. */
const routesById = new WeakMap<StaticHandler, Map<string, DataRouteObject>>();
const routeByIdOf = (handler: StaticHandler): Map<string, DataRouteObject> => {
  let byId = routesById.get(handler);
  if (byId === undefined) {
    const map = new Map<string, DataRouteObject>();
    const visit = (routes: readonly DataRouteObject[]): void => {
      for (const route of routes) {
        map.set(route.id, route);
        if (route.children !== undefined) visit(route.children);
      }
    };
    visit(handler.dataRoutes);
    byId = map;
    routesById.set(handler, byId);
  }
  return byId;
};

/**
 * The router's state of a sent page without running react-router's query again: the main
 * thread's matches on this thread's routes and the sent loader data, in the shape `query` returns
 * for a GET whose loaders all succeeded (location with the key "default", no action, no errors).
 * Null while a matched route's lazy module has not been resolved on this thread (the first page
 * of a route): `query` then resolves it.
 */
export const sentContextOf = (
  handler: StaticHandler,
  page: SentPage,
  url: URL,
): StaticHandlerContext | null => {
  if (page.matches === undefined) return null;
  const byId = routeByIdOf(handler);
  const matches: DataRouteMatch[] = [];
  const loaderData: Record<string, unknown> = {};
  for (const sent of page.matches) {
    const route = byId.get(sent.id);
    if (route === undefined || route.lazy !== undefined) return null;
    matches.push({
      params: { ...sent.params },
      pathname: sent.pathname,
      pathnameBase: sent.pathnameBase,
      route,
    });
    if (sent.id in page.loaderData) loaderData[sent.id] = page.loaderData[sent.id];
  }
  return {
    basename: '/',
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: 'default',
    },
    matches,
    loaderData,
    actionData: null,
    errors: null,
    statusCode: page.statusCode,
    loaderHeaders: {},
    actionHeaders: {},
  };
};

/**
 * The services a component may use while it renders: the configuration and the clock's moment.
 * Everything else (data, cookies, logging) is the main thread's; while rendering nothing calls it
 * (event handlers run in the browser), and a call in a worker fails loudly.
 */
export const renderOnlyServices = (config: PublicConfig, now: number): AppServices =>
  new Proxy({ config, now: () => now } as unknown as AppServices, {
    get: (target, key) =>
      key in target
        ? target[key as keyof AppServices]
        : () => Promise.reject(new Error(`render worker: services.${String(key)} is not here`)),
  });

/** The router's state of a sent page by react-router's query, every loader's data the sent one. */
const queriedContextOf = async (
  handler: StaticHandler,
  page: SentPage,
): Promise<StaticHandlerContext> => {
  const context = await handler.query(new Request(page.url), {
    dataStrategy: async ({ matches }) => {
      const results: Record<string, DataStrategyResult> = {};
      await Promise.all(
        matches.map(async (match) => {
          const id = match.route.id;
          if (!(id in page.loaderData)) return;
          results[id] = await match.resolve(async () => page.loaderData[id]);
        }),
      );
      return results;
    },
  });
  if (context instanceof Response) throw new Error('render worker: a sent page redirected');
  context.statusCode = page.statusCode;
  return context;
};

/**
 * Renders a page from data loaded elsewhere: the same static handler matches the URL and loads
 * the lazy page modules, but every route's data is the sent one instead of its loader's.
 */
export const renderSentPage = async (input: {
  readonly config: PublicConfig;
  readonly now: number;
  readonly page: SentPage;
  readonly assets: PageAssets;
}): Promise<RenderedPage> => {
  const { config, page, assets } = input;
  const url = new URL(page.url);
  const handler = staticHandlerOf(url.pathname, config.testRoutes);
  const context = sentContextOf(handler, page, url) ?? (await queriedContextOf(handler, page));
  return renderLoadedPage({
    services: renderOnlyServices(config, input.now),
    page: { kind: 'loaded', handler, context, path: url.pathname, search: url.search },
    assets,
  });
};
