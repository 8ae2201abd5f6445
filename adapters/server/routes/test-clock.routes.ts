import type { FastifyPluginAsync } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import type { AttemptCounterPort } from '../../../ports/attempt-counter.port';
import type { TrackingEventStorePort } from '../../../ports/tracking-event-store.port';
import type { AdjustableClockAdapter } from '../../system/adjustable-clock.adapter';
import { apiError } from '../api-error';
import { REGISTER_ANONYMOUS_SCOPE } from '../login/auth-api.plugin';
import { LOGIN_ATTEMPT_SCOPES } from '../login/login-form-posts';

interface ClockBody {
  set?: string;
  advanceMs?: number;
  reset?: boolean;
}

/**
 * E2e-only routes (RK_TEST_ROUTES=1): POST /__test/clock moves the server's clock (set an
 * instant, advance, reset), GET /__test/tracking-events reads back the stored tracking events
 * (the SQLite file is locked exclusively, so a test cannot open it itself), POST
 * /__test/fresh-limits forgets the login service's attempt counters (a browser test file starts
 * with the budget of a fresh server on a server the files of its worker share).
 */
export const testClockRoutes: FastifyPluginAsync<{
  clock: AdjustableClockAdapter;
  attempts: AttemptCounterPort;
  trackingEvents?: TrackingEventStorePort;
}> = async (app, { clock, attempts, trackingEvents }) => {
  app.post<{ Body: ClockBody }>(
    '/__test/clock',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            set: { type: 'string', maxLength: 40 },
            advanceMs: { type: 'integer' },
            reset: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => {
      const { set, advanceMs, reset } = request.body;
      if (reset === true) clock.reset();
      if (set !== undefined) {
        try {
          clock.set(Temporal.Instant.from(set));
        } catch {
          return reply.code(400).send(apiError('test/clock', 'Kein gültiger Zeitpunkt.'));
        }
      }
      if (advanceMs !== undefined) clock.advance(advanceMs);
      return { now: clock.now().toString() };
    },
  );

  app.post('/__test/fresh-limits', async () => {
    let forgotten = 0;
    for (const scope of [...LOGIN_ATTEMPT_SCOPES, REGISTER_ANONYMOUS_SCOPE]) {
      forgotten += await attempts.forgetUntil(scope, Number.MAX_SAFE_INTEGER);
    }
    return { forgotten };
  });

  app.get('/__test/tracking-events', async () => ({
    events: trackingEvents === undefined ? [] : await trackingEvents.recent(1000),
  }));
};
