import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AdjustableClockAdapter } from '../system/adjustable-clock.adapter';
import { errorReplyOf } from './api-error';
import { addApplicationOutboxWorker, OUTBOX_POLL_MS } from './application-outbox-worker';
import { clientErrorHandlerFor } from './client-error';
import { capConnectionsPerIp, fastifyTimeoutsOf } from './connection-limits';
import { RememberingCookieSigner } from './cookie-signer';
import { addCorrelationId, ensureCorrelationId, jobRunnerOf } from './correlation-id.hook';
import { DEMO_INSURER_PREFIX } from './demo-insurer-address';
import { sendErrorAnswer } from './error-answer';
import { addRequestLine, fastifyLoggerFor } from './fastify-logger';
import { lazySerializerCompiler, lazyValidatorCompiler } from './lazy-schema-compilers';
import { authApiPlugin } from './login/auth-api.plugin';
import { loginServicePlugin } from './login/login-service.plugin';
import { addMetrics } from './metrics-endpoint';
import { addNotFoundAnswer } from './not-found';
import { OutboxHeartbeat, outboxStaleAfterMs } from './outbox-heartbeat';
import { overloaded, PAGE_RETRY_AFTER_S } from './overloaded-page';
import { addPublicHostRedirect } from './public-host';
import { addRetentionSweep } from './retention-sweep';
import { adminApplicationsRoutes } from './routes/admin-applications.routes';
import { adminBackupRoutes } from './routes/admin-backup.routes';
import { adminConsultingRoutes } from './routes/admin-consulting.routes';
import { adminPartnerSetsRoutes } from './routes/admin-partner-sets.routes';
import { applicationDocumentsRoutes } from './routes/application-documents.routes';
import { applicationDraftRoutes } from './routes/application-draft.routes';
import { applicationsRoutes } from './routes/applications.routes';
import { bpmRoutes } from './routes/bpm.routes';
import { calculatePointsRoute } from './routes/calculate-points.route';
import { calculatorsRoutes } from './routes/calculators.routes';
import { campaignBannersRoute } from './routes/campaign-banners.route';
import { clientLogRoutes } from './routes/client-log.routes';
import { comparisonRoutes } from './routes/comparison.routes';
import { consentRoute } from './routes/consent.route';
import { consultingRoutes } from './routes/consulting.routes';
import { contributionLimitsRoute } from './routes/contribution-limits.route';
import { customerAreaRoutes } from './routes/customer-area.routes';
import { customerDocumentsRoutes, drainedFormBytesFor } from './routes/customer-documents.routes';
import { DemoInsurerLedger, demoInsurerPlugin } from './routes/demo-insurer.plugin';
import { guestLinkRoutes } from './routes/guest-link.routes';
import { healthRoute } from './routes/health.route';
import { identificationRoutes } from './routes/identification.routes';
import { insurersRoute } from './routes/insurers.route';
import { partnerRoute } from './routes/partner.route';
import { pensionGapRoute } from './routes/pension-gap.route';
import { readyRoute } from './routes/ready.route';
import { testClockRoutes } from './routes/test-clock.routes';
import { testOnlyRoutes } from './routes/test-only.routes';
import { trackingRoutes } from './routes/tracking.routes';
import { trackingPlugin } from './routes/tracking-events';
import { addCsrfOriginCheck, addSecurityHeaders, securityHeadersOf } from './security';
import type { ServerComposition } from './server-use-cases';
import { addSlowRequestCut, announcesBody } from './slow-requests';
import { type SsrOptions, ssrPlugin } from './ssr';

/** JSON bodies are capped at 1 MB; only upload routes raise their own limit. */
export const JSON_BODY_LIMIT = 1_048_576;

