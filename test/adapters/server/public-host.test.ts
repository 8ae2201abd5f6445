import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../support/test-server';

// Issue 32 finding 8: pages asked for on another host than PUBLIC_URL's go there with 308, path
// and query kept; the API answers on any host; the public host itself is served as it is.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { redirectToPublicHost: true } });
}, 60_000);

afterAll(async () => server.close());

/** A raw request with its own Host header (fetch would not let the header be set). */
const ask = (
  method: string,
  path: string,
  host: string,
): Promise<{ status: number; location: string | undefined }> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers: { host } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });

const LANDING = '/rentenversicherung/lp/vergleichen?utm_source=test&pt=schicht3';

describe('one public host', () => {
  it('redirects a page on the server address to PUBLIC_URL with 308, path and query kept', async () => {
    const { host } = new URL(server.url);
    for (const method of ['GET', 'HEAD']) {
      const answer = await ask(method, LANDING, host);
      expect(answer).toEqual({ status: 308, location: `${PUBLIC_ORIGIN}${LANDING}` });
    }
    expect((await ask('GET', '/', 'www.other-domain.test')).location).toBe(`${PUBLIC_ORIGIN}/`);
  });

  it('never leads to another origin, whatever the path', async () => {
    for (const path of ['//evil.test/x', '/\\evil.test', '/%2e%2e//evil.test']) {
      const answer = await ask('GET', path, '127.0.0.1');
      expect(answer.status).toBe(308);
      expect(new URL(answer.location ?? '', PUBLIC_ORIGIN).origin).toBe(PUBLIC_ORIGIN);
    }
  });

  it('serves the public host itself, and the API on any host', async () => {
    const publicHost = new URL(PUBLIC_ORIGIN).host;
    expect((await ask('GET', '/impressum', publicHost)).status).toBe(200);
    expect((await ask('GET', '/impressum', publicHost.toUpperCase())).status).toBe(200);
    expect((await ask('GET', '/api/health', '10.0.0.7:3000')).status).toBe(200);
    // A form post is not redirected (the page it came from was on the public host already).
    expect((await ask('POST', '/api/health', '127.0.0.1')).status).not.toBe(308);
  });
});
