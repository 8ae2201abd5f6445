import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestServer, PUBLIC_ORIGIN, startApiTestServer } from '../api-test-server';
import { expectHtmlShape, expectJsonShape } from './expect-shape';
import { rawGet, rawRequest } from './raw-http';

// Issue 13 finding 5: oversized requests — a body over its route's limit, an address or headers
// over Node's 16 KB — are answered in the documented shape and name the limit that was passed.

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(async () => {
  await server.close();
});

const KB = 1024;
const MB = 1024 * KB;

/** A POST whose body is `size` bytes of a valid-looking form or JSON string. */
const postOfSize = (
  path: string,
  type: string,
  size: number,
  headers: Readonly<Record<string, string>> = {},
): string => {
  const body = type.includes('json')
    ? `{"message":"${'x'.repeat(size - 14)}"}`
    : `a=${'x'.repeat(size - 2)}`;
  expect(Buffer.byteLength(body)).toBe(size);
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `POST ${path} HTTP/1.1\r\nHost: portal.test\r\nOrigin: ${PUBLIC_ORIGIN}\r\n${extra}` +
    `Content-Type: ${type}\r\nContent-Length: ${size}\r\n\r\n${body}`
  );
};

describe('a body over its route limit is 413 naming that limit', () => {
  it.each([
    ['/api/consent', 'application/x-www-form-urlencoded', KB, '1 KB'],
    ['/api/consent', 'application/json', KB, '1 KB'],
    ['/login/auth/login', 'application/x-www-form-urlencoded', 16 * KB, '16 KB'],
    ['/login/auth/register', 'application/x-www-form-urlencoded', 16 * KB, '16 KB'],
    ['/login/auth/anonymous', 'application/json', 16 * KB, '16 KB'],
    ['/api/bpm', 'application/json', MB, '1 MB'],
    ['/api/comparison', 'application/json', MB, '1 MB'],
    ['/api/error', 'application/json', MB, '1 MB'],
    ['/api/auth/user/data', 'application/json', MB, '1 MB'],
  ])('POST %s (%s) with limit + 1 bytes', async (path, type, limit, words) => {
    const answer = await rawRequest(server.url, postOfSize(path, type, limit + 1));
    expectJsonShape(
      answer,
      server.deps.config,
      413,
      'request/too-large',
      `Die Anfrage ist zu groß (höchstens ${words}).`,
    );
  });

  it('the tracking route keeps its own words for its 1 KB', async () => {
    const answer = await rawRequest(
      server.url,
      postOfSize('/api/tracking/events', 'application/json', KB + 1),
    );
    expectJsonShape(
      answer,
      server.deps.config,
      413,
      'request/too-large',
      'Die Tracking-Daten sind zu groß (höchstens 1 KB).',
    );
  });

  it('a login form post from the browser gets the HTML error page', async () => {
    const answer = await rawRequest(
      server.url,
      postOfSize('/login/auth/login', 'application/x-www-form-urlencoded', 16 * KB + 1, {
        Accept: 'text/html,application/xhtml+xml',
      }),
    );
    expectHtmlShape(answer, server.deps.config, 413, 'Die Anfrage ist zu groß (höchstens 16 KB).');
  });

  it('a chunked body without Content-Length is cut off at the limit too', async () => {
    const chunk = 'x'.repeat(600);
    const body = `${(chunk.length + 4).toString(16)}\r\na=${chunk}&b\r\n`.repeat(3);
    const answer = await rawRequest(
      server.url,
      'POST /api/consent HTTP/1.1\r\nHost: portal.test\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n' +
        `${body}0\r\n\r\n`,
    );
    expectJsonShape(
      answer,
      server.deps.config,
      413,
      'request/too-large',
      'Die Anfrage ist zu groß (höchstens 1 KB).',
    );
  });

  it('a body exactly at the limit passes', async () => {
    const answer = await rawRequest(
      server.url,
      postOfSize('/api/consent', 'application/x-www-form-urlencoded', KB),
    );
    expect(answer.status).toBe(303);
  });
});

describe('an address or headers over the 16 KB Node reads', () => {
  const URI_TOO_LONG =
    'Die Adresse ist zu lang (höchstens 16 KB für Adresse und Kopfzeilen zusammen).';

  it('10,000 query parameters are 414 in the JSON shape', async () => {
    const query = Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&');
    const answer = await rawRequest(server.url, rawGet(`/api/bpm?${query}`));
    expectJsonShape(answer, server.deps.config, 414, 'request/uri-too-long', URI_TOO_LONG);
  });

  it('a 100 kB address is 414 in the JSON shape', async () => {
    const answer = await rawRequest(server.url, rawGet(`/result?noc=${'1'.repeat(100_000)}`));
    expectJsonShape(answer, server.deps.config, 414, 'request/uri-too-long', URI_TOO_LONG);
  });

  it('20 KB of headers are 431 in the JSON shape', async () => {
    const answer = await rawRequest(
      server.url,
      rawGet('/api/bpm', { cookie: `rk_visitor=${'a'.repeat(20 * KB)}` }),
    );
    expectJsonShape(
      answer,
      server.deps.config,
      431,
      'request/headers-too-large',
      'Die Kopfzeilen der Anfrage sind zu groß (höchstens 16 KB zusammen mit der Adresse).',
    );
  });

  it('a page request with big headers gets the HTML error page', async () => {
    const answer = await rawRequest(
      server.url,
      rawGet('/result', { accept: 'text/html', 'x-filler': 'a'.repeat(20 * KB) }),
    );
    expectHtmlShape(
      answer,
      server.deps.config,
      431,
      'Die Kopfzeilen der Anfrage sind zu groß (höchstens 16 KB zusammen mit der Adresse).',
    );
  });

  it('the server still answers afterwards', async () => {
    const answer = await rawRequest(server.url, rawGet('/api/health'));
    expect(answer.status).toBe(200);
  });
});
