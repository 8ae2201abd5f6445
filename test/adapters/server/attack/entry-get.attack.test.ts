import { sign } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../support/built-server';
import type { AuthTestServer } from '../auth/auth-test-server';
import {
  CSRF_REFUSED,
  cookieOf,
  jsonPost,
  PORTAL,
  type RawAnswer,
  send,
  startPortal,
} from './attack-kit';

// No GET changes stored data. The entry widget without JavaScript posts its
// form (CSRF-checked) and is redirected with 303; a GET with the same fields only navigates.
// The pages come from the production build (dist/), as in `npm test`.

const MAIN = '/rentenversicherung/lp/vergleichen';
const STORED = { birthday: '1990-01-31', jobSituation: 'Angestellter' };
const FORM = 'application/x-www-form-urlencoded';
/** A top-level navigation started by a foreign page: no Origin, its Referer. */
const FROM_EVIL = { referer: 'https://evil.example/', 'sec-fetch-site': 'cross-site' };

let server: AuthTestServer;
beforeAll(async () => {
  ensureBuilt();
  server = await startPortal();
}, 180_000);
afterAll(() => server.close());

/** A visitor with stored business-process data: the Cookie header of their signed rk_visitor. */
const visitorWithData = async (): Promise<string> => {
  const saved = await send(server, 'POST', '/api/bpm', jsonPost({ origin: PORTAL }, STORED));
  expect(saved.status).toBe(200);
  const cookie = cookieOf(saved, 'rk_visitor');
  if (cookie === undefined) throw new Error('no visitor cookie');
  return cookie;
};

const storedFor = async (cookie: string): Promise<unknown> =>
  (await send(server, 'GET', '/api/bpm', { headers: { cookie } })).json;

const postEntry = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
): Promise<RawAnswer> =>
  send(server, 'POST', path, {
    headers: { 'content-type': FORM, ...headers },
    body: new URLSearchParams({ entry: '1', ...fields }).toString(),
  });

describe('GET with the entry fields writes nothing', () => {
  it.each([
    '/?entry=1&birthday=12.04.1985&jobSituation=Beamter',
    `${MAIN}?entry=1&productType=schicht3&birthday=12.04.1985&jobSituation=Beamter`,
    `${MAIN}?entry=1&productType=sofort&birthday=12.04.1985`,
    `${MAIN}?entry=1&birthday=01.01.1950&jobSituation=Beamter`,
    '/home?entry=1&jobSituation=Auszubildender',
  ])('%s leaves the stored data unchanged', async (path) => {
    const cookie = await visitorWithData();
    const answer = await send(server, 'GET', path, { headers: { cookie, ...FROM_EVIL } });
    expect([200, 302, 303]).toContain(answer.status);
    expect(cookieOf(answer, 'rk_visitor')).toBeUndefined();
    expect(await storedFor(cookie)).toEqual(STORED);
  });

  it('creates no visitor for a browser without one', async () => {
    const answer = await send(server, 'GET', '/?entry=1&birthday=12.04.1985&jobSituation=Beamter', {
      headers: FROM_EVIL,
    });
    expect(cookieOf(answer, 'rk_visitor')).toBeUndefined();
  });

  it('still leads a bookmarked GET to the next step (a navigation, nothing saved)', async () => {
    const answer = await send(server, 'GET', '/?entry=1&birthday=12.04.1985&jobSituation=Beamter');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      '/onboarding-personal-data?jobSituation=Beamter&birthday=1985-04-12',
    );
  });
});

