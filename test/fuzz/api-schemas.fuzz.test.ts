import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryApplicationDraftStore } from '../../adapters/memory/memory-application-draft-store.adapter';
import { MemoryApplicationStore } from '../../adapters/memory/memory-application-store.adapter';
import { MemoryBusinessProcessStore } from '../../adapters/memory/memory-business-process-store.adapter';
import { JSON_BODY_LIMIT } from '../../adapters/server/build-server';
import {
  REGISTER_ANONYMOUS_BODY_SCHEMA,
  USER_DATA_BODY_SCHEMA,
} from '../../adapters/server/login/auth-api-schemas';
import { formOf } from '../../adapters/server/login/login-form-posts';
import { parseLoginRequest } from '../../adapters/server/login/login-request';
import { FORM_BODY_LIMIT } from '../../adapters/server/login/login-service.plugin';
import { APPLICATION_DRAFT_BODY_SCHEMA } from '../../adapters/server/routes/application-draft.routes';
import { SUBMIT_APPLICATION_SCHEMA } from '../../adapters/server/routes/application-schemas';
import { BPM_BODY_SCHEMA } from '../../adapters/server/routes/bpm.routes';
import { POINTS_BODY_SCHEMA } from '../../adapters/server/routes/calculate-points.route';
import { CLIENT_LOG_BODY_SCHEMA } from '../../adapters/server/routes/client-log.routes';
import { COMPARISON_SCHEMA } from '../../adapters/server/routes/comparison-schemas';
import { CONSENT_FORM_LIMIT, consentOfForm } from '../../adapters/server/routes/consent.route';
import {
  TRACKING_BODY_LIMIT,
  TRACKING_EVENT_SCHEMA,
} from '../../adapters/server/routes/tracking-events';
import { applicationFormInputOf } from '../../domain/application/application-fields';
import { ONLINE_SIGNING_REFUSED } from '../../domain/application/online-signing-risk';
import { serializeConsent } from '../../domain/device/consent-cookie';
import { allFieldsValid, checkEmail, checkPhone } from '../../domain/login/check-login-fields';
import { type ClientLogMeta, clientLogEntryOf } from '../../domain/privacy/client-log-entry';
import { searchFromUrl } from '../../domain/search-data/search-from-url';
import type {
  AddedApplication,
  OutboxTask,
  StoredApplication,
} from '../../ports/application-store.port';
import type { CallbackRequestStorePort } from '../../ports/callback-request-store.port';
import { makeSaveApplicationDraft } from '../../ports/use-cases/application-draft.use-case';
import { makeCalculatePoints } from '../../ports/use-cases/calculate-points.use-case';
import { makeRecordTrackingEvent } from '../../ports/use-cases/record-tracking-event.use-case';
import { makeRequestCallback } from '../../ports/use-cases/request-callback.use-case';
import { makeSaveBusinessProcess } from '../../ports/use-cases/save-business-process.use-case';
import {
  type ApplicationOwner,
  makeSubmitApplication,
} from '../../ports/use-cases/submit-application.use-case';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../support/test-server';
import { TARGETS, type Target } from './api-body-targets';
import { consultingRoutesOf } from './consulting-route-steps';
import { customerAreaRoutesOf } from './customer-area-route-steps';
import { directUseCasesOf, type RouteContext } from './direct-use-cases';
import { ensure, expectGermanMessage } from './fuzz-expect';
import { FUZZ_STEP_RUNS, fuzzAsync } from './fuzz-harness';
import { multipartText, naturalContentType, requestArb } from './fuzz-request';
import { type FuzzSenders, fuzzSendersOf } from './fuzz-senders';
import { insurerRoutesOf } from './insurer-route-steps';
import { pageFormRoutesOf } from './page-form-steps';
import {
  type Answer,
  expectErrorShape,
  makeRouteCheck,
  type Route,
  refused,
  withoutQuotes,
} from './route-check';

/**
 * Every API body schema with FUZZ_STEP_RUNS cases (1,000 in npm test, 1,000,000 in npm run fuzz),
 * too many for one app.inject each (api-bodies.fuzz.test.ts sends FUZZ_SERVER_RUNS, 200 in
 * npm test, through the real server). Each case
 * goes the way Fastify takes it through the route, without the HTTP around it: the route's body
 * limit, Fastify's own JSON parser (`app.getDefaultJsonParser` with the server's poisoning
 * options) or @fastify/formbody's parser (fast-querystring), Fastify's own `validate` with the
 * route's schema compiled by the built server's validator compiler (its ajv options), then the
 * handler's body step (the use case or pure function the handler calls with the body). Never an
 * exception; every refusal is the answer the route gives: its status and the error shape with
 * a German message.
 */

