import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Routes for the process tests only, registered when RK_TEST_ROUTES=1: a slow answer to check
 * that a request in flight during SIGTERM still completes, and the memory after a collection.
 */
export const testOnlyRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { ms: string } }>(
    '/__test/slow',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['ms'],
          properties: { ms: { type: 'string', pattern: '^[0-9]{1,4}$' } },
        },
      },
    },
    async (request) => {
      const ms = Number(request.query.ms);
      await sleep(ms);
      return { slept: ms };
    },
  );

  // The soak bench's reading: the process's memory after a full collection (when node runs with
  // --expose-gc), so growth between rounds is memory kept, not garbage not yet collected.
  app.get('/__test/memory', async () => {
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    return { collected: collect !== undefined, rss, heapUsed, heapTotal, external, arrayBuffers };
  });
};
