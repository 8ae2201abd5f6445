import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpClientConfig } from '../../../adapters/http/http-client-config';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import type { Result } from '../../../domain/result';
import type { HttpClientPort, HttpError } from '../../../ports/http-client.port';
import { freePort } from '../../support/free-port';
import { DOWNLOAD_BYTES, startTestServer, type TestServer } from './http-test-server';

export type ClientFactory = (config: HttpClientConfig, logger: MemoryLogger) => HttpClientPort;

interface Echo {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

const USER_AGENT = 'Rentenkompass/9.9.9 (+portal)';
const CAP = 1024;

const errorOf = <T>(result: Result<T, HttpError>): HttpError => {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
};

const successOf = <T>(result: Result<T, HttpError>): T => {
  if (!result.ok) throw new Error(`expected success, got ${result.error.message}`);
  return result.value;
};

/** The same behaviour for every transport: SPEC §7 calls and the SPEC §8 error handling. */
export const describeHttpClient = (
  name: string,
  make: ClientFactory,
  userAgentHeader: string,
  dispose: (client: HttpClientPort) => Promise<void> = async () => undefined,
): void => {
  describe(name, () => {
    let server: TestServer;
    let logger: MemoryLogger;
    let client: HttpClientPort;
    const made: HttpClientPort[] = [];
    const clientWith = (config: Partial<HttpClientConfig> = {}): HttpClientPort => {
      const created = make(
        {
          baseUrl: server.baseUrl,
          userAgent: USER_AGENT,
          defaultTimeoutMs: 5000,
          maxBodyBytes: CAP,
          ...config,
        },
        logger,
      );
      made.push(created);
      return created;
    };

    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await Promise.all(made.map(dispose));
      await server.close();
    });
    beforeEach(() => {
      logger = new MemoryLogger();
      client = clientWith();
    });

    describe('methods and bodies', () => {
      it('GETs with query parameters, leaving out undefined ones', async () => {
        const res = successOf(
          await client.get<Echo>('/echo', { query: { a: 'x y', n: 3, b: true, skip: undefined } }),
        );
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/json');
        expect(res.body.method).toBe('GET');
        expect(res.body.query).toEqual({ a: 'x y', n: '3', b: 'true' });
        expect(res.body.headers.accept).toBe('application/json');
        expect(logger.entries).toEqual([]);
      });

      it.each(['post', 'put', 'patch'] as const)('%s sends a JSON body', async (method) => {
        const res = successOf(await client[method]<Echo>('echo', { birthday: '01.02.1980', ä: 1 }));
        expect(res.body.method).toBe(method.toUpperCase());
        expect(JSON.parse(res.body.body)).toEqual({ birthday: '01.02.1980', ä: 1 });
        expect(res.body.headers['content-type']).toBe('application/json; charset=utf-8');
      });

      it('posts without a body when the JSON is undefined', async () => {
        const res = successOf(await client.post<Echo>('/echo', undefined));
        expect(res.body.body).toBe('');
        expect(res.body.headers['content-type']).toBeUndefined();
      });

      it('DELETEs', async () => {
        const res = successOf(await client.delete<Echo>('/echo', { query: { id: 'x' } }));
        expect(res.body.method).toBe('DELETE');
        expect(res.body.query).toEqual({ id: 'x' });
      });

      it('posts a form', async () => {
        const res = successOf(
          await client.postForm<Echo>('/echo', { email: 'a@b.de', name: 'Jürgen Groß' }),
        );
        expect(res.body.headers['content-type']).toBe(
          'application/x-www-form-urlencoded; charset=utf-8',
        );
        expect(Object.fromEntries(new URLSearchParams(res.body.body))).toEqual({
          email: 'a@b.de',
          name: 'Jürgen Groß',
        });
      });

      it('sends the custom user-agent and the caller’s headers', async () => {
        const res = successOf(
          await client.get<Echo>('/echo', { headers: { 'X-Correlation-Id': '1-a' } }),
        );
        expect(res.body.headers[userAgentHeader]).toBe(USER_AGENT);
        expect(res.body.headers['x-correlation-id']).toBe('1-a');
      });

      it('joins a base URL with a path and leaves absolute URLs alone', async () => {
        const nested = clientWith({ baseUrl: `${server.baseUrl}/` });
        expect(successOf(await nested.get<Echo>('echo')).body.path).toBe('/echo');
        const other = clientWith({ baseUrl: 'http://127.0.0.1:1/api' });
        expect(successOf(await other.get<Echo>(`${server.baseUrl}/echo`)).body.path).toBe('/echo');
      });

      it('answers an empty 204 body as null', async () => {
        const res = successOf(await client.post('/empty', {}));
        expect(res).toMatchObject({ status: 204, body: null });
      });
    });

    describe('errors: kinds, extended messages and logging (SPEC §8)', () => {
      it('a 404 is a status error with the parsed body, logged as a warning', async () => {
        const error = errorOf(await client.get('/status/404'));
        expect(error).toMatchObject({ kind: 'http/status', method: 'GET', status: 404 });
        expect(error.body).toEqual({ error: { kind: 'test/missing', message: 'Nicht gefunden.' } });
        expect(error.message).toMatch(
          /^GET http:\/\/127\.0\.0\.1:\d+\/status\/404 → 404 in \d+ ms: Nicht gefunden\.$/,
        );
        expect(logger.entries).toEqual([
          {
            level: 'warn',
            message: error.message,
            meta: {
              kind: 'http/status',
              method: 'GET',
              url: error.url,
              status: 404,
              durationMs: error.durationMs,
            },
          },
        ]);
      });

      it('a 500 is a status error with the text body, logged as an error', async () => {
        const error = errorOf(await client.post('/status/500', { a: 1 }));
        expect(error).toMatchObject({
          kind: 'http/status',
          method: 'POST',
          status: 500,
          body: 'Interner Fehler',
        });
        expect(error.message).toMatch(/^POST \S+\/status\/500 → 500 in \d+ ms: Interner Fehler$/);
        expect(logger.entries.map((e) => e.level)).toEqual(['error']);
      });

      it('a closed port is a network error without status, logged as an error', async () => {
        const port = await freePort();
        const error = errorOf(await client.get(`http://127.0.0.1:${port}/x`));
        expect(error).toMatchObject({ kind: 'http/network', status: null });
        expect(error.message).toMatch(/→ no response in \d+ ms: .*ECONNREFUSED/);
        expect(logger.entries.map((e) => e.level)).toEqual(['error']);
      });

      it('a handler that never answers times out after timeoutMs, logged as an error', async () => {
        const error = errorOf(await client.get('/hang', { timeoutMs: 100 }));
        expect(error).toMatchObject({ kind: 'http/timeout', status: null });
        expect(error.durationMs).toBeGreaterThanOrEqual(90);
        expect(error.durationMs).toBeLessThan(3000);
        expect(error.message).toContain('no answer within 100 ms');
        expect(logger.entries.map((e) => e.level)).toEqual(['error']);
      });

      it('a body that stops half-way times out too', async () => {
        const error = errorOf(await client.get('/slow-body', { timeoutMs: 100 }));
        expect(error.kind).toBe('http/timeout');
      });

      it('uses the configured default timeout', async () => {
        const impatient = clientWith({ defaultTimeoutMs: 100 });
        expect(errorOf(await impatient.get('/hang')).kind).toBe('http/timeout');
      });

      it('a cancelled request is http/cancelled, logged as a warning', async () => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 50);
        const error = errorOf(await client.get('/hang', { signal: controller.signal }));
        expect(error).toMatchObject({ kind: 'http/cancelled', status: null });
        expect(logger.entries.map((e) => e.level)).toEqual(['warn']);
      });

      it('an already aborted signal cancels before sending', async () => {
        const error = errorOf(await client.post('/echo', {}, { signal: AbortSignal.abort() }));
        expect(error.kind).toBe('http/cancelled');
      });

      it.each([
        ['with Content-Length', `/big?bytes=${CAP + 1}`],
        ['streamed without a length', `/big-chunked?bytes=${CAP * 4}`],
      ])('a response body over the cap is http/too-large (%s)', async (_, path) => {
        const error = errorOf(await client.get(path));
        expect(error.kind).toBe('http/too-large');
        expect(error.message).toContain(`exceeds ${CAP} bytes`);
        expect(logger.entries.map((e) => e.level)).toEqual(['error']);
      });

      it('a response body exactly at the cap passes', async () => {
        expect(successOf(await client.get(`/big?bytes=${CAP}`)).body).toBeNull();
      });

      it('a request body over the cap is refused before sending', async () => {
        const error = errorOf(await client.post('/echo', { text: 'x'.repeat(CAP) }));
        expect(error).toMatchObject({ kind: 'http/too-large', status: null });
      });

      it('invalid JSON is http/invalid-response with the status', async () => {
        const error = errorOf(await client.get('/invalid-json'));
        expect(error).toMatchObject({ kind: 'http/invalid-response', status: 200 });
        expect(error.message).toMatch(/→ 200 in \d+ ms: invalid JSON/);
        expect(logger.entries.map((e) => e.level)).toEqual(['error']);
      });

      it('a quiet request logs nothing', async () => {
        errorOf(await client.get('/status/500', { quiet: true }));
        errorOf(await client.get('/hang', { quiet: true, timeoutMs: 50 }));
        expect(logger.entries).toEqual([]);
      });
    });

    describe('files', () => {
      it('uploads a multipart body with a meta part and a content part', async () => {
        const content = new Uint8Array([0, 1, 2, 13, 10, 45, 45, 255]);
        const res = successOf(
          await client.upload<{
            contentType: string;
            parts: { headers: Record<string, string>; base64: string }[];
          }>('/upload', {
            meta: { documentType: 'Ausweis', größe: 8 },
            content: { bytes: content, fileName: 'Ausweis "vorn".png', contentType: 'image/png' },
          }),
        );
        expect(res.status).toBe(201);
        expect(res.body.contentType).toMatch(/^multipart\/form-data; boundary=\S+$/);
        const [meta, file] = res.body.parts;
        expect(res.body.parts).toHaveLength(2);
        expect(meta?.headers['content-disposition']).toBe('form-data; name="meta"');
        expect(meta?.headers['content-type']).toBe('application/json');
        expect(JSON.parse(Buffer.from(meta?.base64 ?? '', 'base64').toString('utf8'))).toEqual({
          documentType: 'Ausweis',
          größe: 8,
        });
        expect(file?.headers['content-disposition']).toBe(
          'form-data; name="content"; filename="Ausweis %22vorn%22.png"',
        );
        expect(file?.headers['content-type']).toBe('image/png');
        expect(new Uint8Array(Buffer.from(file?.base64 ?? '', 'base64'))).toEqual(content);
      });

      it('downloads bytes with the file name from Content-Disposition', async () => {
        const file = successOf(await client.download('/download'));
        expect(file).toEqual({
          bytes: DOWNLOAD_BYTES,
          fileName: 'Vertrag.pdf',
          contentType: 'application/pdf',
        });
      });

      it('prefers the UTF-8 file name', async () => {
        expect(successOf(await client.download('/download-utf8')).fileName).toBe(
          'Rürup Vertrag.pdf',
        );
      });

      it('a failed download is a status error', async () => {
        expect(errorOf(await client.download('/status/404')).status).toBe(404);
      });

      it('a download over the cap is http/too-large', async () => {
        expect(errorOf(await client.download(`/big?bytes=${CAP + 1}`)).kind).toBe('http/too-large');
      });
    });
  });
};
