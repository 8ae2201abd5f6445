import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/build-server';
import { readCatalogueFile, readServerConfig } from '../server/config';
import { databaseUrlOf, type OpenStorage, openStorage } from '../storage/open-storage';
import { AdjustableClockAdapter } from '../system/adjustable-clock.adapter';
import { SystemClockAdapter } from '../system/system-clock.adapter';
import { catalogueModule, catalogueStartFailure } from './modules/catalogue.module';
import { serverModule } from './modules/server.module';
import { composeServer, portsInPlace } from './server.composition';

// `npm start`: configuration, database, container, server; a clean stop on SIGTERM/SIGINT.

const fail = (message: string): never => {
  process.stderr.write(`Start fehlgeschlagen / start failed: ${message}\n`);
  process.exit(1);
};

const configResult = readServerConfig(process.env);
if (!configResult.ok) fail(configResult.error.message);
const config = configResult.ok ? configResult.value : fail('');
const databaseUrl = databaseUrlOf(process.env);
if (databaseUrl === null && (process.env.DATABASE_URL?.trim() ?? '') !== '') {
  fail('DATABASE_URL muss mit postgres:// oder postgresql:// beginnen.');
}

let database: OpenStorage | null = null;
let app: FastifyInstance | null = null;
try {
  database = await openStorage(databaseUrl, config.dataDir);
  const testRoutes = process.env.RK_TEST_ROUTES === '1';
  // RK_TEST_ROUTES=1: the e2e tests move the server's clock (session expiry, banners).
  const testClock = testRoutes ? new AdjustableClockAdapter(new SystemClockAdapter()) : undefined;
  const composition = composeServer(config, {
    machine: serverModule({ logLevel: config.logLevel }),
    storage: database.module,
    catalogue: catalogueModule(readCatalogueFile(process.env)),
    inPlace: testClock === undefined ? [] : [portsInPlace({ clock: testClock })],
  });
  // The whole catalogue loads before the server listens, or the server does not start.
  const catalogue = await composition.deps.catalogue?.load();
  if (catalogue?.ok === false) throw new Error(catalogueStartFailure(catalogue.error));
  app = await buildServer(composition, {
    testRoutes,
    ...(testClock === undefined ? {} : { testClock }),
  });
  await app.listen({ port: config.port, host: config.host });
} catch (e) {
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  fail(e instanceof Error ? e.message : String(e));
}

const server = app as FastifyInstance;
const address = server.server.address();
const port = typeof address === 'object' && address !== null ? address.port : config.port;
const host = config.host.includes(':') ? `[${config.host}]` : config.host;
process.stdout.write(
  `${config.brandName} läuft / is running: http://${host}:${port} (öffentlich / public: ${config.publicUrl})\n`,
);

const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;
const stop = async (signal: NodeJS.Signals): Promise<void> => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`${signal}: Server wird beendet / shutting down\n`);
  // A request that never ends must not keep the process: give up on it after a while.
  setTimeout(() => {
    process.stderr.write('Beenden dauert zu lange / shutdown timed out\n');
    server.server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    // Stops accepting, closes idle connections, waits for the requests in flight.
    await server.close();
    await database?.close();
    process.exit(0);
  } catch (e) {
    process.stderr.write(`Beenden fehlgeschlagen / shutdown failed: ${(e as Error).message}\n`);
    process.exit(1);
  }
};
process.once('SIGTERM', (signal) => void stop(signal));
process.once('SIGINT', (signal) => void stop(signal));
