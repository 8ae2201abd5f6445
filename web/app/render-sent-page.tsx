import type { DataStrategyResult } from 'react-router-dom';
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
}

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
  return renderLoadedPage({
    services: renderOnlyServices(config, input.now),
    page: { kind: 'loaded', handler, context, path: url.pathname, search: url.search },
    assets,
  });
};
