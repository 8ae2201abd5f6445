import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../../../adapters/catalogue/file-tariff-catalogue.adapter';
import { trackingEventFor } from '../../../../domain/tracking/tracking-event';
import { SAMPLE_CHOICE, SAMPLE_FORM } from '../../../fixtures/application/sample-application';
import { ensureBuilt } from '../../../support/built-server';
import type { AuthTestServer } from '../auth/auth-test-server';
import {
  APPLICATION_PAGE_FIELDS,
  CHALLENGE,
  CSRF_REFUSED,
  PORTAL,
  send,
  startPortal,
} from './attack-kit';

// Attack suite, CSRF: every state-changing route of the server gets every header variant
// a foreign page (or a sloppy check) could produce; the refused ones are exactly 403 in the error
// shape, before any handler runs; the allowed ones reach the route and get its own answer.

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

interface Route {
  readonly path: string;
  readonly type: string;
  readonly body: string;
  /** The route's own answer when the check lets the request through. */
  readonly status: number;
  /** The login service counts every attempt per ip: such a route gets a server of its own. */
  readonly limited?: boolean;
}

const json = (path: string, body: unknown, status: number): Route => ({
  path,
  type: JSON_TYPE,
  body: JSON.stringify(body),
  status,
});
const form = (
  path: string,
  fields: Record<string, string>,
  status: number,
  limited = false,
): Route => ({
  path,
  type: FORM_TYPE,
  body: new URLSearchParams(fields).toString(),
  status,
  limited,
});

const LOGIN_FIELDS = {
  callback: `${PORTAL}/api/auth/callback?returnTo=%2F`,
  challenge: CHALLENGE,
  api_product: 'rentenversicherung',
  config_key: 'rk-portal',
};

const ENTRY = {
  entry: '1',
  productType: 'schicht3',
  birthday: '12.04.1985',
  jobSituation: 'Beamter',
};

/** The application pages' address: the demo catalogue's tariff and its search. */
const JOURNEY = `tariffId=${SAMPLE_CHOICE.tariffId}&${SAMPLE_CHOICE.searchQuery}`;

