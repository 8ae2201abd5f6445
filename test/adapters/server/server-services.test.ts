import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryAccountStore } from '../../../adapters/memory/memory-account-store.adapter';
import { MemoryBusinessProcessStore } from '../../../adapters/memory/memory-business-process-store.adapter';
import { MemoryHealth } from '../../../adapters/memory/memory-health.adapter';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import { MemoryLoginCodeStore } from '../../../adapters/memory/memory-login-code-store.adapter';
import { MemoryLoginSessionStore } from '../../../adapters/memory/memory-login-session-store.adapter';
import { MemoryPartnerSetStore } from '../../../adapters/memory/memory-partner-set-store.adapter';
import { PlainPasswordHasher } from '../../../adapters/memory/plain-password-hasher.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import type { ServerConfig } from '../../../adapters/server/server-deps';
import {
  type ServerRequestInfo,
  serverServicesFactory,
} from '../../../adapters/server/server-services';
import { PARTNER_DEFAULTS } from '../../../domain/partner/partner-info';
import type { LoginSessionStorePort } from '../../../ports/login-session-store.port';
import type { PartnerSetStorePort } from '../../../ports/partner-set-store.port';
import { composeOnPorts } from '../../support/compose-on-ports';
import { memoryServerStores } from '../../support/memory-storage.module';
import { TEST_CONFIG } from '../../web/web-test-kit';

const NOW = Temporal.Instant.from('2026-11-02T10:00:00Z');

interface ServicePorts {
  readonly sessions: LoginSessionStorePort;
  readonly partnerSets: PartnerSetStorePort;
}

const setup = (overrides: Partial<ServicePorts> = {}) => {
  const clock = new FixedClockAdapter(NOW);
  const logger = new MemoryLogger();
  const deps = {
    clock,
    ids: new SequentialIdGenerator('visitor'),
    logger,
    accounts: new MemoryAccountStore(),
    sessions: new MemoryLoginSessionStore(),
    partnerSets: new MemoryPartnerSetStore([
      { name: 'partner_a', b2BPartner: 'pa', b2BAdPartner: 'pa_ad' },
    ]),
    businessProcess: new MemoryBusinessProcessStore(),
    ...memoryServerStores(),
    ...overrides,
  };
  // The page services use the server's use cases, resolved from the container as the server does.
  const { useCases } = composeOnPorts(
    { sessionSecret: 'test-session-secret', dataDir: '/nonexistent' } as ServerConfig,
    {
      ...deps,
      health: new MemoryHealth(),
      codes: new MemoryLoginCodeStore(),
      passwords: new PlainPasswordHasher(),
    },
  );
  const factory = serverServicesFactory({
    deps: { ...deps, useCases },
    config: TEST_CONFIG,
    contentOf: () => null,
  });
  const request = (info: Partial<ServerRequestInfo> = {}) =>
    factory({ sessionId: null, visitorId: null, deviceCookie: null, userAgent: null, ...info });
  return { deps, clock, logger, request };
};

