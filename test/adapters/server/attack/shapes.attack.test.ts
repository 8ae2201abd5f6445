import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../support/test-server';
import { fakeDist } from '../ssr-test-server';
import { expectHtmlShape, expectJsonShape } from './expect-shape';
import { type RawAnswer, rawGet, rawRequest } from './raw-http';

// Every answer — framework errors, 404 of an asset, malformed requests — has
// the documented shape, the security headers and a correlation id, and never echoes the path.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ build: { ssr: { distDir: fakeDist() } } });
});
afterAll(async () => {
  await server.close();
});

const expectJsonError = (answer: RawAnswer, status: number, kind: string, message: string): void =>
  expectJsonShape(answer, server.deps.config, status, kind, message);
const expectHtmlError = (answer: RawAnswer, status: number, message: string): void =>
  expectHtmlShape(answer, server.deps.config, status, message);

const BAD_URL = 'Die Adresse enthält ungültige Zeichen oder Kodierungen.';

describe('a path with a broken %-escape', () => {
  it.each(['/api/bpm%ff', '/%ff%fe', '/api/%', '/api/tariffs/%ff', '/api/%3Cscript%3E%ff'])(
    'GET %s is 400 request/bad-url in the JSON shape, not echoed',
    async (path) => {
      const answer = await rawRequest(server.url, rawGet(path));
      expectJsonError(answer, 400, 'request/bad-url', BAD_URL);
      expect(answer.body).not.toContain('%');
      expect(answer.body).not.toContain('FST_');
    },
  );

  it('writes one log line, without the path', async () => {
    const before = server.logger.entries.length;
    const answer = await rawRequest(server.url, rawGet('/api/max@example.de%ff'));
    const lines = server.logger.entries.slice(before);
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'request',
        meta: {
          method: 'GET',
          statusCode: 400,
          frameworkError: 'FST_ERR_BAD_URL',
          correlationId: answer.headers['x-correlation-id'],
        },
      },
    ]);
  });

  it('keeps a well-formed correlation id the caller sent', async () => {
    const answer = await rawRequest(
      server.url,
      rawGet('/api/bpm%ff', { 'x-correlation-id': '1767225600000-abc' }),
    );
    expect(answer.headers['x-correlation-id']).toBe('1767225600000-abc');
  });

  it('is an HTML error page for a browser asking for a page', async () => {
    const answer = await rawRequest(server.url, rawGet('/%ff%fe', { accept: 'text/html' }));
    expectHtmlError(answer, 400, BAD_URL);
  });
});

describe('a missing file or address', () => {
  it('GET /assets/nope.js is 404 in the JSON shape with the headers', async () => {
    const answer = await rawRequest(server.url, rawGet('/assets/nope.js', { accept: '*/*' }));
    expectJsonError(answer, 404, 'request/not-found', 'Diese Adresse gibt es nicht.');
  });

  it('GET /assets/nope.js from the address bar is the HTML error page', async () => {
    const answer = await rawRequest(
      server.url,
      rawGet('/assets/nope.js', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }),
    );
    expectHtmlError(answer, 404, 'Diese Adresse gibt es nicht.');
  });

  it('GET /assets/nope.js is 404 JSON also before the pages are built (not the 503 page)', async () => {
    const unbuilt = await startTestServer({
      build: { ssr: { distDir: fs.mkdtempSync(path.join(os.tmpdir(), 'rk-no-dist-')) } },
    });
    try {
      const answer = await rawRequest(unbuilt.url, rawGet('/assets/nope.js'));
      expectJsonShape(
        answer,
        unbuilt.deps.config,
        404,
        'request/not-found',
        'Diese Adresse gibt es nicht.',
      );
    } finally {
      await unbuilt.close();
    }
  });

  it('GET /api/<script> is 404 JSON even when the browser accepts HTML, not echoed', async () => {
    const answer = await rawRequest(
      server.url,
      rawGet('/api/%3Cscript%3Ealert(1)%3C/script%3E', { accept: 'text/html' }),
    );
    expectJsonError(answer, 404, 'request/not-found', 'Diese Adresse gibt es nicht.');
    expect(answer.body).not.toContain('script');
  });
});

