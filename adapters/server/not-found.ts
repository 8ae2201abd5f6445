import type { FastifyInstance } from 'fastify';
import { apiError } from './api-error';
import { ensureCorrelationId } from './correlation-id.hook';
import { sendErrorAnswer } from './error-answer';
import { pathOf } from './fastify-logger';
import type { ServerDeps } from './server-deps';

/** The methods a 405 answer may name in its Allow header. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * What no route answers: 405 with the Allow header when the address exists with other methods
 * (RFC 9110 §15.5.6), else the JSON 404; either with a correlation id.
 */
export const addNotFoundAnswer = (
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'clock' | 'ids'>,
): void => {
  app.setNotFoundHandler((request, reply) => {
    ensureCorrelationId(request, reply, deps);
    const path = pathOf(request.url);
    const allowed = METHODS.filter((method) => app.hasRoute({ url: path, method }));
    if (allowed.length > 0) {
      return sendErrorAnswer(
        request,
        reply.header('allow', allowed.join(', ')),
        405,
        apiError(
          'request/method',
          'Diese Adresse kann nicht mit dieser Methode aufgerufen werden.',
        ),
      );
    }
    return sendErrorAnswer(
      request,
      reply,
      404,
      apiError('request/not-found', 'Diese Adresse gibt es nicht.'),
    );
  });
};
