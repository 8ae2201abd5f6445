import Fastify, { type FastifyInstance } from 'fastify';

export interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: unknown;
}

export interface Answer {
  readonly status: number;
  readonly body?: unknown;
  /** Answer this raw text instead of JSON. */
  readonly raw?: string;
}

const LOGGED_IN = {
  isLoggedIn: true,
  ssoUserData: {
    firstName: 'Max',
    lastName: 'Mustermann',
    points: 'yes',
    loginPhoneNumber: '+49 170 1234567',
  },
  expiredSessionData: null,
};

export const BANNERS = [
  {
    type: 'yearEnd2026',
    endTime: '2026-12-05T23:00:00Z',
    endDate: '05.12.',
    daysLeft: 3,
    hoursLeft: 4,
    minutesLeft: 5,
  },
];

/** SPEC §7 / issue-4 design: the documented answers of every call. */
export const DOCUMENTED: Readonly<Record<string, Answer>> = {
  'GET /api/ren-ref': { status: 200, body: { renRef: 'ref-1' } },
  'GET /api/general-tracking/session-id': { status: 200, body: { sessionId: 'sess-1' } },
  'GET /api/b2bpartner/:wpset': { status: 200, body: { b2BPartner: 'p1', b2BAdPartner: 'ad1' } },
  'GET /api/campaign-banners': {
    status: 200,
    body: { campaignBanners: BANNERS },
  },
  'GET /api/bpm': { status: 200, body: { birthday: '1980-02-01', jobSituation: 'Angestellter' } },
  'POST /api/bpm': { status: 200, body: { birthday: '1980-02-01' } },
  'POST /api/calculate-points': { status: 200, body: { points: 1500 } },
  'GET /api/auth/user/data': { status: 200, body: LOGGED_IN },
  'POST /api/auth/user/data': { status: 204 },
  'GET /api/auth/user/from-expired-session': {
    status: 200,
    body: { firstName: 'Max', lastName: 'Mustermann' },
  },
  'POST /api/auth/register-anonymous': {
    status: 200,
    body: {
      userData: {
        isLoggedIn: true,
        ssoUserData: { loginPhoneNumber: '+49 170 1' },
        expiredSessionData: null,
      },
    },
  },
  'POST /api/auth/logout': { status: 204 },
  'POST /api/info': { status: 204 },
  'POST /api/warn': { status: 204 },
  'POST /api/error': { status: 204 },
};

/** A stand-in for the backend: documented answers unless a test overrides one; records requests. */
export class FakePortalApi {
  readonly received: Received[] = [];
  private readonly overrides = new Map<string, Answer | 'hang'>();
  private constructor(
    private readonly app: FastifyInstance,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<FakePortalApi> {
    const app = Fastify({ forceCloseConnections: true });
    let fake: FakePortalApi | undefined;
    app.all('/api/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const key = `${request.method} ${path.replace(/^\/api\/b2bpartner\/[^/]+$/, '/api/b2bpartner/:wpset')}`;
      fake?.received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body,
      });
      const answer = fake?.overrides.get(key) ??
        DOCUMENTED[key] ?? { status: 404, body: { error: { kind: 'x', message: 'unbekannt' } } };
      if (answer === 'hang') return new Promise(() => undefined);
      reply.code(answer.status);
      if (answer.raw !== undefined) return reply.type('application/json').send(answer.raw);
      return answer.body === undefined ? reply.send() : reply.send(answer.body);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    fake = new FakePortalApi(app, `${address}/api`);
    return fake;
  }

  answer(key: string, answer: Answer | 'hang'): void {
    this.overrides.set(key, answer);
  }

  reset(): void {
    this.overrides.clear();
    this.received.length = 0;
  }

  async close(): Promise<void> {
    await this.app.close();
  }
}
