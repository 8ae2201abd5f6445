import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../server-deps';

const STATUS_SCHEMA = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const;

/** GET /api/health: 200 with the database reachable, 503 otherwise. */
export const healthRoute: FastifyPluginAsync<{ deps: ServerDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    { schema: { response: { 200: STATUS_SCHEMA, 503: STATUS_SCHEMA } } },
    async (_request, reply) => {
      let reachable: boolean;
      try {
        reachable = await deps.health.databaseReachable();
      } catch {
        reachable = false;
      }
      if (!reachable) deps.logger.log('error', 'health: database unreachable');
      return reachable ? { status: 'ok' } : reply.code(503).send({ status: 'unavailable' });
    },
  );
};