/** Every state-changing route: the API, the auth API, the login service's forms, the pages' form. */
const ROUTES: readonly Route[] = [
  json('/api/bpm', { jobSituation: 'Beamter' }, 200),
  json(
    '/api/calculate-points',
    { productType: 'riester', monthlyPayment: 100, deviceOutput: 'desktop' },
    200,
  ),
  json('/api/info', { message: 'Hallo' }, 204),
  json('/api/warn', { message: 'Hallo' }, 204),
  json('/api/error', { message: 'Hallo' }, 204),
  form('/api/consent', { choice: 'necessary' }, 303),
  json(
    '/api/tracking/events',
    trackingEventFor({
      kind: 'pageview',
      path: '/rentenversicherung/lp/vergleichen',
      partner: { b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' },
      deviceOutput: 'desktop',
    }),
    204,
  ),
  json('/api/comparison', { query: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=100' }, 200),
  json('/api/auth/user/data', { ssoUserData: null, personalData: { firstName: 'Erika' } }, 401),
  json(
    '/api/auth/register-anonymous',
    { login: { email: 'erika@example.de', phoneNumber: '0171 2345678' } },
    200,
  ),
  { path: '/api/auth/logout', type: JSON_TYPE, body: '', status: 204 },
  form(
    '/login/auth/login',
    { ...LOGIN_FIELDS, email: 'erika@example.de', password: 'falsch' },
    // No such account: the page again with the message.
    401,
    true,
  ),
  // Incomplete: the page again with the messages at the fields.
  form('/login/auth/register', { ...LOGIN_FIELDS, email: 'kein-name@example.de' }, 400, true),
  form(
    '/login/auth/anonymous',
    { ...LOGIN_FIELDS, email: 'erika@example.de', phone: '0171 2345678' },
    302,
    true,
  ),
  // The application half; each let-through body is one its route refuses itself (400).
  json(
    '/api/applications',
    {
      form: SAMPLE_FORM,
      choice: SAMPLE_CHOICE,
      consents: { adviceWaiver: false, withdrawalNoticeRead: true, dataProtection: true },
      idempotencyKey: 'csrf-attack-key-0001',
    },
    400,
  ),
  json('/api/application/personal-data', { product: 'schicht3', fields: {} }, 400),
  json('/api/application/callback-request', { product: 'schicht3', fields: {} }, 400),
  form(`/personal-data?${JOURNEY}`, { firstName: '' }, 400),
  // The former callback page leads on to the booking page's callback form, storing nothing.
  form(`/beratung-anfragen?${JOURNEY}`, { firstName: '' }, 303),
  form(`/online-contract?${JOURNEY}`, { adviceWaiver: '' }, 400),
  form('/?index', ENTRY, 303),
  form('/rentenversicherung/lp/vergleichen', ENTRY, 303),
];

/** Header sets a browser on a foreign page, or a check that parses loosely, would let through. */
const REFUSED: readonly Record<string, string>[] = [
  { origin: 'null' },
  { origin: 'https://evil.example' },
  { referer: 'https://evil.example/seite' },
  { origin: 'https://evil.example', referer: `${PORTAL}/seite` },
  { origin: 'https://user@portal.example' },
  { origin: 'https://user:pass@portal.example' },
  { referer: 'https://user:pass@portal.example/seite' },
  { referer: 'https://portal.example@evil.example/seite' },
  { origin: 'https://portal.example:8443' },
  { origin: 'https://portal.example:443' },
  { referer: 'https://portal.example:8443/seite' },
  { origin: 'http://portal.example' },
  { referer: 'http://portal.example/seite' },
  { origin: 'https://PORTAL.EXAMPLE' },
  { origin: 'https://portal.example/' },
  { origin: 'https://portal.example/seite' },
  { origin: 'https://portal.example.evil.example' },
  { referer: 'https://portal.example.evil.example/seite' },
  { origin: 'https://evilportal.example' },
  { origin: `${PORTAL}, https://evil.example` },
  { origin: 'http://localhost:3000' },
  { origin: 'http://127.0.0.1' },
  { referer: 'kein-url' },
  { referer: '/seite' },
  { referer: 'javascript:alert(1)' },
];

/** What passes: no browser headers at all (curl), the portal's Origin, or its Referer. */
const ALLOWED: readonly Record<string, string>[] = [
  {},
  { origin: PORTAL },
  { referer: `${PORTAL}/rentenversicherung/lp/vergleichen?x=1` },
  { referer: 'https://PORTAL.example/seite' },
  { origin: PORTAL, referer: 'https://evil.example/seite' },
];

let server: AuthTestServer;
beforeAll(async () => {
  ensureBuilt();
  server = await startPortal({}, { catalogue: new FileTariffCatalogue(DEMO_CATALOGUE_FILE) });
}, 180_000);
afterAll(() => server.close());

const post = (target: AuthTestServer, route: Route, headers: Record<string, string>) =>
  send(target, 'POST', route.path, {
    headers: { ...(route.body === '' ? {} : { 'content-type': route.type }), ...headers },
    ...(route.body === '' ? {} : { body: route.body }),
  });

describe.each(ROUTES.map((route) => [route.path, route] as const))('POST %s', (_path, route) => {
  it('refuses every foreign or malformed Origin/Referer with exactly 403 in the error shape', async () => {
    for (const headers of REFUSED) {
      const answer = await post(server, route, headers);
      expect({ headers, status: answer.status }).toEqual({ headers, status: 403 });
      expect(answer.json).toEqual(CSRF_REFUSED);
      expect(answer.contentType).toBe('application/json; charset=utf-8');
      expect(answer.location).toBeNull();
      expect(answer.setCookies).toEqual([]);
    }
  }, 60_000);

  it(`lets the portal's own requests through to the route (${route.status})`, async () => {
    const target = route.limited === true ? await startPortal() : server;
    try {
      for (const headers of ALLOWED) {
        const answer = await post(target, route, headers);
        expect({ headers, status: answer.status }).toEqual({ headers, status: route.status });
      }
    } finally {
      if (target !== server) await target.close();
    }
  }, 60_000);
});

describe('other state-changing methods', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    '%s is checked too, before routing',
    async (method) => {
      for (const path of ['/api/bpm', '/api/auth/user/data', '/', '/api/nicht-da']) {
        const refused = await send(server, method, path, {
          headers: { origin: 'https://evil.example' },
        });
        expect({ method, path, status: refused.status }).toEqual({ method, path, status: 403 });
        expect(refused.json).toEqual(CSRF_REFUSED);
        const own = await send(server, method, path, { headers: { origin: PORTAL } });
        // Past the check: an address without this method is 405 when it has others, else 404.
        const status = path === '/api/bpm' || path === '/api/auth/user/data' ? 405 : 404;
        expect({ method, path, status: own.status }).toEqual({ method, path, status });
      }
    },
  );

  it('a refused post stores nothing', async () => {
    const saved = await post(server, ROUTES[0] as Route, { origin: PORTAL });
    const cookie = saved.setCookies[0]?.split(';')[0] ?? '';
    for (const headers of REFUSED) {
      await send(server, 'POST', '/api/bpm', {
        headers: { 'content-type': JSON_TYPE, cookie, ...headers },
        body: JSON.stringify({ jobSituation: 'Auszubildender' }),
      });
    }
    const read = await send(server, 'GET', '/api/bpm', { headers: { cookie } });
    expect(read.json).toEqual({ jobSituation: 'Beamter' });
  });
});

describe('GET changes nothing on the application routes', () => {
  const FIELDS = new URLSearchParams({
    product: 'schicht3',
    ...APPLICATION_PAGE_FIELDS,
    preferredTime: 'morning',
    dataProtection: '1',
    adviceWaiver: 'ja',
    withdrawalNoticeRead: 'ja',
    idempotencyKey: 'get-attack-key-0001',
  }).toString();

  it('a GET carrying a whole form stores no draft and confirms nothing', async () => {
    // A visitor of the portal: an invalid draft gave them their cookie and stored nothing.
    const first = await send(server, 'POST', '/api/application/personal-data', {
      headers: { origin: PORTAL, 'content-type': JSON_TYPE },
      body: JSON.stringify({ product: 'schicht3', fields: {} }),
    });
    expect(first.status).toBe(400);
    const cookie = first.setCookies.map((line) => line.split(';')[0]).join('; ');
    expect(cookie).toContain('rk_visitor=');
    for (const path of ['/personal-data', '/beratung-anfragen', '/online-contract']) {
      const answer = await send(server, 'GET', `${path}?${JOURNEY}&${FIELDS}`, {
        headers: { cookie },
      });
      // The page itself (or, without a draft, the way back to it), never a confirmation.
      expect({ path, location: answer.location }).toEqual({
        path,
        location:
          path === '/online-contract'
            ? answer.location
            : path === '/beratung-anfragen'
              ? expect.stringMatching(/^\/beratung\/termin\?origin=tariff&.*callback=1$/)
              : null,
      });
      expect(answer.location ?? '').not.toMatch(/thankyou|gesendet/);
      expect(answer.text).not.toContain('Vielen Dank');
    }
    const api = await send(server, 'GET', `/api/application/personal-data?${FIELDS}`, {
      headers: { cookie },
    });
    expect(api.json).toEqual({ draft: null });
  });
});
