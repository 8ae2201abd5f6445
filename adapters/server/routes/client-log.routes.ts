import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../domain/device/cookies';
import { type ClientLogMeta, clientLogEntryOf } from '../../../domain/privacy/client-log-entry';
import type { KnownPersonalValue } from '../../../domain/privacy/known-personal-values';
import { knownValueMatcherOf } from '../../../domain/privacy/redact-known-values';
import type { LogLevel } from '../../../ports/logger.port';
import { signedCookieOf, visitorIdOf } from '../cookies';
import type { RouteOptions } from '../server-use-cases';

const TEXT = { type: ['string', 'null'], maxLength: 20_000 } as const;

/** The body of POST /info, /warn, /error (exported for the fuzz test). */
export const CLIENT_LOG_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: {
    message: { type: 'string', maxLength: 20_000 },
    meta: {
      type: 'object',
      additionalProperties: false,
      properties: {
        appName: TEXT,
        userAgent: TEXT,
        url: TEXT,
        errorName: TEXT,
        message: TEXT,
        stack: TEXT,
        correlationId: TEXT,
      },
    },
  },
} as const;

interface ClientLogBody {
  message: string;
  meta?: ClientLogMeta & { correlationId?: string | null };
}

/** How many log lines one client ip may send per minute. */
export const CLIENT_LOG_LIMIT_PER_MINUTE = 60;

const CORRELATION = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * SPEC §7 POST /info, /warn, /error: one structured line per call with the client ip, the
 * correlation id and the meta's texts — without personal data and bounded
 * (domain/privacy/client-log-entry.ts), so a line helps find a bug but never a person. What the
 * server knows of the person behind the cookies (their draft's, applications' and account's
 * names, address, contact data) is replaced wherever it stands; should looking it up fail, the
 * line is still written, redacted by the patterns, and the failure logged.
 */
export const clientLogRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { deps, useCases },
) => {
  const knownValuesOf = async (request: FastifyRequest): Promise<readonly KnownPersonalValue[]> => {
    try {
      return await useCases.knownPersonalValues({
        sessionId: signedCookieOf(request, SESSION_COOKIE),
        visitorId: visitorIdOf(request),
      });
    } catch (e: unknown) {
      deps.logger.log('error', 'client log: known values failed', {
        error: e instanceof Error ? e.name : 'unknown',
        correlationId: request.correlationId,
      });
      return [];
    }
  };
  const levels: readonly (LogLevel & ('info' | 'warn' | 'error'))[] = ['info', 'warn', 'error'];
  for (const level of levels) {
    app.post<{ Body: ClientLogBody }>(
      `/${level}`,
      {
        schema: { body: CLIENT_LOG_BODY_SCHEMA },
        config: { rateLimit: { max: CLIENT_LOG_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const { correlationId: sent, ...meta } = request.body.meta ?? {};
        const known = knownValueMatcherOf(await knownValuesOf(request));
        deps.logger.log(level, 'client log', {
          source: 'client',
          clientIp: request.ip,
          correlationId:
            typeof sent === 'string' && CORRELATION.test(sent) ? sent : request.correlationId,
          ...clientLogEntryOf(request.body.message, meta, known),
        });
        return reply.code(204).send();
      },
    );
  }
};
