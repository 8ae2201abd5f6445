import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_CHOICE } from '../../../fixtures/application/sample-application';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';
import { expectHtmlShape, expectJsonShape } from './expect-shape';
import { rawGet, rawRequest } from './raw-http';

// Oversized requests — a body over its route's limit, an address or headers
// over Node's 16 KB — are answered in the documented shape and name the limit that was passed.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const KB = 1024;
/** The application pages' address: the demo catalogue's tariff and its search. */
const JOURNEY = `tariffId=${SAMPLE_CHOICE.tariffId}&${SAMPLE_CHOICE.searchQuery}`;
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
    ['/api/applications', 'application/json', MB, '1 MB'],
    ['/api/application/personal-data', 'application/json', MB, '1 MB'],
    ['/api/application/callback-request', 'application/json', MB, '1 MB'],
    [`/personal-data?${JOURNEY}`, 'application/x-www-form-urlencoded', 4 * KB, '4 KB'],
    [`/beratung-anfragen?${JOURNEY}`, 'application/x-www-form-urlencoded', 4 * KB, '4 KB'],
    [`/online-contract?${JOURNEY}`, 'application/x-www-form-urlencoded', 4 * KB, '4 KB'],
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

  it('a journey page form from the browser gets the HTML error page', async () => {
    const answer = await rawRequest(
      server.url,
      postOfSize(`/personal-data?${JOURNEY}`, 'application/x-www-form-urlencoded', 4 * KB + 1, {
        Accept: 'text/html,application/xhtml+xml',
      }),
    );
    expectHtmlShape(answer, server.deps.config, 413, 'Die Anfrage ist zu groß (höchstens 4 KB).');
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

  it('a 100 kB address of an API route is 414 in the JSON shape', async () => {
    const answer = await rawRequest(
      server.url,
      rawGet(`/api/comparison/${'1'.repeat(100_000)}`, { accept: 'text/html' }),
    );
    expectJsonShape(answer, server.deps.config, 414, 'request/uri-too-long', URI_TOO_LONG);
  });

  it('a 100 kB address of a page (a link followed) is 414 as the HTML error page', async () => {
    const answer = await rawRequest(server.url, rawGet(`/result?noc=${'1'.repeat(100_000)}`));
    expectHtmlShape(answer, server.deps.config, 414, URI_TOO_LONG);
  });

  it('20 KB of headers are 431 in the JSON shape, logged once', async () => {
    const before = server.logger.entries.length;
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
    await vi.waitFor(() => expect(server.logger.entries.length).toBeGreaterThan(before));
    expect(server.logger.entries.slice(before)).toEqual([
      {
        level: 'info',
        message: 'request',
        meta: {
          statusCode: 431,
          clientError: 'HPE_HEADER_OVERFLOW',
          correlationId: answer.headers['x-correlation-id'],
        },
      },
    ]);
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

describe('a login loop does not grow the session and login-code tables (finding 8)', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer({ build: { retentionSweepMs: 20 } });
  });
  afterAll(async () => {
    await own.close();
  });

  const rows = async (
    table: 'login_sessions' | 'login_codes' | 'login_attempts',
  ): Promise<number> => {
    const row = await own.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** One request as the browser sends it; the public origin's addresses go to the test server. */
  const send = async (
    cookies: Map<string, string>,
    address: string,
    form?: Readonly<Record<string, string>>,
  ): Promise<Response> => {
    const url = address.replace(PUBLIC_ORIGIN, own.url);
    const headers: Record<string, string> = {
      origin: PUBLIC_ORIGIN,
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const answer = await fetch(new URL(url, own.url), {
      method: form === undefined ? 'GET' : 'POST',
      headers,
      body: form === undefined ? undefined : new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };

  /** "Weiter ohne Konto" twice: once to the end (a session), once abandoned (a code left). */
  const loginTwice = async (): Promise<void> => {
    const cookies = new Map<string, string>();
    const started = await send(cookies, '/api/auth/login?returnTo=/');
    expect(started.status).toBe(302);
    const prepare = new URL(started.headers.get('location') ?? '');
    const form = {
      ...Object.fromEntries(
        ['callback', 'challenge', 'api_product', 'config_key'].map((name) => [
          name,
          prepare.searchParams.get(name) ?? '',
        ]),
      ),
      email: 'max.muster@example.org',
      phone: '030 1234567',
    };
    const abandoned = await send(cookies, '/login/auth/anonymous', form);
    expect(abandoned.status).toBe(302);
    const fromService = await send(cookies, '/login/auth/anonymous', form);
    expect(fromService.status).toBe(302);
    const back = await send(cookies, fromService.headers.get('location') ?? '');
    expect(back.status).toBe(302);
    expect(cookies.get('rk_session')).toBeDefined();
  };

  it('keeps at most the sessions of the last 30 days and no void code', async () => {
    for (let i = 0; i < 25; i++) {
      await loginTwice();
      // Each round a month later: every earlier session is past the cookie's 30 days.
      own.clock.advance({ hours: 31 * 24 });
    }
    // The sweep runs on its own timer: wait for it, the tables must shrink to what is kept.
    await vi.waitFor(
      async () => {
        expect(await rows('login_sessions')).toBe(0);
        expect(await rows('login_codes')).toBe(0);
        // The ip's attempts too, though no new attempt came to clear them (finding 4 of issue 30).
        expect(await rows('login_attempts')).toBe(0);
      },
      { timeout: 5_000, interval: 20 },
    );
    // A fresh login is kept: the sweep deletes only what nobody can present any more.
    await loginTwice();
    own.clock.advance({ hours: 29 * 24 });
    // The abandoned code going shows a sweep ran after the clock moved on; the session stays.
    await vi.waitFor(async () => expect(await rows('login_codes')).toBe(0), {
      timeout: 5_000,
      interval: 20,
    });
    expect(await rows('login_sessions')).toBe(1);
  });
});