describe('serverServicesFactory: the AppServices of one server request', () => {
  it('answers a guest without session, and the names of an idle-expired session', async () => {
    const { deps, clock, request } = setup();
    expect(await request().services.userData()).toEqual({
      isLoggedIn: false,
      ssoUserData: null,
      expiredSessionData: null,
    });
    await deps.accounts.create({
      id: 'acc-1',
      email: 'erika@example.test',
      passwordHash: 'x',
      salutation: null,
      firstName: 'Erika',
      lastName: 'Mustermann',
      phoneNumber: null,
      points: true,
      createdAt: NOW.toString(),
    });
    await deps.sessions.create({
      id: 'session-1',
      accountId: 'acc-1',
      anonymous: false,
      email: null,
      phoneNumber: null,
      createdAt: NOW.toString(),
      lastSeenAt: NOW.toString(),
    });
    const live = request({ sessionId: 'session-1' }).services;
    expect(await live.userData()).toMatchObject({
      isLoggedIn: true,
      ssoUserData: { firstName: 'Erika', lastName: 'Mustermann', points: 'yes' },
    });
    expect(await live.expiredSession()).toBeNull();
    clock.advance({ minutes: 31 });
    const expired = request({ sessionId: 'session-1' }).services;
    expect(await expired.expiredSession()).toEqual({ firstName: 'Erika', lastName: 'Mustermann' });
  });

  it('answers the stored partner, else the default partner (SPEC §8)', async () => {
    const { request } = setup();
    const { services } = request();
    expect(await services.partnerInfo('partner_a')).toEqual({
      b2BPartner: 'pa',
      b2BAdPartner: 'pa_ad',
    });
    expect(await services.partnerInfo('unknown')).toEqual(PARTNER_DEFAULTS);
  });

  it('logs a failing port and falls back instead of throwing', async () => {
    const failing: PartnerSetStorePort = {
      find: async () => {
        throw new Error('database locked');
      },
      save: async () => undefined,
      list: async () => [],
      remove: async () => false,
    };
    const { logger, request } = setup({
      partnerSets: failing,
      sessions: {
        ...new MemoryLoginSessionStore(),
        find: async () => {
          throw new Error('database locked');
        },
        create: async () => undefined,
        touch: async () => undefined,
        delete: async () => undefined,
        deleteLastSeenBefore: async () => 0,
      },
    });
    const { services } = request({ sessionId: 'session-1' });
    expect(await services.partnerInfo('partner_a')).toEqual(PARTNER_DEFAULTS);
    expect(await services.userData()).toBeNull();
    expect(logger.entries.map((e) => e.message)).toEqual([
      'ssr: partner info failed',
      'ssr: user data failed',
    ]);
  });

  it('logs SPEC §8’s „WPSET value can not be determined“ as an error when a render has no request', () => {
    const { logger, request } = setup();
    const { services } = request({
      referrer: 'https://www.google.de/search?q=erika+mustermann',
      wpsetCookie: 'partner_a',
    });
    expect(services.visitClues(new Request('https://portal.test/'))).toEqual({
      referrer: 'https://www.google.de/search?q=erika+mustermann',
      wpsetCookie: 'partner_a',
      consentCookie: null,
    });
    expect(logger.entries).toEqual([]);
    expect(services.visitClues(null)).toBeNull();
    // Word for word, once, without anything of the request (no referrer, cookie or name).
    expect(logger.entries).toEqual([
      { level: 'error', message: 'WPSET value can not be determined', meta: {} },
    ]);
    expect(JSON.stringify(logger.entries[0])).not.toMatch(/mustermann|partner_a|google/);
  });

  it('shows the year-end banner of a product in its period', async () => {
    const { request } = setup();
    const banners = await request().services.campaignBanners({ productType: 'riester' });
    expect(banners.map((b) => b.type)).toEqual(['yearEnd2026']);
    expect(await request().services.campaignBanners({ productType: 'schicht3' })).toEqual([]);
    expect(await request().services.campaignBanners({})).toEqual([]);
  });

  it('follows the clock with the banners: the countdown each minute, none after the end', async () => {
    const { clock, request } = setup();
    const context = {
      productType: 'riester',
      page: '/riester-rente',
    } as const;
    const first = await request().services.campaignBanners(context);
    expect(await request().services.campaignBanners(context)).toEqual(first);
    clock.advance({ seconds: 61 });
    const later = await request().services.campaignBanners(context);
    expect(later.map((b) => b.minutesLeft)).not.toEqual(first.map((b) => b.minutesLeft));
    clock.advance({ hours: 60 * 24 });
    expect(await request().services.campaignBanners(context)).toEqual([]);
  });

  it("tells the pages the server clock's present (the test clock reaches them), not the machine's", () => {
    const { clock, request } = setup();
    const { services } = request();
    expect(services.now()).toBe(NOW.epochMilliseconds);
    clock.advance({ minutes: 5 });
    expect(services.now()).toBe(NOW.epochMilliseconds + 300_000);
  });

  it('looks the session up once per request, however often the loaders ask', async () => {
    const sessions = new MemoryLoginSessionStore();
    let finds = 0;
    const counting: LoginSessionStorePort = {
      create: (session) => sessions.create(session),
      delete: (id) => sessions.delete(id),
      touch: (id, at) => sessions.touch(id, at),
      deleteLastSeenBefore: (instant) => sessions.deleteLastSeenBefore(instant),
      find: (id) => {
        finds++;
        return sessions.find(id);
      },
    };
    const { request } = setup({ sessions: counting });
    await sessions.create({
      id: 'session-2',
      accountId: null,
      anonymous: true,
      email: null,
      phoneNumber: '+49 151 1234567',
      createdAt: NOW.toString(),
      lastSeenAt: NOW.toString(),
    });
    const { services } = request({ sessionId: 'session-2' });
    const [first, second] = await Promise.all([services.userData(), services.userData()]);
    expect(first).toMatchObject({ isLoggedIn: true });
    expect(second).toEqual(first);
    expect(finds).toBe(1);
    await request({ sessionId: 'session-2' }).services.userData();
    expect(finds).toBe(2);
  });

  it('saves the business process under a new visitor id and asks for its cookie', async () => {
    const { request } = setup();
    const first = request();
    const saved = await first.services.saveBusinessProcess({ jobSituation: 'Angestellter' });
    expect(saved).toEqual({ ok: true, value: { jobSituation: 'Angestellter' } });
    expect(first.cookies).toEqual([{ kind: 'visitor', value: 'visitor-1' }]);
    expect(await first.services.businessProcess()).toEqual({ jobSituation: 'Angestellter' });
    const again = request({ visitorId: 'visitor-1' });
    expect(await again.services.businessProcess()).toEqual({ jobSituation: 'Angestellter' });
    const invalid = await again.services.saveBusinessProcess({ birthday: '2030-01-01' });
    expect(invalid.ok).toBe(false);
    expect(again.cookies).toEqual([]);
  });

  it('hands the device clues through and collects the device cookie', () => {
    const { request } = setup();
    const { services, cookies } = request({ deviceCookie: 'tablet', userAgent: 'UA' });
    expect(services.deviceClues(new Request('http://x/'))).toEqual({
      cookie: 'tablet',
      userAgent: 'UA',
    });
    services.rememberDeviceOutput('mobile');
    expect(cookies).toEqual([{ kind: 'deviceOutput', value: 'mobile' }]);
  });
});
