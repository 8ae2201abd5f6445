import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieValue, setCookies } from '../../../support/api-call';
import { startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/ren-ref', () => {
  it('takes the query value and keeps it in an HttpOnly cookie for 180 days', async () => {
    const answer = await call(server, 'GET', '/api/ren-ref?renRef=partner-4711');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ renRef: 'partner-4711' });
    const line = setCookies(answer).find((c) => c.startsWith('renRef='));
    expect(line).toBe('renRef=partner-4711; Max-Age=15552000; Path=/; HttpOnly; SameSite=Lax');
  });

  it('keeps an existing cookie without the query, and makes a new reference without either', async () => {
    const kept = await call(server, 'GET', '/api/ren-ref', {
      headers: { cookie: 'renRef=abc.123' },
    });
    expect(kept.json).toEqual({ renRef: 'abc.123' });
    const fresh = await call(server, 'GET', '/api/ren-ref');
    const { renRef } = fresh.json as { renRef: string };
    expect(renRef).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(cookieValue(fresh, 'renRef')).toBe(renRef);
    const other = await call(server, 'GET', '/api/ren-ref');
    expect((other.json as { renRef: string }).renRef).not.toBe(renRef);
  });

  it('lets the query win over the cookie and replaces a malformed cookie', async () => {
    const answer = await call(server, 'GET', '/api/ren-ref?renRef=neu', {
      headers: { cookie: 'renRef=alt' },
    });
    expect(answer.json).toEqual({ renRef: 'neu' });
    const broken = await call(server, 'GET', '/api/ren-ref', {
      headers: { cookie: 'renRef=%3Cscript%3E' },
    });
    expect((broken.json as { renRef: string }).renRef).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it.each([
    ['/api/ren-ref?renRef=%3Cscript%3E', 'Das Feld „renRef“ hat einen unzulässigen Wert.'],
    [`/api/ren-ref?renRef=${'a'.repeat(101)}`, 'Das Feld „renRef“ hat einen unzulässigen Wert.'],
    ['/api/ren-ref?foo=1', 'Das Feld „foo“ ist hier nicht erlaubt.'],
  ])('refuses %s with 400', async (path, message) => {
    const answer = await call(server, 'GET', path);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { kind: 'request/validation', message } });
    expect(setCookies(answer)).toEqual([]);
  });
});

describe('GET /api/general-tracking/session-id', () => {
  it('answers a fresh unguessable id for a new visit, kept in a browser-session cookie', async () => {
    const a = await call(server, 'GET', '/api/general-tracking/session-id');
    const b = await call(server, 'GET', '/api/general-tracking/session-id');
    expect(a.status).toBe(200);
    expect(a.json).toEqual({ sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
    expect(a.json).not.toEqual(b.json);
    const { sessionId } = a.json as { sessionId: string };
    expect(setCookies(a)).toEqual([`rk_tsid=${sessionId}; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it('keeps the id of the visit on the next page load', async () => {
    const first = await call(server, 'GET', '/api/general-tracking/session-id');
    const { sessionId } = first.json as { sessionId: string };
    const again = await call(server, 'GET', '/api/general-tracking/session-id', {
      headers: { cookie: `rk_tsid=${sessionId}` },
    });
    expect(again.json).toEqual({ sessionId });
    expect(setCookies(again)).toEqual([]);
  });

  it('replaces a cookie value it did not hand out', async () => {
    const answer = await call(server, 'GET', '/api/general-tracking/session-id', {
      headers: { cookie: 'rk_tsid=%3Cscript%3E' },
    });
    expect((answer.json as { sessionId: string }).sessionId).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
