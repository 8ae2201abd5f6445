import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../../../adapters/catalogue/file-tariff-catalogue.adapter';
import { ensureBuilt } from '../../../support/built-server';
import type { AuthTestServer } from '../auth/auth-test-server';
import {
  APPLICATION_PAGE_FIELDS,
  CHALLENGE,
  cookieOf,
  PORTAL,
  preparePath,
  type RawAnswer,
  send,
  startPortal,
} from './attack-kit';

/** Each test loops over every payload: generous on a shared 2-core machine (no timing asserted). */
const LOOP_TIMEOUT_MS = 120_000;

// Attack suite, open redirects: every endpoint that answers with a redirect gets every
// payload family; each answer has its exact status, and any Location stays on PORTAL.

/** Placeholder for the listening port in the loopback payloads. */
const PORT = '{port}';

/** The open-redirect families: protocol-relative, dot segments, schemes, user info, slashes. */
const PAYLOADS: readonly string[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '//evil.example/%2f..',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/..//evil.example',
  '/../\\evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://EVIL.EXAMPLE',
  'hTtPs://evil.example',
  '//EVIL.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'javascript://portal.example/%0aalert(1)',
  'javascript%3Aalert(1)',
  '%6aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://portal.example@evil.example',
  'https://portal.example:443@evil.example/',
  'https://user:pass@portal.example/',
  'https://evil.example#@portal.example',
  'https://evil.example?@portal.example',
  'https://evil.example\\@portal.example',
  'https://portal.example.evil.example',
  'https://evil.example/https://portal.example',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  'https%3A%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  'ht\ntps://evil.example',
  '/ /evil.example',
  '/\u3002evil.example',
  '//evil\u3002example',
  `http://localhost:${PORT}/steal`,
  `http://127.0.0.1:${PORT}/steal`,
  `http://[::1]:${PORT}/steal`,
  `http://[0:0:0:0:0:0:0:1]:${PORT}/steal`,
  `http://[::ffff:127.0.0.1]:${PORT}/steal`,
  `http://2130706433:${PORT}/steal`,
  `http://0x7f.0.0.1:${PORT}/steal`,
  `http://0177.0.0.1:${PORT}/steal`,
  `http://127.1:${PORT}/steal`,
  `//localhost:${PORT}/steal`,
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/..%2f/evil.example',
  '/%09/evil.example',
  '/ok#//evil.example',
  '',
];

/**
 * Payloads that are paths on the portal after all: a browser resolves each to PORTAL (an encoded
 * slash or backslash stays part of one path segment), so a redirect to them is no open redirect.
 */
const SAME_ORIGIN_PATHS: ReadonlySet<string> = new Set([
  '/\u3002evil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/..%2f/evil.example',
  '/%09/evil.example',
  '/ok#//evil.example',
]);

let server: AuthTestServer;
let port: string;
beforeAll(async () => {
  ensureBuilt();
  server = await startPortal();
  port = String(server.deps.config.port);
}, 180_000);
afterAll(() => server.close());

const payloads = (): readonly string[] => PAYLOADS.map((p) => p.replaceAll(PORT, port));

/** Header values are visible ASCII and tabs: other payloads only travel in URLs and bodies. */
const headerSafe = (payload: string): boolean => /^[\t\x20-\x7e]*$/.test(payload);

/**
 * A Location that a browser resolves against the page stays on PORTAL: a relative path whose
 * second character is no slash or backslash, or an absolute URL of PORTAL.
 */
const expectOnPortal = (answer: RawAnswer, payload: string): void => {
  const location = answer.location;
  expect({ payload, location }).toEqual({ payload, location: expect.any(String) });
  const resolved = new URL(location ?? '', `${PORTAL}/seite/`);
  expect({ payload, origin: resolved.origin }).toEqual({ payload, origin: PORTAL });
  expect(resolved.username + resolved.password).toBe('');
  if (!/^https?:/i.test(location ?? '')) {
    expect({ payload, location }).toEqual({
      payload,
      location: expect.stringMatching(/^\/(?![/\\])/),
    });
    expect(location).not.toMatch(/[\s\\]/);
  }
};

