import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { makeKeepSignedOffers } from '../../ports/use-cases/keep-signed-offers.use-case';
import { buildServer } from '../server/build-server';
import { readCatalogueFile, readServerConfig } from '../server/config';
import type { ServerConfig } from '../server/server-deps';
import { sweepPartialUploads } from '../server/upload-files';
import {
  databasePoolSizeMessage,
  databasePoolSizeOf,
  databaseUrlOf,
  type OpenStorage,
  openStorage,
} from '../storage/open-storage';
import { AdjustableClockAdapter } from '../system/adjustable-clock.adapter';
import { SystemClockAdapter } from '../system/system-clock.adapter';
import { catalogueModule, catalogueStartFailure } from './modules/catalogue.module';
import { serverModule } from './modules/server.module';
import { composeServer, portsInPlace } from './server.composition';

// The portal's start from an environment: configuration, database, container, catalogue, server
// listening. `server-main.ts` runs it on process.env and owns the process (its exit code, the
// signals); the tests run it in-process on an environment of their own.

/**
 * DATA_DIR readable by the server's user only (0700): created so, and an older one made so (it
 * holds the database, the uploads, the mails and the session secret). Not the process's folder
 * to change: left as it is, the files inside stay 0600.
 */
const keepFolderPrivate = (dataDir: string): void => {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dataDir, 0o700);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') throw e;
  }
};

/** The environment the start reads (process.env, or a test's own). */
export type StartEnvironment = NodeJS.ProcessEnv;

/** A portal that listens: its server, database and configuration. */
export interface RunningPortal {
  readonly app: FastifyInstance;
  readonly database: OpenStorage;
  readonly config: ServerConfig;
  /** The line `npm start` prints: where it runs and its public address. */
  readonly runningLine: string;
  /** Stops accepting, waits for the requests in flight, closes the database. */
  stop(): Promise<void>;
}

export type StartResult =
  | { readonly ok: true; readonly portal: RunningPortal }
  | { readonly ok: false; readonly message: string };

/** The one line a refused start writes to stderr before it exits 1. */
export const startFailureLine = (message: string): string =>
  `Start fehlgeschlagen / start failed: ${message}\n`;

/**
 * Starts the portal, or answers why not: a wrong setting, a database that cannot be opened, a
 * catalogue that does not load whole (it loads before the server listens) or a port in use. A
 * refused start leaves nothing open.
 */
export const startPortal = async (env: StartEnvironment): Promise<StartResult> => {
  const configResult = readServerConfig(env);
  if (!configResult.ok) return { ok: false, message: configResult.error.message };
  const config = configResult.value;
  const databaseUrl = databaseUrlOf(env);
  if (databaseUrl === null && (env.DATABASE_URL?.trim() ?? '') !== '') {
    return { ok: false, message: 'DATABASE_URL muss mit postgres:// oder postgresql:// beginnen.' };
  }
  const poolSize = databasePoolSizeOf(env);
  if (poolSize === null) return { ok: false, message: databasePoolSizeMessage(env) };
  let database: OpenStorage | null = null;
  let app: FastifyInstance | null = null;
  try {
    keepFolderPrivate(config.dataDir);
    database = await openStorage(databaseUrl, config.dataDir, poolSize);
    const testRoutes = env.RK_TEST_ROUTES === '1';
    // RK_TEST_ROUTES=1: the e2e tests move the server's clock (session expiry, banners).
    const testClock = testRoutes ? new AdjustableClockAdapter(new SystemClockAdapter()) : undefined;
    const composition = composeServer(config, {
      machine: serverModule({ logLevel: config.logLevel }),
      storage: database.module,
      ...(database.backup === undefined ? {} : { databaseBackup: { backup: database.backup } }),
      catalogue: catalogueModule(readCatalogueFile(env)),
      inPlace: testClock === undefined ? [] : [portsInPlace({ clock: testClock })],
      processMetrics: true,
    });
    const { deps } = composition;
    const catalogue = await deps.catalogue?.load();
    if (catalogue?.ok === false) throw new Error(catalogueStartFailure(catalogue.error));
    // Applications from before snapshots get what they signed, once (migration 0019).
    if (deps.catalogue !== undefined) {
      await makeKeepSignedOffers({ store: deps.applications, catalogue: deps.catalogue })();
    }
    // Uploads a killed process left half-written: gone before anyone can ask for them.
    const swept = await sweepPartialUploads(config.dataDir);
    deps.logger.log('info', 'partial uploads removed', { count: swept });
    app = await buildServer(composition, {
      testRoutes,
      ...(testClock === undefined ? {} : { testClock }),
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  const server = app;
  const opened = database;
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    ok: true,
    portal: {
      app: server,
      database: opened,
      config,
      runningLine: `${config.brandName} läuft / is running: http://${host}:${port} (öffentlich / public: ${config.publicUrl})\n`,
      async stop() {
        await server.close();
        await opened.close();
      },
    },
  };
};