export interface BuildServerOptions {
  /** Adds GET /api/__test/slow (RK_TEST_ROUTES=1): for the shutdown test only. */
  readonly testRoutes?: boolean;
  /** RK_TEST_ROUTES=1: the clock the e2e tests move (POST /api/__test/clock); also in deps. */
  readonly testClock?: AdjustableClockAdapter;
  /** The web pages: where the build and the content are, or the dev renderer. */
  readonly ssr?: SsrOptions;
  /** How often expired sessions and login codes are deleted (default every 10 minutes). */
  readonly retentionSweepMs?: number;
  /** How often the application outbox looks for due retries (default every second). */
  readonly outboxPollMs?: number;
  /** What the built-in demo insurer remembers (tests read its hand-over counts). */
  readonly demoInsurerLedger?: DemoInsurerLedger;
}

/**
 * The Fastify server: security headers and CSRF check on every request, the
 * correlation id on /api, JSON-schema validation (no coercion, no silently removed fields),
 * one error shape `{ error: { kind, message } }`, the API routes, and the login helper's plugins
 * (the login service under /login, the auth API under /api/auth). The caller listens.
 */
export const buildServer = async (
  { deps, useCases, outboxSignal }: ServerComposition,
  options: BuildServerOptions = {},
): Promise<FastifyInstance> => {
  const securityHeaders = securityHeadersOf(deps.config);
  const app = Fastify({
    loggerInstance: fastifyLoggerFor(deps.logger, deps.config.logLevel),
    // Fastify's two lines per request are replaced by the one onResponse line below.
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request: our lines carry the correlation id instead of Fastify's reqId.
    childLoggerFactory: (logger) => logger,
    bodyLimit: JSON_BODY_LIMIT,
    // Slow clients (issue 30): headers, idle and keep-alive sockets; bodies in slow-requests.ts.
    ...fastifyTimeoutsOf(deps.config.connections, drainedFormBytesFor(deps.config.uploadMaxBytes)),
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    // Each route's schemas compiled on its first request, not all while the server starts.
    schemaController: {
      compilersFactory: {
        buildValidator: lazyValidatorCompiler(),
        buildSerializer: lazySerializerCompiler(),
      },
    },
    // The errors Fastify answers before any hook (a broken %-escape in the
    // path) get the documented shape, the security headers and a correlation id too.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaders);
      ensureCorrelationId(request, reply, deps);
      // Answered before the hooks, so before the slow-request watch: a body is not waited for.
      if (announcesBody(request.headers)) reply.header('connection', 'close');
      const { status, body } = errorReplyOf(error);
      // The onResponse line does not run for these: the one line here, without the bad path.
      deps.logger.log('info', 'request', {
        method: request.method,
        statusCode: status,
        frameworkError: String((error as { code?: unknown }).code ?? 'unknown'),
        correlationId: request.correlationId,
      });
      return sendErrorAnswer(request, reply, status, body);
    },
    // What Node's parser refuses (too long address or headers) never reaches Fastify.
    clientErrorHandler: clientErrorHandlerFor(deps, securityHeaders),
  });

  capConnectionsPerIp(app.server, deps.config.connections.maxConnectionsPerIp, deps.logger);
  // First of the hooks: each later one writes its lines in the request's log context.
  addCorrelationId(app, deps);
  addSlowRequestCut(app, deps.config.connections, deps);

  app.setErrorHandler((error, request, reply) => {
    const { status, body, unexpected } = errorReplyOf(error, request.routeOptions.bodyLimit);
    if (unexpected) {
      // The one log line of an unexpected failure; the answer carries no detail.
      request.log.error(
        { err: error, req: request, correlationId: request.correlationId },
        'request failed',
      );
    }
    ensureCorrelationId(request, reply, deps);
    return sendErrorAnswer(request, reply, status, body);
  });
  addNotFoundAnswer(app, deps);

  addRequestLine(app, deps);

  // On close, answers still in flight end their keep-alive connection, so close() can finish.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  addSecurityHeaders(app, deps.config);
  addMetrics(app, deps);
  addRetentionSweep(app, deps, useCases.sweepExpiredLoginData, options.retentionSweepMs);
  const outboxPollMs = options.outboxPollMs ?? OUTBOX_POLL_MS;
  const heartbeat = new OutboxHeartbeat(() => deps.clock.now().epochMilliseconds);
  addApplicationOutboxWorker(
    app,
    deps.logger,
    useCases.processApplicationOutbox,
    outboxSignal,
    heartbeat,
    jobRunnerOf(deps),
    outboxPollMs,
  );
  addCsrfOriginCheck(app, deps.config);
  addPublicHostRedirect(app, deps.config);
  // The signer remembers the cookies it verified: no HMAC per request of a returning visitor.
  await app.register(cookie, { secret: new RememberingCookieSigner(deps.config.sessionSecret) });
  await app.register(rateLimit, { global: false });

  await app.register(
    async (api) => {
      // JSON answers compressed for a client that accepts it (a result list page is ~60 kB),
      // above 1 kB only: the small answers (bpm, health) cost more to compress than they save.
      await api.register(compress, {
        global: true,
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      for (const routes of [
        healthRoute,
        trackingRoutes,
        trackingPlugin,
        partnerRoute,
        campaignBannersRoute,
        bpmRoutes,
        calculatePointsRoute,
        pensionGapRoute,
        calculatorsRoutes,
        clientLogRoutes,
        comparisonRoutes,
        consentRoute,
        insurersRoute,
        contributionLimitsRoute,
        applicationDraftRoutes,
        applicationsRoutes,
        adminApplicationsRoutes,
        adminBackupRoutes,
        consultingRoutes,
        adminConsultingRoutes,
        adminPartnerSetsRoutes,
        customerAreaRoutes,
        customerDocumentsRoutes,
      ]) {
        await api.register(routes, { deps, useCases });
      }
      const staleAfterMs = outboxStaleAfterMs(outboxPollMs);
      await api.register(readyRoute, { deps, heartbeat, staleAfterMs });
      if (options.testRoutes === true) await api.register(testOnlyRoutes);
      if (options.testClock !== undefined) {
        await api.register(testClockRoutes, {
          clock: options.testClock,
          attempts: deps.attempts,
          ...(deps.trackingEvents === undefined ? {} : { trackingEvents: deps.trackingEvents }),
        });
      }
    },
    { prefix: '/api' },
  );
  await app.register(authApiPlugin, { prefix: '/api/auth', deps, useCases });
  await app.register(loginServicePlugin, { prefix: '/login', deps, useCases });
  await app.register(applicationDocumentsRoutes, { deps, useCases });
  await app.register(identificationRoutes, { deps, useCases });
  await app.register(guestLinkRoutes, { deps, useCases });
  // DEMO: without INSURER_URL the applications go to the server's own demo insurer.
  if (deps.config.insurerUrl === undefined && deps.catalogue !== undefined) {
    await app.register(demoInsurerPlugin, {
      prefix: DEMO_INSURER_PREFIX,
      catalogue: deps.catalogue,
      ledger: options.demoInsurerLedger ?? new DemoInsurerLedger(),
      testLedger: options.testRoutes === true,
    });
  }
  // Every other GET is a page; /api/* and /login/* keep the JSON 404 above.
  // The pages in a context of their own: under a burst of renders they shed load (503 with
  // Retry-After) before the event loop stalls, while /api/health and the APIs keep answering.
  await app.register(async (pages) => {
    const shedAtMs = deps.config.connections.pageShedEventLoopDelayMs;
    if (shedAtMs > 0) {
      await pages.register(underPressure, {
        maxEventLoopDelay: shedAtMs,
        // Sampled every 100 ms: a burst is noticed within a tenth of a second.
        sampleInterval: 100,
        retryAfter: PAGE_RETRY_AFTER_S,
        pressureHandler: (_request, reply) => {
          void overloaded(reply);
        },
      });
    }
    await pages.register(ssrPlugin, {
      deps,
      useCases,
      options: { testRoutes: options.testRoutes === true, ...options.ssr },
    });
  });
  return app;
};