describe('the login service: GET /login/auth/prepare?callback=…', () => {
  it(
    'refuses every payload with 400, no form and no redirect',
    async () => {
      for (const payload of payloads()) {
        const answer = await send(server, 'GET', preparePath(payload));
        expect({ payload, status: answer.status }).toEqual({ payload, status: 400 });
        expect(answer.location).toBeNull();
        expect(answer.text).not.toContain('<form');
      }
    },
    LOOP_TIMEOUT_MS,
  );
});

describe('the login service: its form posts with a swapped callback', () => {
  it(
    'refuse every payload with 400 and no redirect (no code, e-mail or phone leaves)',
    async () => {
      // The login service allows 10 attempts per ip in 10 minutes: a fresh server every 9 posts.
      let current: AuthTestServer | null = null;
      try {
        for (const [i, payload] of payloads().entries()) {
          if (i % 9 === 0) {
            await current?.close();
            current = await startPortal();
          }
          if (current === null) throw new Error('no server');
          const answer = await send(current, 'POST', '/login/auth/anonymous', {
            headers: { origin: PORTAL, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              callback: payload.replaceAll(port, String(current.deps.config.port)),
              challenge: CHALLENGE,
              api_product: 'rentenversicherung',
              config_key: 'rk-portal',
              email: 'erika@example.de',
              phone: '0171 2345678',
            }).toString(),
          });
          expect({ payload, status: answer.status }).toEqual({ payload, status: 400 });
          expect(answer.location).toBeNull();
        }
      } finally {
        await current?.close();
      }
    },
    LOOP_TIMEOUT_MS,
  );
});

describe('GET /api/auth/login?returnTo=…', () => {
  it(
    'refuses every foreign target with 400 in the error shape; a same-origin path goes on',
    async () => {
      for (const payload of payloads()) {
        const answer = await send(
          server,
          'GET',
          `/api/auth/login?returnTo=${encodeURIComponent(payload)}`,
        );
        if (SAME_ORIGIN_PATHS.has(payload)) {
          expect({ payload, status: answer.status }).toEqual({ payload, status: 302 });
        } else {
          expect({ payload, status: answer.status }).toEqual({ payload, status: 400 });
          expect(answer.json).toEqual({
            error: { kind: 'auth/return-to', message: 'Die Rücksprungadresse ist nicht erlaubt.' },
          });
          expect(answer.location).toBeNull();
          continue;
        }
        // To the login service on PORTAL, whose callback comes back to PORTAL with a path on it.
        expectOnPortal(answer, payload);
        const prepare = new URL(answer.location ?? '');
        expect(prepare.pathname).toBe('/login/auth/prepare');
        const callback = new URL(prepare.searchParams.get('callback') ?? '');
        expect(callback.origin).toBe(PORTAL);
        expect(new URL(callback.searchParams.get('returnTo') ?? '', `${PORTAL}/`).origin).toBe(
          PORTAL,
        );
      }
    },
    LOOP_TIMEOUT_MS,
  );
});

describe('GET /api/auth/callback?returnTo=…', () => {
  it(
    'answers 302 to a path on PORTAL for every payload (a refused login included)',
    async () => {
      for (const payload of payloads()) {
        const answer = await send(
          server,
          'GET',
          `/api/auth/callback?returnTo=${encodeURIComponent(payload)}&rksession=falsch`,
        );
        expect({ payload, status: answer.status }).toEqual({ payload, status: 302 });
        expectOnPortal(answer, payload);
      }
    },
    LOOP_TIMEOUT_MS,
  );
});

describe('POST /api/consent goes back to the Referer', () => {
  it(
    'answers 303 to a path on PORTAL for every payload as the Referer path or whole Referer',
    async () => {
      for (const payload of payloads().filter(headerSafe)) {
        for (const referer of [
          `${PORTAL}${payload.startsWith('/') ? '' : '/'}${payload}`,
          payload,
        ]) {
          const answer = await send(server, 'POST', '/api/consent', {
            headers: {
              origin: PORTAL,
              'content-type': 'application/x-www-form-urlencoded',
              ...(referer.trim() === '' ? {} : { referer }),
            },
            body: 'choice=necessary',
          });
          expect({ referer, status: answer.status }).toEqual({ referer, status: 303 });
          expectOnPortal(answer, referer);
        }
      }
    },
    LOOP_TIMEOUT_MS,
  );
});

