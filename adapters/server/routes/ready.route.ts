import type { FastifyPluginAsync } from 'fastify';
import type { OutboxHeartbeat } from '../outbox-heartbeat';
import type { ServerDeps } from '../server-deps';

/** What GET /api/ready looks at, in this order. */
export type ReadyCheck = 'database' | 'catalogue' | 'outboxWorker';

interface Failed {
  readonly check: ReadyCheck;
  readonly message: string;
}

const READY_SCHEMA = {
  type: 'object',
  required: ['status', 'checks'],
  properties: {
    status: { type: 'string' },
    checks: {
      type: 'object',
      properties: {
        database: { type: 'string' },
        catalogue: { type: 'string' },
        outboxWorker: { type: 'string' },
      },
    },
    failed: {
      type: 'array',
      items: {
        type: 'object',
        required: ['check', 'message'],
        properties: { check: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

type ReadyDeps = Pick<ServerDeps, 'health' | 'catalogue' | 'logger'>;

const databaseFailure = async (deps: ReadyDeps): Promise<Failed | null> => {
  const reachable = await deps.health.databaseReachable().catch(() => false);
  return reachable ? null : { check: 'database', message: 'Die Datenbank antwortet nicht.' };
};

const catalogueFailure = async (deps: ReadyDeps): Promise<Failed | null> => {
  if (deps.catalogue === undefined) {
    return { check: 'catalogue', message: 'Es ist kein Tarifkatalog eingerichtet.' };
  }
  const loaded = await deps.catalogue.load().catch(() => null);
  return loaded?.ok === true
    ? null
    : { check: 'catalogue', message: 'Der Tarifkatalog ist nicht geladen.' };
};

const workerFailure = (heartbeat: OutboxHeartbeat, staleAfterMs: number): Failed | null => {
  const since = heartbeat.sinceLastBeatMs();
  if (since === null) {
    return { check: 'outboxWorker', message: 'Der Versand-Worker der Outbox läuft nicht.' };
  }
  return since <= staleAfterMs
    ? null
    : {
        check: 'outboxWorker',
        message: `Der Versand-Worker der Outbox hat sich seit ${Math.round(since / 1000)} Sekunden nicht gemeldet.`,
      };
};

/**
 * GET /api/ready (readiness, for a load balancer or an orchestrator; /api/health stays the
 * liveness check): the database answers a query, the tariff catalogue is loaded, and the outbox
 * worker beat within `staleAfterMs`. 200 `{ status: 'ready', checks }` or 503 with `failed`,
 * each failed check named with a German message.
 */
export const readyRoute: FastifyPluginAsync<{
  deps: ReadyDeps;
  heartbeat: OutboxHeartbeat;
  staleAfterMs: number;
}> = async (app, { deps, heartbeat, staleAfterMs }) => {
  app.get(
    '/ready',
    { schema: { response: { 200: READY_SCHEMA, 503: READY_SCHEMA } } },
    async (_request, reply) => {
      const results = await Promise.all([databaseFailure(deps), catalogueFailure(deps)]);
      const failed = [...results, workerFailure(heartbeat, staleAfterMs)].filter(
        (f): f is Failed => f !== null,
      );
      const checks = Object.fromEntries(
        (['database', 'catalogue', 'outboxWorker'] as const).map((check) => [
          check,
          failed.some((f) => f.check === check) ? 'failed' : 'ok',
        ]),
      );
      reply.header('cache-control', 'no-store');
      if (failed.length === 0) return { status: 'ready', checks };
      deps.logger.log('warn', 'ready: not ready', {
        failed: failed.map((f) => f.check).join(','),
      });
      return reply.code(503).send({ status: 'not-ready', checks, failed });
    },
  );
};