describe('a method an address does not have', () => {
  it.each([
    ['DELETE', '/api/bpm', 'GET, HEAD, POST'],
    ['PUT', '/api/health', 'GET, HEAD'],
    ['GET', '/api/info', 'POST'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const answer = await rawRequest(
      server.url,
      `${method} ${path} HTTP/1.1\r\nHost: portal.test\r\nContent-Length: 0\r\n\r\n`,
    );
    expectJsonError(
      answer,
      405,
      'request/method',
      'Diese Adresse kann nicht mit dieser Methode aufgerufen werden.',
    );
    expect(answer.headers.allow).toBe(allow);
  });

  it('an unknown method is 501 from the parser, in the shape', async () => {
    const answer = await rawRequest(server.url, 'FOO /api/bpm HTTP/1.1\r\nHost: x\r\n\r\n');
    expectJsonError(answer, 501, 'request/method', 'Diese Anfragemethode wird nicht unterstützt.');
  });

  it('bytes that are no HTTP are 400 request/malformed, in the shape', async () => {
    const answer = await rawRequest(server.url, 'GET /api/bpm HTTP/1.1\r\nHost x\r\n\r\n');
    expectJsonError(
      answer,
      400,
      'request/malformed',
      'Die Anfrage ist keine gültige HTTP-Anfrage.',
    );
  });
});

describe('a malformed body', () => {
  const post = (path: string, type: string, body: string): string =>
    `POST ${path} HTTP/1.1\r\nHost: portal.test\r\nContent-Type: ${type}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  it.each(['{"birthday":', '{]', '', '\u0000', '{"a":1}x'])(
    'malformed JSON %j is 400 request/json',
    async (body) => {
      const answer = await rawRequest(server.url, post('/api/bpm', 'application/json', body));
      expectJsonError(
        answer,
        400,
        'request/json',
        'Der Inhalt der Anfrage ist kein gültiges JSON.',
      );
    },
  );

  it.each(['[]', '"x"', '1', 'null', 'true'])(
    'the JSON %s that is no object is 400 request/validation',
    async (body) => {
      const answer = await rawRequest(server.url, post('/api/bpm', 'application/json', body));
      expectJsonError(
        answer,
        400,
        'request/validation',
        'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
      );
    },
  );

  it('JSON nested 100,000 deep is refused like any other invalid body', async () => {
    const deep = `{"birthday":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const answer = await rawRequest(server.url, post('/api/bpm', 'application/json', deep));
    expect(answer.status).toBe(400);
    expectJsonError(answer, 400, 'request/validation', 'Das Feld „birthday“ hat den falschen Typ.');
  });

  it.each([
    ['application/xml', '<bpm/>'],
    ['application/x-www-form-urlencoded', 'birthday=1985-04-12'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('content type %s is 400 request/content-type', async (type, body) => {
    const answer = await rawRequest(server.url, post('/api/bpm', type, body));
    expectJsonError(
      answer,
      400,
      'request/content-type',
      'Bitte senden Sie die Daten als JSON (Content-Type: application/json).',
    );
  });

  it('text/plain is read as text, so it is no JSON object: 400 request/validation', async () => {
    const answer = await rawRequest(server.url, post('/api/bpm', 'text/plain', '{}'));
    expectJsonError(
      answer,
      400,
      'request/validation',
      'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
    );
  });

  it('two different Content-Length headers (request smuggling) are refused by the parser', async () => {
    const answer = await rawRequest(
      server.url,
      'POST /api/bpm HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 5\r\nContent-Length: 7\r\n\r\n{}',
    );
    expectJsonError(
      answer,
      400,
      'request/malformed',
      'Die Anfrage ist keine gültige HTTP-Anfrage.',
    );
  });
});

describe('the application JSON routes answer a bad body in the shape', () => {
  const ROUTES = [
    '/api/applications',
    '/api/application/personal-data',
    '/api/application/callback-request',
  ];
  const post = (path: string, type: string, body: string): string =>
    `POST ${path} HTTP/1.1\r\nHost: portal.test\r\nContent-Type: ${type}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  it.each(ROUTES)('POST %s: malformed JSON, no object, a form, a wrong type', async (path) => {
    expectJsonError(
      await rawRequest(server.url, post(path, 'application/json', '{"product":')),
      400,
      'request/json',
      'Der Inhalt der Anfrage ist kein gültiges JSON.',
    );
    expectJsonError(
      await rawRequest(server.url, post(path, 'application/json', '[]')),
      400,
      'request/validation',
      'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
    );
    expectJsonError(
      await rawRequest(server.url, post(path, 'application/x-www-form-urlencoded', 'product=x')),
      400,
      'request/content-type',
      'Bitte senden Sie die Daten als JSON (Content-Type: application/json).',
    );
    const wrongType = await rawRequest(
      server.url,
      post(path, 'application/json', '{"product":1,"form":1,"fields":1}'),
    );
    expect(wrongType.status).toBe(400);
    const { error } = JSON.parse(wrongType.body) as { error: { kind: string; message: string } };
    expectJsonError(wrongType, 400, 'request/validation', error.message);
    expect(error.message).toMatch(/^Das Feld „[a-z]+“ /);
  });
});