/** An application store that answers every application as new and keeps none of them. */
class DiscardingApplicationStore extends MemoryApplicationStore {
  override async add(
    application: StoredApplication,
    _tasks: readonly OutboxTask[],
  ): Promise<AddedApplication> {
    return { created: true, application };
  }
}

const routesOf = (server: TestServer): Readonly<Record<string, Route>> => {
  const saveBusinessProcess = makeSaveBusinessProcess({
    store: new MemoryBusinessProcessStore(),
    clock: server.clock,
  });
  const calculatePoints = makeCalculatePoints();
  // Without the consent cookie: the body is checked first, then the event is skipped (not kept).
  const recordTrackingEvent = makeRecordTrackingEvent({ store: undefined, clock: server.clock });
  const clientLog = async (body: unknown): Promise<Answer> => {
    const { message, meta } = body as { message: string; meta?: ClientLogMeta };
    const { correlationId: _sent, ...rest } = (meta ?? {}) as ClientLogMeta & {
      correlationId?: unknown;
    };
    const entry = clientLogEntryOf(message, rest);
    ensure(typeof entry === 'object' && entry !== null, () => 'no log entry');
    return { status: 204 };
  };
  // The login service's forms: the carried parameters are checked first (the rest needs the
  // account store and is the inject suite's).
  const loginForm = async (body: unknown): Promise<Answer> => {
    const login = parseLoginRequest(server.deps.config, formOf(body));
    return login.ok ? { status: 200 } : refused(400, login.error.kind, login.error.message);
  };
  // The application routes, each handler's use case over stores that keep nothing (a million
  // cases must not fill the memory); the owner is a visitor of its own.
  const owner: ApplicationOwner = { accountId: null, visitorId: 'fuzz' };
  const { catalogue } = server.deps;
  if (catalogue === undefined) throw new Error('the test server has no catalogue');
  const discardedCallbacks: CallbackRequestStorePort = {
    add: async () => {},
    byOwner: async () => [],
    recent: async () => [],
  };
  const saveApplicationDraft = makeSaveApplicationDraft({
    drafts: new MemoryApplicationDraftStore(),
    clock: server.clock,
    riskStops: { callbacks: discardedCallbacks, ids: server.deps.ids },
  });
  const requestCallback = makeRequestCallback({
    callbacks: discardedCallbacks,
    ids: server.deps.ids,
    clock: server.clock,
  });
  const submitApplication = makeSubmitApplication({
    store: new DiscardingApplicationStore(),
    catalogue,
    clock: server.clock,
    ids: server.deps.ids,
  });
  type DraftBody = { product: Parameters<typeof saveApplicationDraft>[0]['product'] } & {
    fields: Readonly<Record<string, string>>;
    tariffId?: string;
  };
  const withFields = (
    status: number,
    error: { kind: string; message: string; fields?: unknown },
  ): Answer => ({
    status,
    error: {
      error: {
        kind: error.kind,
        message: error.message,
        ...(error.fields === undefined ? {} : { fields: error.fields }),
      },
    },
  });
  return {
    'POST /api/applications': {
      limit: JSON_BODY_LIMIT,
      schema: { body: SUBMIT_APPLICATION_SCHEMA },
      errorExtras: ['fields'],
      step: async (body) => {
        const input = body as Omit<Parameters<typeof submitApplication>[0], 'owner'>;
        const result = await submitApplication({ ...input, owner });
        if (result.ok) return { status: 200 };
        const { kind } = result.error;
        ensure(kind !== 'application/store', () => `store error: ${result.error.message}`);
        return withFields(kind === 'application/risk' ? 422 : 400, result.error);
      },
    },
    'POST /api/application/personal-data': {
      limit: JSON_BODY_LIMIT,
      schema: { body: APPLICATION_DRAFT_BODY_SCHEMA },
      errorExtras: ['fields', 'reasons'],
      step: async (body) => {
        const { product, fields } = body as DraftBody;
        const saved = await saveApplicationDraft({
          owner,
          product,
          input: applicationFormInputOf(fields),
        });
        if (!saved.ok) return withFields(400, saved.error);
        const { signing } = saved.value;
        if (signing.allowed) return { status: 200 };
        ensure(signing.reasons.length > 0, () => 'refused without a reason');
        return {
          status: 422,
          error: {
            error: {
              kind: 'application/risk',
              message: ONLINE_SIGNING_REFUSED.explanation,
              reasons: signing.reasons,
            },
          },
        };
      },
    },
    'POST /api/application/callback-request': {
      limit: JSON_BODY_LIMIT,
      schema: { body: APPLICATION_DRAFT_BODY_SCHEMA },
      errorExtras: ['fields'],
      step: async (body) => {
        const { product, fields, tariffId } = body as DraftBody;
        const requested = await requestCallback({
          owner,
          product,
          tariffId: tariffId ?? null,
          input: applicationFormInputOf(fields),
        });
        return requested.ok ? { status: 201 } : withFields(400, requested.error);
      },
    },
    'POST /api/bpm': {
      limit: JSON_BODY_LIMIT,
      schema: { body: BPM_BODY_SCHEMA },
      step: async (body) => {
        const result = await saveBusinessProcess({ visitorId: 'fuzz', ...(body as object) });
        return result.ok ? { status: 200 } : refused(400, result.error.kind, result.error.message);
      },
    },
    'POST /api/calculate-points': {
      limit: JSON_BODY_LIMIT,
      schema: { body: POINTS_BODY_SCHEMA },
      step: async (body) => {
        const result = await calculatePoints(body as Parameters<typeof calculatePoints>[0]);
        if (!result.ok) return refused(400, result.error.kind, result.error.message);
        const { points } = result.value;
        ensure(Number.isSafeInteger(points), () => `points ${points} is no safe integer`);
        return { status: 200 };
      },
    },
    'POST /api/info': {
      limit: JSON_BODY_LIMIT,
      schema: { body: CLIENT_LOG_BODY_SCHEMA },
      step: clientLog,
    },
    'POST /api/warn': {
      limit: JSON_BODY_LIMIT,
      schema: { body: CLIENT_LOG_BODY_SCHEMA },
      step: clientLog,
    },
    'POST /api/error': {
      limit: JSON_BODY_LIMIT,
      schema: { body: CLIENT_LOG_BODY_SCHEMA },
      step: clientLog,
    },
    'POST /api/comparison': {
      limit: JSON_BODY_LIMIT,
      schema: COMPARISON_SCHEMA,
      // The search as the handler reads it; the comparison itself is the inject suite's.
      step: async (body) => {
        const search = searchFromUrl((body as { query: string }).query);
        // Bad search data is a 400 of the handler (reject).
        return search.ok ? { status: 200 } : refused(400, search.error.kind, search.error.message);
      },
    },
    'POST /api/consent': {
      limit: CONSENT_FORM_LIMIT,
      step: async (body) => {
        const form = typeof body === 'object' && body !== null ? body : {};
        const consent = serializeConsent(consentOfForm(form));
        ensure(/^[a-z](\.[a-z])*$/.test(consent), () => `consent cookie ${consent}`);
        return { status: 303 };
      },
    },
    'POST /api/tracking/events': {
      limit: TRACKING_BODY_LIMIT,
      schema: { body: TRACKING_EVENT_SCHEMA },
      step: async (body) => {
        const result = await recordTrackingEvent({ consentCookie: null, body });
        return result.ok ? { status: 204 } : refused(400, result.error.kind, result.error.message);
      },
    },
    // The rest of the handler needs a live session (401 without one): the schema is the parser.
    'POST /api/auth/user/data': {
      limit: JSON_BODY_LIMIT,
      schema: { body: USER_DATA_BODY_SCHEMA },
      step: async () => ({ status: 204 }),
    },
    'POST /api/auth/register-anonymous': {
      limit: JSON_BODY_LIMIT,
      schema: { body: REGISTER_ANONYMOUS_BODY_SCHEMA },
      // The use case's check before it stores a session.
      step: async (body) => {
        const { login } = body as { login: { email: string; phoneNumber: string } };
        const checked = allFieldsValid({
          email: checkEmail(login.email),
          phone: checkPhone(login.phoneNumber),
        });
        if (checked.ok) return { status: 200 };
        const message = checked.error.fields.map((f) => f.message).join(' ');
        return refused(400, checked.error.kind, message);
      },
    },
    // No body schema; the JSON parser is all that reads the body.
    'POST /api/auth/logout': { limit: JSON_BODY_LIMIT, step: async () => ({ status: 204 }) },
    'POST /login/auth/login': { limit: FORM_BODY_LIMIT, step: loginForm },
    'POST /login/auth/register': { limit: FORM_BODY_LIMIT, step: loginForm },
    'POST /login/auth/anonymous': { limit: FORM_BODY_LIMIT, step: loginForm },
  };
};

