import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BPM_SAVE_FAILED, PortalApiAdapter } from '../../../adapters/http/portal-api.adapter';
import { UndiciHttpClient } from '../../../adapters/http/undici-http-client.adapter';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import { err, ok } from '../../../domain/result';
import type { HttpClientPort, HttpRequestOptions } from '../../../ports/http-client.port';
import { BANNERS, DOCUMENTED, FakePortalApi } from './fake-portal-api';

const NOW = Temporal.Instant.from('2026-11-02T10:00:00Z');

describe('PortalApiAdapter against a fake backend', () => {
  let fake: FakePortalApi;
  let http: UndiciHttpClient;
  let logger: MemoryLogger;
  let api: PortalApiAdapter;
  let options: HttpRequestOptions[];

  beforeAll(async () => {
    fake = await FakePortalApi.start();
  });
  afterAll(async () => {
    await http.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.reset();
    await http?.close();
    logger = new MemoryLogger();
    http = new UndiciHttpClient(
      { baseUrl: fake.baseUrl, userAgent: 'Rentenkompass/0.1.0 (+portal)', defaultTimeoutMs: 2000 },
      logger,
    );
    options = [];
    const record = (o: HttpRequestOptions | undefined): HttpRequestOptions | undefined => {
      options.push(o ?? {});
      return o;
    };
    const recording = {
      get: (url: string, o?: HttpRequestOptions) => http.get(url, record(o)),
      post: (url: string, json: unknown, o?: HttpRequestOptions) => http.post(url, json, record(o)),
    } as HttpClientPort;
    api = new PortalApiAdapter(
      recording,
      logger,
      new FixedClockAdapter(NOW),
      new SequentialIdGenerator(),
    );
  });

  const levels = (): string[] => logger.entries.map((e) => e.level);
  const last = () => fake.received.at(-1);

  it('sends x-correlation-id = timestamp-uniqueId and the user-agent on every call', async () => {
    await api.trackingSessionId();
    await api.logout();
    expect(fake.received.map((r) => r.headers['x-correlation-id'])).toEqual([
      `${NOW.epochMilliseconds}-id-1`,
      `${NOW.epochMilliseconds}-id-2`,
    ]);
    expect(last()?.headers['user-agent']).toBe('Rentenkompass/0.1.0 (+portal)');
  });

  describe('renRef', () => {
    it('passes the optional renRef and answers the stored one', async () => {
      expect(await api.renRef('abc 1')).toBe('ref-1');
      expect(last()?.url).toBe('/api/ren-ref?renRef=abc+1');
      await api.renRef();
      expect(last()?.url).toBe('/api/ren-ref');
    });

    it('null on a failure (logged by the client) and on a malformed answer (logged here)', async () => {
      fake.answer('GET /api/ren-ref', { status: 500, body: 'x' });
      expect(await api.renRef()).toBeNull();
      fake.answer('GET /api/ren-ref', { status: 200, body: { renRef: 42 } });
      expect(await api.renRef()).toBeNull();
      expect(levels()).toEqual(['error', 'error']);
      expect(logger.entries[1]?.message).toBe('Unexpected answer of GET ren-ref');
    });
  });

  it('trackingSessionId: the id, or null on error', async () => {
    expect(await api.trackingSessionId()).toBe('sess-1');
    fake.answer('GET /api/general-tracking/session-id', { status: 503, body: {} });
    expect(await api.trackingSessionId()).toBeNull();
  });

  describe('partnerInfo', () => {
    it('answers the partner, with a 5 s timeout and the wpset name encoded', async () => {
      expect(await api.partnerInfo('a/b c')).toEqual({ b2BPartner: 'p1', b2BAdPartner: 'ad1' });
      expect(last()?.url).toBe('/api/b2bpartner/a%2Fb%20c');
      expect(options[0]?.timeoutMs).toBe(5000);
    });

    it.each([
      ['answered null', { status: 200, body: null }, []],
      ['without b2BAdPartner', { status: 200, body: { b2BPartner: 'p1' } }, []],
      ['on a 500', { status: 500, body: {} }, ['error']],
      ['on a 400', { status: 400, body: { error: { kind: 'wpset', message: 'x' } } }, ['warn']],
    ])('null when %s', async (_, answer, logged) => {
      fake.answer('GET /api/b2bpartner/:wpset', answer);
      expect(await api.partnerInfo('natural')).toBeNull();
      expect(levels()).toEqual(logged);
    });

    it('null after a timeout', async () => {
      fake.answer('GET /api/b2bpartner/:wpset', 'hang');
      const impatient = new UndiciHttpClient(
        { baseUrl: fake.baseUrl, userAgent: 'x', defaultTimeoutMs: 100 },
        logger,
      );
      const timed: HttpClientPort = {
        ...impatient,
        get: (url, o) => impatient.get(url, { ...o, timeoutMs: 100 }),
      } as HttpClientPort;
      const quick = new PortalApiAdapter(
        timed,
        logger,
        new FixedClockAdapter(NOW),
        new SequentialIdGenerator(),
      );
      expect(await quick.partnerInfo('natural')).toBeNull();
      expect(logger.entries[0]?.meta.kind).toBe('http/timeout');
      await impatient.close();
    });
  });

  describe('campaignBanners', () => {
    it('passes executionTime, productType and page and answers the banners', async () => {
      const banners = await api.campaignBanners('2026-11-02T10:00:00Z', {
        productType: 'ruerup',
        page: '/x',
      });
      expect(banners).toEqual(BANNERS);
      expect(last()?.url).toBe(
        '/api/campaign-banners?executionTime=2026-11-02T10%3A00%3A00Z&productType=ruerup&page=%2Fx',
      );
      await api.campaignBanners();
      expect(last()?.url).toBe('/api/campaign-banners');
    });

    it.each([
      ['a 400', { status: 400, body: { error: { kind: 'banner/time', message: 'x' } } }],
      ['a malformed list', { status: 200, body: { campaignBanners: [{ type: 'yearEnd2026' }] } }],
      ['invalid JSON', { status: 200, raw: '{"campaignBanners": [' }],
    ])('[] on %s', async (_, answer) => {
      fake.answer('GET /api/campaign-banners', answer);
      expect(await api.campaignBanners()).toEqual([]);
      expect(logger.entries).toHaveLength(1);
    });
  });

  describe('business process (bpm)', () => {
    it('get answers the stored fields only', async () => {
      fake.answer('GET /api/bpm', {
        status: 200,
        body: { birthday: '1980-02-01', extra: 1, jobSituation: 5 },
      });
      expect(await api.getBusinessProcess()).toEqual({ birthday: '1980-02-01' });
    });

    it.each([404, 500])('get answers {} on a %i, logged once as an error', async (status) => {
      fake.answer('GET /api/bpm', { status, body: { error: { kind: 'x', message: 'y' } } });
      expect(await api.getBusinessProcess()).toEqual({});
      expect(levels()).toEqual(['error']);
      expect(logger.entries[0]?.message).toMatch(
        new RegExp(`^GET \\S+/api/bpm → ${status} in \\d+ ms: y$`),
      );
    });

    it('save posts the fields and answers what is stored', async () => {
      const input = { birthday: '01.02.1980', jobSituation: null, productType: 'sofort' } as const;
      expect(await api.saveBusinessProcess(input)).toEqual(ok({ birthday: '1980-02-01' }));
      expect(last()?.body).toEqual(input);
    });

    it('save passes the 400’s German message through, logged as an error', async () => {
      const error = { kind: 'age/too-young', message: 'Sie müssen mindestens 18 Jahre alt sein.' };
      fake.answer('POST /api/bpm', { status: 400, body: { error } });
      expect(await api.saveBusinessProcess({ birthday: '01.01.2020' })).toEqual(err(error));
      expect(levels()).toEqual(['error']);
    });

    it.each([
      ['a 500', { status: 500, body: 'kaputt' }],
      ['a 400 without an error body', { status: 400, body: { message: 'x' } }],
      ['a malformed 200', { status: 200, body: [1] }],
    ])('save answers the generic German error on %s', async (_, answer) => {
      fake.answer('POST /api/bpm', answer);
      expect(await api.saveBusinessProcess({ jobSituation: 'Beamter' })).toEqual(
        err(BPM_SAVE_FAILED),
      );
      expect(levels()).toEqual(['error']);
    });
  });

  it('calculatePoints: the number, null on error or a non-number', async () => {
    const input = { productType: 'sofort', monthlyPayment: null, deviceOutput: 'desktop' } as const;
    expect(await api.calculatePoints(input)).toBe(1500);
    expect(last()?.body).toEqual(input);
    fake.answer('POST /api/calculate-points', { status: 200, body: { points: '1500' } });
    expect(await api.calculatePoints(input)).toBeNull();
    fake.answer('POST /api/calculate-points', { status: 400, body: {} });
    expect(await api.calculatePoints(input)).toBeNull();
  });

  describe('login data', () => {
    it('userData: logged in, guest, or null on error', async () => {
      expect(await api.userData()).toEqual(DOCUMENTED['GET /api/auth/user/data']?.body);
      const guest = { isLoggedIn: false, ssoUserData: null, expiredSessionData: null };
      fake.answer('GET /api/auth/user/data', { status: 200, body: guest });
      expect(await api.userData()).toEqual(guest);
      fake.answer('GET /api/auth/user/data', { status: 500, body: {} });
      expect(await api.userData()).toBeNull();
      fake.answer('GET /api/auth/user/data', { status: 200, body: { isLoggedIn: 'yes' } });
      expect(await api.userData()).toBeNull();
      expect(levels()).toEqual(['error', 'error']);
    });

    it('saveUserData: true on 204, false on error', async () => {
      const update = { ssoUserData: { firstName: 'Erika' }, personalData: { lastName: 'Muster' } };
      expect(await api.saveUserData(update)).toBe(true);
      expect(last()?.body).toEqual(update);
      fake.answer('POST /api/auth/user/data', {
        status: 403,
        body: { error: { kind: 'csrf/origin', message: 'x' } },
      });
      expect(await api.saveUserData(update)).toBe(false);
      expect(levels()).toEqual(['warn']);
    });

    it('expiredSessionData: the names, null when none or on error', async () => {
      expect(await api.expiredSessionData()).toEqual({ firstName: 'Max', lastName: 'Mustermann' });
      fake.answer('GET /api/auth/user/from-expired-session', { status: 200, body: null });
      expect(await api.expiredSessionData()).toBeNull();
      fake.answer('GET /api/auth/user/from-expired-session', { status: 502, body: {} });
      expect(await api.expiredSessionData()).toBeNull();
    });

    it('registerAnonymous: posts { login }, answers userData or null on error', async () => {
      const login = { email: 'a@b.de', phoneNumber: '+49 170 1' };
      expect(await api.registerAnonymous(login)).toEqual({
        isLoggedIn: true,
        ssoUserData: { loginPhoneNumber: '+49 170 1' },
        expiredSessionData: null,
      });
      expect(last()?.body).toEqual({ login });
      fake.answer('POST /api/auth/register-anonymous', { status: 500, body: {} });
      expect(await api.registerAnonymous(login)).toBeNull();
    });

    it('logout: an empty POST, true on 204, false on error', async () => {
      expect(await api.logout()).toBe(true);
      expect(last()?.headers['content-length']).toBe('0');
      fake.answer('POST /api/auth/logout', { status: 500, body: {} });
      expect(await api.logout()).toBe(false);
    });
  });

  describe('log (SPEC §8: errors while logging are swallowed)', () => {
    it('posts message and meta to the level’s route', async () => {
      await api.log('warn', 'Failed to handle unified login event', {
        appName: 'portal',
        correlationId: '1-a',
      });
      expect(last()).toMatchObject({
        method: 'POST',
        url: '/api/warn',
        body: {
          message: 'Failed to handle unified login event',
          meta: { appName: 'portal', correlationId: '1-a' },
        },
      });
      await api.log('info', 'x');
      expect(last()?.body).toEqual({ message: 'x' });
    });

    it('a failing log call resolves and logs nothing', async () => {
      fake.answer('POST /api/error', { status: 429, body: {} });
      await expect(api.log('error', 'x')).resolves.toBeUndefined();
      fake.answer('POST /api/error', { status: 500, body: {} });
      await expect(api.log('error', 'x')).resolves.toBeUndefined();
      expect(logger.entries).toEqual([]);
    });

    it('a throwing client or clock is swallowed too', async () => {
      const throwing = {
        post: () => Promise.reject(new Error('boom')),
      } as unknown as HttpClientPort;
      const broken = new PortalApiAdapter(
        throwing,
        logger,
        new FixedClockAdapter(NOW),
        new SequentialIdGenerator(),
      );
      await expect(broken.log('error', 'x')).resolves.toBeUndefined();
      const noClock = new PortalApiAdapter(
        http,
        logger,
        {
          now: () => {
            throw new Error('clock');
          },
        },
        new SequentialIdGenerator(),
      );
      await expect(noClock.log('info', 'x')).resolves.toBeUndefined();
      expect(logger.entries).toEqual([]);
    });
  });
});
