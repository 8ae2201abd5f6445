import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAdminToken } from './admin-token';
import { apiError } from './api-error';
import { sendErrorAnswer } from './error-answer';
import type { ServerDeps } from './server-deps';

/** The label of a request no route matched (404s): never the requested address. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The address Prometheus scrapes, on the server's port (with the admin token) or METRICS_PORT. */
export const METRICS_PATH = '/metrics';

type ScrapeDeps = Pick<ServerDeps, 'metrics' | 'outbox' | 'health' | 'clock' | 'logger'>;

/** The metrics as they stand: the outbox and the pool read now, then everything as text. */
export const scrapeMetrics = async (
  deps: ScrapeDeps,
): Promise<{ readonly contentType: string; readonly text: string }> => {
  try {
    deps.metrics.outboxBacklog(await deps.outbox.backlog(), deps.clock.now().toString());
  } catch (e) {
    // A database that does not answer still lets the other metrics out; /api/ready says why.
    deps.logger.log('warn', 'metrics: outbox backlog not readable', {
      error: e instanceof Error ? e.name : 'error',
    });
  }
  deps.metrics.databasePool(deps.health.databasePool());
  return deps.metrics.exposition();
};

/** A request's route pattern (`/api/applications/:reference`), never its URL. */
export const routeOf = (request: FastifyRequest): string =>
  request.routeOptions.url ?? UNMATCHED_ROUTE;

/**
 * Every answered request counted and timed by route pattern, method and status, the 429s also as
 * rate-limit refusals; GET /metrics with `Authorization: Bearer <ADMIN_TOKEN>` (404 without an
 * ADMIN_TOKEN, 401 without the right one); and, with METRICS_PORT, the same text without a token
 * on 127.0.0.1:METRICS_PORT, started when the server listens and stopped when it closes.
 */
export const addMetrics = (app: FastifyInstance, deps: ScrapeDeps & Pick<ServerDeps, 'config'>) => {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    deps.metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) deps.metrics.rateLimitRefusal(route);
    done();
  });

  app.get(METRICS_PATH, async (request, reply) => {
    const token = deps.config.adminToken;
    if (token === undefined) {
      return sendErrorAnswer(
        request,
        reply,
        404,
        apiError('request/not-found', 'Diese Adresse gibt es nicht.'),
      );
    }
    if (!hasAdminToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendErrorAnswer(
        request,
        reply,
        401,
        apiError('admin/unauthorized', 'Für die Metriken ist ein gültiges Admin-Token nötig.'),
      );
    }
    const { contentType, text } = await scrapeMetrics(deps);
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });

  const port = deps.config.metricsPort;
  if (port === undefined) return;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    scrapeMetrics(deps).then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  app.addHook('onListen', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // Loopback only: whoever can reach it is on this machine, so no token is asked.
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    deps.logger.log('info', 'metrics listening', { metricsPort: port });
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
};