describe('the entry form and its GET', () => {
  const ENTRY = '/rentenversicherung/lp/vergleichen';

  it(
    'POST: a payload as job situation is dropped (303 to the step); as birth date it stays (200)',
    async () => {
      for (const payload of payloads()) {
        const asJob = await send(server, 'POST', ENTRY, {
          headers: { origin: PORTAL, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            entry: '1',
            productType: 'schicht3',
            birthday: '12.04.1985',
            jobSituation: payload,
          }).toString(),
        });
        expect({ payload, status: asJob.status }).toEqual({ payload, status: 303 });
        expect(asJob.location).toBe('/onboarding-personal-data?birthday=1985-04-12');
        const asBirthday = await send(server, 'POST', ENTRY, {
          headers: { origin: PORTAL, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ entry: '1', birthday: payload }).toString(),
        });
        const expected = payload === '' ? 303 : 200;
        expect({ payload, status: asBirthday.status }).toEqual({ payload, status: expected });
        if (expected === 303) expectOnPortal(asBirthday, payload);
        else expect(asBirthday.location).toBeNull();
      }
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    'GET: the same, as a navigation (302) or the page with the message (200)',
    async () => {
      for (const payload of payloads()) {
        const query = new URLSearchParams({ entry: '1', birthday: payload, jobSituation: payload });
        const answer = await send(server, 'GET', `${ENTRY}?${query}`);
        const expected = payload === '' ? 302 : 200;
        expect({ payload, status: answer.status }).toEqual({ payload, status: expected });
        if (expected === 302) expectOnPortal(answer, payload);
      }
    },
    LOOP_TIMEOUT_MS,
  );
});

describe('the comparison page canonicalises its tariff list with a redirect', () => {
  it(
    'keeps every payload as a tariff id inside its own query (302 to /comparison) or refuses it (400)',
    async () => {
      for (const payload of payloads()) {
        const query = new URLSearchParams([
          ['tariffIds', 'nordlicht-leben-privatrente-klassik'],
          ['tariffIds', payload],
          ['js', 'Angestellter'],
          ['bd', '1985-04-12'],
          ['pt', 'schicht3'],
          ['mp', '100'],
        ]);
        const answer = await send(server, 'GET', `/comparison?${query}`);
        // An empty id is no tariff; any other text is an id to look up, carried encoded.
        const expected = payload === '' ? 400 : 302;
        expect({ payload, status: answer.status }).toEqual({ payload, status: expected });
        if (expected === 400) {
          expect(answer.location).toBeNull();
          continue;
        }
        expectOnPortal(answer, payload);
        expect(answer.location).toMatch(
          /^\/comparison\?tariffIds=nordlicht-leben-privatrente-klassik,/,
        );
      }
    },
    LOOP_TIMEOUT_MS,
  );
});

