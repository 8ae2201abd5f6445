import type { FastifyPluginAsync } from 'fastify';
import { type ClientLogMeta, clientLogEntryOf } from '../../../domain/privacy/client-log-entry';
import type { LogLevel } from '../../../ports/logger.port';
import type { ServerDeps } from '../server-deps';

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
 * (domain/privacy/client-log-entry.ts), so a line helps find a bug but never a person.
 */
export const clientLogRoutes: FastifyPluginAsync<{ deps: ServerDeps }> = async (app, { deps }) => {
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
        deps.logger.log(level, 'client log', {
          source: 'client',
          clientIp: request.ip,
          correlationId:
            typeof sent === 'string' && CORRELATION.test(sent) ? sent : request.correlationId,
          ...clientLogEntryOf(request.body.message, meta),
        });
        return reply.code(204).send();
      },
    );
  }
};
