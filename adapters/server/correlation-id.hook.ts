import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { correlationId } from '../../domain/http/correlation-id';
import { epochMsOf } from '../../ports/clock.port';
import { runInLogContext } from '../system/log-context';
import type { ServerDeps } from './server-deps';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * SPEC §7: the x-correlation-id of an /api request, echoed; for a page the id of its log
     * lines, echoed only on an error answer ('' before the onRequest hook ran).
     */
    correlationId: string;
  }
}

export const CORRELATION_HEADER = 'x-correlation-id';
/** What a caller may send: ours look like `1767225600000-<base64url>`. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

const isApi = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The caller's correlation id when well-formed, else a new one (timestamp + unique id). */
export const correlationIdOf = (
  given: string | string[] | undefined,
  deps: Pick<ServerDeps, 'clock' | 'ids'>,
): string =>
  typeof given === 'string' && ACCEPTED.test(given)
    ? given
    : correlationId(epochMsOf(deps.clock), deps.ids.newId());

/**
 * An id of the correlation id's form for log lines only (a page, a job): its unique part from
 * randomUUID, not from IdGeneratorPort, so the ids the application hands out stay as they were.
 */
const logIdOf = (deps: Pick<ServerDeps, 'clock'>): string =>
  correlationId(epochMsOf(deps.clock), randomUUID());

/**
 * Every error answer carries a correlation id, also outside /api and also
 * for the errors Fastify raises before the hooks run: set here when the request has none yet.
 */
export const ensureCorrelationId = (
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<ServerDeps, 'clock' | 'ids'>,
): void => {
  if (request.correlationId === '' || request.correlationId === undefined) {
    request.correlationId = correlationIdOf(request.headers[CORRELATION_HEADER], deps);
  }
  reply.header(CORRELATION_HEADER, request.correlationId);
};

/**
 * SPEC §7: requests to the pension routes carry a correlation id (timestamp + unique id). The
 * caller's is kept when well-formed, otherwise one is made; on /api it is echoed. Every request
 * (a page too) runs in its log context from here on, so each line it writes carries the id.
 */
export const addCorrelationId = (
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'clock' | 'ids'>,
): void => {
  app.decorateRequest('correlationId', '');
  app.addHook('onRequest', (request, reply, done) => {
    const given = request.headers[CORRELATION_HEADER];
    let id: string;
    if (isApi(request.url)) {
      id = correlationIdOf(given, deps);
      reply.header(CORRELATION_HEADER, id);
    } else {
      id = typeof given === 'string' && ACCEPTED.test(given) ? given : logIdOf(deps);
    }
    request.correlationId = id;
    runInLogContext({ correlationId: id }, done);
  });
};

/** Runs a background job's `work` with a job id of its own on its log lines. */
export type RunAsJob = <T>(job: string, work: () => T) => T;

/** Jobs whose ids look like correlation ids (`<ms>-<unique id>`), named by `job` on each line. */
export const jobRunnerOf =
  (deps: Pick<ServerDeps, 'clock'>): RunAsJob =>
  (job, work) =>
    runInLogContext({ job, correlationId: logIdOf(deps) }, work);