let server: TestServer;
let senders: FuzzSenders;
let routes: Readonly<Record<string, Route>>;
beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
  senders = await fuzzSendersOf(server);
  const context: RouteContext = { server, senders, useCases: directUseCasesOf(server) };
  routes = {
    ...routesOf(server),
    ...consultingRoutesOf(context),
    ...customerAreaRoutesOf(context),
    ...insurerRoutesOf(context),
    ...(await pageFormRoutesOf(context)),
  };
});
afterAll(() => server.close());

describe("fuzz: API body schemas through each route's own validator (issue 13)", () => {
  it('refuses what the real route refuses, with the same answer', async () => {
    const samples: readonly (readonly [string, string])[] = [
      ['POST /api/bpm', '{"x":1}'],
      ['POST /api/bpm', '{"birthday":"31.02.1985"}'],
      ['POST /api/calculate-points', '{}'],
      ['POST /api/comparison', '{"query":1}'],
      ['POST /api/comparison', '{"query":"bd=1985-13-01"}'],
      ['POST /api/info', '{"__proto__":{"x":1},"message":"m"}'],
      ['POST /api/tracking/events', '{"kind":"pageview"}'],
      ['POST /api/auth/register-anonymous', '{"login":{"email":"x","phoneNumber":"1"}}'],
      ['POST /api/error', '{'],
      ['POST /api/applications', '{"form":1}'],
      ['POST /api/application/personal-data', '{"product":"schicht3","fields":{}}'],
      ['POST /api/application/callback-request', '{"product":"schicht3","fields":{"x":"1"}}'],
      [
        'POST /api/application/callback-request',
        '{"product":"schicht3","fields":{"firstName":"x"}}',
      ],
    ];
    const REFERENCE = 'RK-2026-7K4QX9MB';
    const report = `/demo-insurer/applications/${REFERENCE}`;
    const upload = (meta: string) => multipartText({ meta, content: '%PDF-1.7' });
    // [name, body, url]: the URL of the target unless given.
    const more: readonly (readonly [string, string, string?])[] = [
      ['POST /api/consulting/holds', '{"start":"+275760-09-13T00:00:00Z"}'],
      ['POST /api/consulting/holds', '{"start":"2026-03-16T09:00:00Z","x":1}'],
      ['POST /api/consulting/appointments', '{"holdId":"h","origin":"results","email":"x"}'],
      ['POST /api/consulting/callbacks', '{"origin":"results","product":"riester","email":"x"}'],
      ['POST /api/consulting/appointments/:id/cancel', '', '/api/consulting/appointments/a/cancel'],
      ['POST /api/customer/watchlist', '{"kind":"tariff","tariffId":"x","query":"pt=riester"}'],
      ['POST /api/customer/documents (upload meta)', upload('{"reference":"RK-1"}')],
      ['POST /api/customer/documents (upload meta)', '{'],
      ['POST /api/applications/preview-documents', '{"form":{},"choice":{}}'],
      [
        `POST /demo-insurer/applications/:reference/identification`,
        `{"reference":"RK-2026-ZZZZZZZZ","type":"ausweiskopie","status":"done","identifiedAt":""}`,
        `${report}/identification`,
      ],
      ['POST /demo-insurer/applications (hand-over)', '{"reference":"r","form":{},"choice":"x"}'],
    ];
    for (const [name, text, url] of [...samples, ...more]) {
      const target = TARGETS.find((t) => t.name === name) as Target;
      const headers: Record<string, string> = name.includes('hand-over')
        ? { 'idempotency-key': `${REFERENCE}.x` }
        : {};
      const direct = await makeRouteCheck(
        server.app,
        target,
        routes[name] as Route,
      )({ url: url ?? target.url, headers, body: text });
      const cookie = senders.cookieFor(target);
      const answer = await server.app.inject({
        method: 'POST',
        url: url ?? target.url,
        headers: {
          ...headers,
          origin: PUBLIC_ORIGIN,
          'content-type': naturalContentType(target),
          ...(cookie === '' ? {} : { cookie }),
        },
        payload: text,
      });
      expect(direct.status, `${name} ${text}`).toBe(answer.statusCode);
      expect(direct.status, `${name} ${text}`).toBeGreaterThanOrEqual(400);
      expect(direct.error, `${name} ${text}`).toEqual(JSON.parse(answer.body));
    }
  });

  for (const target of TARGETS.filter((t) => t.serverOnly !== true)) {
    let check: ReturnType<typeof makeRouteCheck> | undefined;
    fuzzAsync(
      `API body schema ${target.name}`,
      requestArb(target, { bulkyPerMille: 2, contentTypes: false }),
      async (request) => {
        const route = routes[target.name];
        if (route === undefined) throw new Error(`no route check for ${target.name}`);
        check ??= makeRouteCheck(server.app, target, route);
        const answer = await check(request);
        if (answer.messages !== undefined) {
          // A page's answer, or the insurer's decline: the messages it shows, no error shape.
          ensure(answer.status >= 200 && answer.status < 500, () => `status ${answer.status}`);
          for (const message of answer.messages) expectGermanMessage(withoutQuotes(message));
        } else if (answer.status >= 400) {
          expectErrorShape(answer, route.errorExtras);
          const message = answer.error?.error.message ?? '';
          if (answer.status === 413)
            ensure(message.includes(target.limit), () => `413 without ${target.limit}: ${message}`);
        } else ensure(answer.status >= 200, () => `status ${answer.status}`);
        ensure(
          ({} as Record<string, unknown>).polluted === undefined,
          () => 'Object.prototype polluted',
        );
      },
      { runs: FUZZ_STEP_RUNS },
    );
  }
});
