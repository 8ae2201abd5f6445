import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RenderPool, startRenderPool } from './render-pool';
import type { ServerDeps } from './server-deps';
import type { ServerUseCases } from './server-use-cases';
import { readClientAssets } from './ssr-assets';
import type {
  PageContentSource,
  RenderWorkerSetup,
  SsrEntryModule,
  SsrRenderer,
} from './ssr-contract';

/**
 * The production renderer: dist/ssr/entry.server.js with the assets of dist/client, and its
 * render workers (dist/ssr/render-worker.js) when RENDER_WORKERS is above 0.
 */
export const loadBuiltRenderer = async (
  deps: ServerDeps,
  useCases: ServerUseCases,
  distDir: string,
  pages: PageContentSource,
  testRoutes: boolean,
  keepPool: (pool: RenderPool) => void,
): Promise<SsrRenderer | null> => {
  const entryFile = path.join(distDir, 'ssr', 'entry.server.js');
  const workerFile = path.join(distDir, 'ssr', 'render-worker.js');
  const assets = readClientAssets(path.join(distDir, 'client'));
  if (assets === null || !fs.existsSync(entryFile)) return null;
  const module = (await import(pathToFileURL(entryFile).href)) as SsrEntryModule;
  const { renderWorkers, renderQueueLimit } = deps.config.connections;
  const startWorkers =
    renderWorkers > 0 && fs.existsSync(workerFile)
      ? (setup: RenderWorkerSetup): RenderPool => {
          const pool = startRenderPool({
            file: workerFile,
            size: renderWorkers,
            queueLimit: renderQueueLimit,
            setup,
            logger: deps.logger,
            metrics: deps.metrics,
          });
          keepPool(pool);
          return pool;
        }
      : undefined;
  return module.createRenderer({
    deps,
    useCases,
    pages,
    assets,
    testRoutes,
    ...(startWorkers === undefined ? {} : { startWorkers }),
  });
};
