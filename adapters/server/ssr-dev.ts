import type { FastifyInstance } from 'fastify';
import { pathOf } from './fastify-logger';
import type { ServerDeps } from './server-deps';
import type { ServerUseCases } from './server-use-cases';
import type { ClientAssets, PageContentSource, SsrEntryModule, SsrRenderer } from './ssr-contract';

/** What Vite's dev server answers itself: its client, module ids, and the source modules. */
const VITE_PATHS = /^\/(@react-refresh$|(@vite|@id|@fs|node_modules|web|domain|ports|adapters)\/)/;

/** In dev the browser loads the sources through Vite; the React refresh preamble comes first. */
const DEV_ASSETS: ClientAssets = {
  entry: '/web/entry.client.tsx',
  preloads: [],
  styles: [],
  routeChunks: {},
  devScripts: ['/@vite/client', '/@id/@vitejs/plugin-react/preamble'],
};

/**
 * `npm run dev` (RK_WEB_DEV=1): Vite's dev server in middleware mode inside Fastify — it serves
 * the browser modules with hot module replacement (its websocket on the same HTTP server), and
 * the renderer is loaded through Vite for every request, so server-side changes show on reload.
 */
export const viteDevRenderer = async (
  app: FastifyInstance,
  deps: ServerDeps,
  useCases: ServerUseCases,
  testRoutes: boolean,
): Promise<(setup: { pages: PageContentSource }) => Promise<SsrRenderer>> => {
  const { createServer } = await import('vite');
  const vite = await createServer({
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => vite.close());
  app.addHook('onRequest', (request, reply, done) => {
    if (!VITE_PATHS.test(pathOf(request.url))) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
  return async ({ pages }) => {
    const module = (await vite.ssrLoadModule('/web/entry.server.tsx')) as SsrEntryModule;
    return module.createRenderer({ deps, useCases, pages, assets: DEV_ASSETS, testRoutes });
  };
};
