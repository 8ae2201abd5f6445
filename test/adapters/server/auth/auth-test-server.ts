import { Temporal } from 'temporal-polyfill';
import type { ServerConfig, ServerDeps } from '../../../../adapters/server/server-deps';
import { startTestServer, type TestServer } from '../../../support/test-server';
import { CookieJar } from './cookie-jar';

/** The login tests' server: PUBLIC_URL its own loopback origin, debug log, no tariff catalogue. */
export interface AuthTestServer extends TestServer {
  readonly origin: string;
}

export const START = Temporal.Instant.from('2025-03-10T09:00:00Z');

export const startAuthTestServer = async (
  overrides: Partial<Omit<ServerDeps, 'config'>> = {},
  configOverrides: Partial<ServerConfig> | ((port: number) => Partial<ServerConfig>) = {},
): Promise<AuthTestServer> => {
  const server = await startTestServer({
    clockAt: START,
    catalogueFile: null,
    removeDataDir: true,
    overrides,
    config: (origin, port) => ({
      publicUrl: origin,
      loginUrl: `${origin}/login`,
      logLevel: 'debug',
      ...(typeof configOverrides === 'function' ? configOverrides(port) : configOverrides),
    }),
  });
  return { ...server, origin: server.url };
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