describe('the application journey page forms', () => {
  // The journey needs the tariff catalogue: a server of its own with the demo catalogue.
  let journey: AuthTestServer;
  beforeAll(async () => {
    journey = await startPortal({}, { catalogue: new FileTariffCatalogue(DEMO_CATALOGUE_FILE) });
  });
  afterAll(() => journey.close());
  const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';
  const TARIFF = 'nordlicht-leben-privatrente-etf';
  const FORM_HEADERS = { origin: PORTAL, 'content-type': 'application/x-www-form-urlencoded' };
  const APPLICATION = new URLSearchParams(APPLICATION_PAGE_FIELDS).toString();
  const CONSULTATION = new URLSearchParams({
    firstName: 'Jürgen',
    lastName: 'Müßig-Özdemir',
    phoneNumber: '+49 170 1234567',
    preferredTime: 'morning',
    email: 'juergen.muessig@example.de',
    dataProtection: '1',
  }).toString();

  /** The journey's address with the payload as the tariff, as an extra parameter, as the search. */
  const addressesOf = (path: string, payload: string): readonly string[] => [
    `${path}?${new URLSearchParams({ tariffId: payload })}&${SEARCH}`,
    `${path}?tariffId=${TARIFF}&${SEARCH}&${new URLSearchParams({ returnTo: payload, next: payload, redirect: payload })}`,
    `${path}?tariffId=${TARIFF}&${new URLSearchParams({ js: payload, bd: payload, pt: payload })}`,
  ];

  it.each([
    ['/personal-data', APPLICATION, `^/online-contract\\?tariffId=${TARIFF}&`],
    // The former callback page leads to the booking page's callback form (issue 29 finding 9).
    [
      '/beratung-anfragen',
      CONSULTATION,
      `^/beratung/termin\\?origin=tariff&product=schicht3&tariffId=${TARIFF}&callback=1$`,
    ],
  ])(
    'POST %s: the valid form goes on with 303 to a path on PORTAL, whatever the address and Referer carry',
    async (path, body, next) => {
      const plain = await send(journey, 'POST', `${path}?tariffId=${TARIFF}&${SEARCH}`, {
        headers: FORM_HEADERS,
        body,
      });
      expect(plain.status).toBe(303);
      expect(plain.location).toMatch(new RegExp(next));
      for (const payload of payloads()) {
        for (const address of addressesOf(path, payload)) {
          const answer = await send(journey, 'POST', address, { headers: FORM_HEADERS, body });
          // A bad tariff or search is the page with its message; a good one goes on.
          expect({ address, status: answer.status }).toEqual({
            address,
            status: expect.toBeOneOf([303, 400, 404]),
          });
          if (answer.status === 303) expectOnPortal(answer, payload);
          else expect(answer.location).toBeNull();
        }
        if (!headerSafe(payload) || payload.trim() === '') continue;
        const referred = await send(journey, 'POST', `${path}?tariffId=${TARIFF}&${SEARCH}`, {
          headers: { ...FORM_HEADERS, referer: `${PORTAL}/${payload}` },
          body,
        });
        expect({ payload, status: referred.status }).toEqual({ payload, status: 303 });
        expectOnPortal(referred, payload);
        expect(referred.location).toMatch(/^\/(online-contract|beratung\/termin)\?/);
      }
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    'POST /online-contract with a draft: 303 on PORTAL (thank-you page or its retry page) whatever the address carries',
    async () => {
      const saved = await send(journey, 'POST', `/personal-data?tariffId=${TARIFF}&${SEARCH}`, {
        headers: FORM_HEADERS,
        body: APPLICATION,
      });
      expect(saved.status).toBe(303);
      const cookie = cookieOf(saved, 'rk_visitor');
      expect(cookie).toBeDefined();
      for (const [i, payload] of payloads().entries()) {
        const address = `/online-contract?tariffId=${TARIFF}&${SEARCH}&${new URLSearchParams({ returnTo: payload, next: payload })}`;
        const answer = await send(journey, 'POST', address, {
          headers: { ...FORM_HEADERS, cookie: cookie ?? '' },
          body: new URLSearchParams({
            idempotencyKey: `redirect-attack-key-${i}`,
            adviceWaiver: 'ja',
            withdrawalNoticeRead: 'ja',
            dataProtection: 'ja',
          }).toString(),
        });
        expect({ address, status: answer.status }).toEqual({ address, status: 303 });
        expectOnPortal(answer, payload);
        expect(answer.location).toMatch(/^\/thankyou(-error)?\?/);
      }
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    'POST /online-contract with the payload in the address or as the idempotency key: any redirect stays on PORTAL',
    async () => {
      for (const payload of payloads()) {
        for (const address of addressesOf('/online-contract', payload)) {
          const answer = await send(journey, 'POST', address, {
            headers: FORM_HEADERS,
            body: new URLSearchParams({
              idempotencyKey: payload,
              adviceWaiver: 'ja',
              withdrawalNoticeRead: 'ja',
              dataProtection: 'ja',
            }).toString(),
          });
          expect({ address, status: answer.status }).toEqual({
            address,
            status: expect.toBeOneOf([303, 400, 404]),
          });
          if (answer.status === 303) expectOnPortal(answer, payload);
          else expect(answer.location).toBeNull();
        }
      }
    },
    LOOP_TIMEOUT_MS,
  );
});
