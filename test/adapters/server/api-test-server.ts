import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ContainerModule } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import { request } from 'undici';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { buildContainer } from '../../../adapters/container';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import { PlainPasswordHasher } from '../../../adapters/memory/plain-password-hasher.adapter';
import { catalogueModule } from '../../../adapters/modules/catalogue.module';
import { serverDepsFrom } from '../../../adapters/modules/server.module';
import { storageModule } from '../../../adapters/modules/storage.module';
import { type BuildServerOptions, buildServer } from '../../../adapters/server/build-server';
import type { ServerConfig, ServerDeps } from '../../../adapters/server/server-deps';
import { databaseFileIn, openDatabase } from '../../../adapters/storage/sqlite/open-database';
import type { SqliteDatabase } from '../../../adapters/storage/sqlite/sqlite-database';
import { CryptoIdGenerator } from '../../../adapters/system/crypto-id-generator.adapter';
import { ClockPort } from '../../../ports/clock.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { LoggerPort } from '../../../ports/logger.port';
import { PasswordHasherPort } from '../../../ports/password-hasher.port';

/** The instant the tests' clock stands at: Sunday 15 March 2026, 11:00 in Berlin. */
export const NOW = Temporal.Instant.from('2026-03-15T10:00:00Z');

/** The portal's public origin in the tests: an allowed Origin for the CSRF check. */
export const PUBLIC_ORIGIN = 'http://portal.test';

export interface ApiTestServer {
  /** Base URL of the listening server, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  readonly app: FastifyInstance;
  readonly deps: ServerDeps;
  readonly clock: FixedClockAdapter;
  readonly logger: MemoryLogger;
  readonly database: SqliteDatabase;
  readonly dataDir: string;
  /** Closes the server and the database (the data folder stays for a restart). */
  close(): Promise<void>;
}

export interface ApiTestOptions {
  /** Reuse this data folder (restart test); a fresh temp folder otherwise. */
  readonly dataDir?: string;
  /** Replace ports, e.g. a health that answers false or a store that throws. */
  readonly overrides?: Partial<Omit<ServerDeps, 'config'>>;
  readonly testRoutes?: boolean;
  /** The tariff catalogue file (issue 6); the demo catalogue by default. */
  readonly catalogueFile?: string;
  /** More server options: the web pages' build (e.g. a fake dist), the retention sweep. */
  readonly build?: Omit<BuildServerOptions, 'testRoutes'>;
}

/** The real server (buildServer) with SQLite on a temp file, on a free loopback port. */
export const startApiTestServer = async (options: ApiTestOptions = {}): Promise<ApiTestServer> => {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rk-api-'));
  const database = openDatabase({ file: databaseFileIn(dataDir) });
  await database.migrate();
  const clock = new FixedClockAdapter(NOW);
  const logger = new MemoryLogger();
  // The server module's machine-side ports, replaced by test doubles that can be steered and read.
  const testModule = new ContainerModule(({ bind }) => {
    bind<ClockPort>(ClockPort).toConstantValue(clock);
    bind<IdGeneratorPort>(IdGeneratorPort).to(CryptoIdGenerator).inSingletonScope();
    bind<LoggerPort>(LoggerPort).toConstantValue(logger);
    bind<PasswordHasherPort>(PasswordHasherPort).toConstantValue(new PlainPasswordHasher());
  });
  const container = buildContainer(
    storageModule(database),
    testModule,
    catalogueModule(options.catalogueFile ?? DEMO_CATALOGUE_FILE),
  );
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    publicUrl: PUBLIC_ORIGIN,
    loginUrl: `${PUBLIC_ORIGIN}/login`,
    sessionSecret: 'api-test-secret-with-more-than-32-characters',
    brandName: 'Rentenkompass',
    brandAbbr: 'rk',
    logLevel: 'info',
    phoneNumber: '0800 123 45 67',
  };
  const deps: ServerDeps = { ...serverDepsFrom(container, config), ...options.overrides };
  const app = await buildServer(deps, {
    ...options.build,
    testRoutes: options.testRoutes === true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    deps,
    clock,
    logger,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
};

export interface ApiAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
  /** The parsed JSON body, undefined for an empty one. */
  readonly json: unknown;
}

export interface CallOptions {
  readonly json?: unknown;
  /** A raw body (sent as is, with the content-type of `headers`). */
  readonly body?: string | Buffer;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One HTTP call with undici (any header may be set, Origin and Referer included). */
export const call = async (
  server: Pick<ApiTestServer, 'url'>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer> => {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const answer = await request(`${server.url}${path}`, { method, headers, body });
  const text = await answer.body.text();
  return {
    status: answer.statusCode,
    headers: answer.headers,
    text,
    // Pages (issue 5) answer HTML: only JSON answers are parsed.
    json:
      text === '' || !String(answer.headers['content-type'] ?? '').includes('json')
        ? undefined
        : JSON.parse(text),
  };
};

/** The `name=value` pairs of the Set-Cookie headers of an answer, with their attributes. */
export const setCookies = (answer: ApiAnswer): readonly string[] => {
  const header = answer.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** The value of the cookie `name` an answer sets, or undefined. */
export const cookieValue = (answer: ApiAnswer, name: string): string | undefined =>
  setCookies(answer)
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
