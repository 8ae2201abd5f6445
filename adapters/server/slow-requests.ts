import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, REQUEST_TIMEOUT_MESSAGE } from './api-error';
import { type ConnectionLimits, checkIntervalOf } from './connection-limits';
import { ensureCorrelationId } from './correlation-id.hook';
import { sendErrorAnswer } from './error-answer';
import type { ServerDeps } from './server-deps';

/** One request being received: its deadline, or for an upload its pace. */
interface ReceiveWatch {
  /** Turns the deadline into the upload's pace check (customer-documents.routes.ts). */
  paceAsUpload(): void;
}

const watches = new WeakMap<IncomingMessage, ReceiveWatch>();

/**
 * Whether a request has a body to receive: a Transfer-Encoding (chunks), or a Content-Length
 * other than 0 (RFC 9112 §6.3: without either, a request has none).
 */
export const announcesBody = (headers: Readonly<Record<string, unknown>>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Lets this request's body arrive at the upload pace (UPLOAD_MIN_BYTES_PER_SECOND after the
 * first REQUEST_TIMEOUT_MS) instead of whole within REQUEST_TIMEOUT_MS.
 */
export const paceAsUpload = (request: FastifyRequest): void => {
  watches.get(request.raw)?.paceAsUpload();
};

/**
 * Cuts a request whose body does not arrive in time (issue 30, finding 1): an ordinary request
 * must be received whole within REQUEST_TIMEOUT_MS; an upload must keep an average pace of
 * UPLOAD_MIN_BYTES_PER_SECOND once its first REQUEST_TIMEOUT_MS are over, so the largest file on
 * a slow but honest line passes and a trickle does not. The cut answers 408 in the documented
 * shape when no answer has begun, and closes the connection either way: the rest of the body is
 * never read, and an upload's reader fails and removes its `.part` file.
 */
export const addSlowRequestCut = (
  app: FastifyInstance,
  limits: ConnectionLimits,
  deps: Pick<ServerDeps, 'clock' | 'ids'>,
): void => {
  const every = checkIntervalOf(limits);
  app.addHook('onRequest', (request, reply, done) => {
    // Without a body the request is whole once its headers are in (Node's headersTimeout
    // watched those): no timer, no listener (some 4 % of the time of a GET /api/bpm).
    if (announcesBody(request.headers)) {
      watches.set(request.raw, watchReceiving(request, reply, limits, every, deps));
    }
    done();
  });
};

const watchReceiving = (
  request: FastifyRequest,
  reply: FastifyReply,
  limits: ConnectionLimits,
  every: number,
  deps: Pick<ServerDeps, 'clock' | 'ids'>,
): ReceiveWatch => {
  const raw = request.raw;
  const socket = raw.socket;
  const startedAt = performance.now();
  // The socket's bytes so far (this request's head and earlier requests on the connection).
  const bytesAtStart = socket.bytesRead;
  let timer: NodeJS.Timeout | undefined;
  let upload = false;

  const stop = (): void => {
    clearTimeout(timer);
    timer = undefined;
  };
  const cut = (): void => {
    stop();
    // Node does not end a request whose answer is already out: ended here once the connection
    // is gone, so the upload's reader fails and removes its `.part` file. Without an error, so
    // the JSON parser does not try a second answer (it is let go with the request).
    socket.once('close', () => {
      if (!raw.destroyed) raw.destroy();
    });
    if (!reply.sent && !reply.raw.headersSent) {
      ensureCorrelationId(request, reply, deps);
      // Connection: close — Node ends the socket once the answer is out.
      sendErrorAnswer(
        request,
        reply.header('connection', 'close'),
        408,
        apiError('request/timeout', REQUEST_TIMEOUT_MESSAGE),
      );
      return;
    }
    // A real socket (app.inject's stand-in has no destroy and nothing to hold).
    if (typeof socket.destroy === 'function') socket.destroy();
  };
  const behindPace = (): boolean => {
    const late = performance.now() - startedAt - limits.requestTimeoutMs;
    const received = socket.bytesRead - bytesAtStart;
    return late > 0 && received < (limits.uploadMinBytesPerSecond * late) / 1000;
  };
  const check = (): void => {
    timer = undefined;
    if (raw.complete || socket.destroyed) return;
    if (!upload || behindPace()) {
      cut();
      return;
    }
    timer = setTimeout(check, every).unref();
  };

  timer = setTimeout(check, limits.requestTimeoutMs).unref();
  // Received whole and read, or the connection ended: nothing left to watch.
  raw.once('close', stop);
  return {
    paceAsUpload() {
      upload = true;
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(check, every).unref();
    },
  };
};
