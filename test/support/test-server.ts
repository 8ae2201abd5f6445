import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ContainerModule } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import { DEMO_CATALOGUE_FILE } from '../../adapters/catalogue/catalogue-location';
import { catalogueModule } from '../../adapters/composition/modules/catalogue.module';
import {
  composeServer,
  portsInPlace,
  useCasesInPlace,
} from '../../adapters/composition/server.composition';
import type { ServerPorts } from '../../adapters/composition/server-tokens';
import { FixedClockAdapter } from '../../adapters/memory/fixed-clock.adapter';
import { MemoryLogger } from '../../adapters/memory/memory-logger.adapter';
import { PlainPasswordHasher } from '../../adapters/memory/plain-password-hasher.adapter';
import { type BuildServerOptions, buildServer } from '../../adapters/server/build-server';
import { DEFAULT_CONNECTION_LIMITS } from '../../adapters/server/connection-limits';
import type {
  ApplicationJourneyUseCases,
  ServerConfig,
  ServerDeps,
} from '../../adapters/server/server-deps';
import { databaseFileIn, openDatabase } from '../../adapters/storage/sqlite/open-database';
import type { SqliteDatabase } from '../../adapters/storage/sqlite/sqlite-database';
import { storageModule } from '../../adapters/storage/storage.module';
import { CryptoIdGenerator } from '../../adapters/system/crypto-id-generator.adapter';
import { ClockPort } from '../../ports/clock.port';
import { IdGeneratorPort } from '../../ports/id-generator.port';
import { LoggerPort } from '../../ports/logger.port';
import { PasswordHasherPort } from '../../ports/password-hasher.port';
import { freePort } from './free-port';
import { countStart } from './run-counts';

/** The instant the tests' clock stands at: Sunday 15 March 2026, 11:00 in Berlin. */
export const NOW = Temporal.Instant.from('2026-03-15T10:00:00Z');

/** The portal's public origin in the tests: an allowed Origin for the CSRF check. */
export const PUBLIC_ORIGIN = 'http://portal.test';

export interface TestServer {
  /** Base URL of the listening server, e.g. http://127.0.0.1:40123 (empty when not listening). */
  readonly url: string;
  readonly app: FastifyInstance;
  readonly deps: ServerDeps;
  readonly clock: FixedClockAdapter;
  readonly logger: MemoryLogger;
  readonly database: SqliteDatabase;
  readonly dataDir: string;
  /** Closes the server and the database; the data folder stays unless `removeDataDir`. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Reuse this data folder (restart test); a fresh temp folder otherwise. */
  readonly dataDir?: string;
  /** Remove the data folder on close (nobody restarts on it). */
  readonly removeDataDir?: boolean;
  /** Listen on a free loopback port (default); without, the tests use app.inject. */
  readonly listen?: boolean;
  /** Where the server's clock stands; NOW by default. */
  readonly clockAt?: Temporal.Instant;
  /** Settings over the tests' defaults; a function gets the listening origin and port. */
  readonly config?:
    | Partial<ServerConfig>
    | ((origin: string, port: number) => Partial<ServerConfig>);
  /** Replace ports, e.g. a health that answers false or a store that throws. */
  readonly overrides?: Partial<ServerPorts> & {
    readonly applicationJourney?: ApplicationJourneyUseCases;
  };
  readonly testRoutes?: boolean;
  /** The tariff catalogue file; the demo catalogue by default, none with null. */
  readonly catalogueFile?: string | null;
  /** More server options: the web pages' build (e.g. a fake dist), the retention sweep. */
  readonly build?: Omit<BuildServerOptions, 'testRoutes'>;
}

/**
 * The real server (buildServer on composeServer's one container, as npm start wires it) with SQLite on a temp file,
 * a fixed clock, a memory logger and a plain password hasher, on a free loopback port.
 */
export const startTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
  countStart('test-server');
  const listen = options.listen !== false;
  const port = listen ? await freePort() : 0;
  const url = listen ? `http://127.0.0.1:${port}` : '';
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rk-server-'));
  const database = openDatabase({ file: databaseFileIn(dataDir) });
  await database.migrate();
  const clock = new FixedClockAdapter(options.clockAt ?? NOW);
  const logger = new MemoryLogger();
  // The server module's machine-side ports, replaced by test doubles that can be steered and read.
  const testModule = new ContainerModule(({ bind }) => {
    bind<ClockPort>(ClockPort).toConstantValue(clock);
    bind<IdGeneratorPort>(IdGeneratorPort).to(CryptoIdGenerator).inSingletonScope();
    bind<LoggerPort>(LoggerPort).toConstantValue(logger);
    bind<PasswordHasherPort>(PasswordHasherPort).toConstantValue(new PlainPasswordHasher());
  });
  const catalogueFile =
    options.catalogueFile === undefined ? DEMO_CATALOGUE_FILE : options.catalogueFile;
  const merged: ServerConfig = {
    port,
    host: '127.0.0.1',
    dataDir,
    publicUrl: PUBLIC_ORIGIN,
    loginUrl: `${PUBLIC_ORIGIN}/login`,
    sessionSecret: 'test-secret-with-more-than-thirty-two-characters',
    brandName: 'Rentenkompass',
    brandAbbr: 'rk',
    logLevel: 'info',
    phoneNumber: '0800 123 45 67',
    uploadMaxBytes: 209_715_200, // SPEC §7's 200 MB, as without UPLOAD_MAX_BYTES
    // A loaded test machine lags: no page shedding unless a test asks for it.
    connections: { ...DEFAULT_CONNECTION_LIMITS, pageShedEventLoopDelayMs: 0, renderWorkers: 0 },
    // Tests call 127.0.0.1 with PUBLIC_URL http://portal.test: no redirect unless a test asks.
    redirectToPublicHost: false,
    ...(typeof options.config === 'function' ? options.config(url, port) : options.config),
  };
  // Never render workers in a test's own process, even where a test spreads the defaults into
  // its connection limits: worker threads started inside the test runner's workers are the likely
  // cause of two suites failing with „reading 'getStatus'“ in clean-clone runs (29 Nov 2026).
  // The built server's tests (render-workers.process.test.ts, the browser lane) cover the workers.
  const config: ServerConfig = {
    ...merged,
    connections: { ...merged.connections, renderWorkers: 0 },
  };
  const { applicationJourney, ...ports } = options.overrides ?? {};
  const composition = composeServer(config, {
    machine: testModule,
    storage: storageModule(database),
    databaseBackup: database,
    catalogue: catalogueFile === null ? null : catalogueModule(catalogueFile),
    inPlace: [
      portsInPlace(ports),
      useCasesInPlace(applicationJourney === undefined ? {} : { applicationJourney }),
    ],
  });
  const { deps } = composition;
  const app = await buildServer(composition, {
    ...options.build,
    testRoutes: options.testRoutes === true,
  });
  if (listen) await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    deps,
    clock,
    logger,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      if (options.removeDataDir === true) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
