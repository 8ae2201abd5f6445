import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { FixedClockAdapter } from '../../../../adapters/memory/fixed-clock.adapter';
import { MemoryLogger } from '../../../../adapters/memory/memory-logger.adapter';
import { PlainPasswordHasher } from '../../../../adapters/memory/plain-password-hasher.adapter';
import { buildServer } from '../../../../adapters/server/build-server';
import type { ServerConfig, ServerDeps } from '../../../../adapters/server/server-deps';
import { databaseFileIn, openDatabase } from '../../../../adapters/storage/sqlite/open-database';
import { SqliteAccountStore } from '../../../../adapters/storage/sqlite/sqlite-account-store.adapter';
import { SqliteBusinessProcessStore } from '../../../../adapters/storage/sqlite/sqlite-business-process-store.adapter';
import { SqliteHealth } from '../../../../adapters/storage/sqlite/sqlite-health.adapter';
import { SqliteLoginCodeStore } from '../../../../adapters/storage/sqlite/sqlite-login-code-store.adapter';
import { SqliteLoginSessionStore } from '../../../../adapters/storage/sqlite/sqlite-login-session-store.adapter';
import { SqlitePartnerSetStore } from '../../../../adapters/storage/sqlite/sqlite-partner-set-store.adapter';
import { CryptoIdGenerator } from '../../../../adapters/system/crypto-id-generator.adapter';
import { CookieJar } from './cookie-jar';

/** The real server (buildServer) on a free loopback port with a fresh SQLite file. */
export interface AuthTestServer {
  readonly origin: string;
  readonly clock: FixedClockAdapter;
  readonly logger: MemoryLogger;
  readonly deps: ServerDeps;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

export const START = Temporal.Instant.from('2025-03-10T09:00:00Z');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export const startAuthTestServer = async (
  overrides: Partial<Omit<ServerDeps, 'config'>> = {},
  configOverrides: Partial<ServerConfig> | ((port: number) => Partial<ServerConfig>) = {},
): Promise<AuthTestServer> => {
  const port = await freePort();
  const overridden =
    typeof configOverrides === 'function' ? configOverrides(port) : configOverrides;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-auth-'));
  const database = openDatabase({ file: databaseFileIn(dataDir) });
  await database.migrate();
  const origin = `http://127.0.0.1:${port}`;
  const config: ServerConfig = {
    port,
    host: '127.0.0.1',
    dataDir,
    publicUrl: origin,
    loginUrl: `${origin}/login`,
    sessionSecret: 'test-secret-of-at-least-thirty-two-characters',
    brandName: 'Rentenkompass',
    brandAbbr: 'rk',
    logLevel: 'debug',
    phoneNumber: '0800 123 45 67',
    ...overridden,
  };
  const clock = new FixedClockAdapter(START);
  const logger = new MemoryLogger();
  const deps: ServerDeps = {
    config,
    clock,
    logger,
    ids: new CryptoIdGenerator(),
    health: new SqliteHealth(database),
    businessProcess: new SqliteBusinessProcessStore(database),
    accounts: new SqliteAccountStore(database),
    sessions: new SqliteLoginSessionStore(database),
    codes: new SqliteLoginCodeStore(database),
    partnerSets: new SqlitePartnerSetStore(database),
    passwords: new PlainPasswordHasher(),
    ...overrides,
  };
  const app = await buildServer(deps);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin,
    clock,
    logger,
    deps,
    app,
    async close(): Promise<void> {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A browser: one cookie jar, redirects not followed, Origin sent on posts like a real form. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(private readonly origin: string) {}

  async get(pathOrUrl: string): Promise<Response> {
    return this.request('GET', pathOrUrl);
  }

  async postForm(pathOrUrl: string, fields: Readonly<Record<string, string>>): Promise<Response> {
    return this.request('POST', pathOrUrl, {
      'content-type': 'application/x-www-form-urlencoded',
      body: new URLSearchParams(fields).toString(),
    });
  }

  async postJson(pathOrUrl: string, body?: unknown): Promise<Response> {
    return body === undefined
      ? this.request('POST', pathOrUrl)
      : this.request('POST', pathOrUrl, {
          'content-type': 'application/json',
          body: JSON.stringify(body),
        });
  }

  private async request(
    method: string,
    pathOrUrl: string,
    content?: { 'content-type': string; body: string },
  ): Promise<Response> {
    const url = new URL(pathOrUrl, this.origin);
    const headers: Record<string, string> = {};
    const cookie = this.jar.headerFor(url.pathname);
    if (cookie !== '') headers.cookie = cookie;
    if (method !== 'GET') headers.origin = this.origin;
    if (content !== undefined) headers['content-type'] = content['content-type'];
    const response = await fetch(url, {
      method,
      headers,
      body: content?.body,
      redirect: 'manual',
    });
    this.jar.store(response);
    return response;
  }
}