describe('the entry form without JavaScript posts (SPEC §2 call-to-action)', () => {
  it.each([
    ['/', '/?index'],
    [MAIN, MAIN],
    [`${MAIN}?jobSituation=Beamter`, `${MAIN}?jobSituation=Beamter`],
  ])('the form on %s posts to its own route (%s)', async (path, action) => {
    const page = await send(server, 'GET', path);
    expect(page.status).toBe(200);
    const form = /<form[^>]*class="entry"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${action.replaceAll('&', '&amp;')}"`);
  });

  it('saves and answers 303 to /onboarding-personal-data', async () => {
    const cookie = await visitorWithData();
    const answer = await postEntry(
      MAIN,
      { productType: 'schicht3', birthday: '12.04.1985', jobSituation: 'Beamter' },
      { origin: PORTAL, cookie },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(
      '/onboarding-personal-data?jobSituation=Beamter&birthday=1985-04-12',
    );
    expect(await storedFor(cookie)).toEqual({ birthday: '1985-04-12', jobSituation: 'Beamter' });
  });

  it('Sofort: 303 to /onboarding-sofort; a new visitor gets a signed cookie', async () => {
    const answer = await postEntry(
      '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen',
      { productType: 'sofort', birthday: '01.05.1960' },
      { origin: PORTAL },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/onboarding-sofort?birthday=1960-05-01');
    const cookie = cookieOf(answer, 'rk_visitor');
    expect(cookie).toMatch(/^rk_visitor=[A-Za-z0-9_-]{24}\.[A-Za-z0-9%]+$/);
    expect(await storedFor(cookie ?? '')).toEqual({ birthday: '1960-05-01' });
  });

  it('an invalid birth date stays on the page with the message; only the job situation is saved', async () => {
    const cookie = await visitorWithData();
    const answer = await postEntry(
      '/?index',
      { productType: 'schicht3', birthday: '01.01.1950', jobSituation: 'Beamter' },
      { origin: PORTAL, cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('Das Höchstalter beträgt 62 Jahre');
    expect(answer.text).toContain('value="01.01.1950"');
    expect(await storedFor(cookie)).toEqual({ birthday: STORED.birthday, jobSituation: 'Beamter' });
  });

  it.each<Record<string, string>>([
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { referer: 'https://evil.example/landing' },
  ])('a post from a foreign page (%j) is 403 and changes nothing', async (headers) => {
    const cookie = await visitorWithData();
    const answer = await postEntry(
      '/',
      { productType: 'schicht3', birthday: '12.04.1985', jobSituation: 'Beamter' },
      { cookie, ...headers },
    );
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(CSRF_REFUSED);
    expect(await storedFor(cookie)).toEqual(STORED);
  });

  it('a browser shows the refused foreign post as the German error page, not JSON', async () => {
    const cookie = await visitorWithData();
    const answer = await postEntry(
      '/',
      { productType: 'schicht3', birthday: '12.04.1985', jobSituation: 'Beamter' },
      { cookie, origin: 'https://evil.example', accept: 'text/html,application/xhtml+xml' },
    );
    expect(answer.status).toBe(403);
    expect(answer.contentType).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<h1>Das hat leider nicht geklappt</h1>');
    expect(await storedFor(cookie)).toEqual(STORED);
  });

  it('a form over 4 KB is 413 naming its own limit, and changes nothing', async () => {
    const cookie = await visitorWithData();
    const answer = await postEntry(
      '/?index',
      { productType: 'schicht3', birthday: '12.04.1985', jobSituation: 'x'.repeat(5000) },
      { origin: PORTAL, cookie },
    );
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      error: { kind: 'request/too-large', message: 'Die Anfrage ist zu groß (höchstens 4 KB).' },
    });
    expect(await storedFor(cookie)).toEqual(STORED);
  });

  it("a forged visitor id cannot write another visitor's data", async () => {
    const cookie = await visitorWithData();
    const signed = decodeURIComponent(cookie.slice('rk_visitor='.length));
    const id = signed.slice(0, signed.lastIndexOf('.'));
    for (const forged of [id, sign(id, 'a-secret-that-is-not-the-servers-one-32+')]) {
      const answer = await postEntry(
        '/?index',
        { productType: 'schicht3', birthday: '12.04.1985', jobSituation: 'Beamter' },
        { origin: PORTAL, cookie: `rk_visitor=${encodeURIComponent(forged)}` },
      );
      expect(answer.status).toBe(303);
      expect(cookieOf(answer, 'rk_visitor')).not.toContain(id);
    }
    expect(await storedFor(cookie)).toEqual(STORED);
  });

  it('a post to a page without the entry form changes nothing', async () => {
    const cookie = await visitorWithData();
    const answer = await postEntry(
      '/onboarding-personal-data',
      { birthday: '12.04.1985', jobSituation: 'Beamter' },
      { origin: PORTAL, cookie },
    );
    expect(answer.status).toBe(405);
    expect(await storedFor(cookie)).toEqual(STORED);
  });
});
