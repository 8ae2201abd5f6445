import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import type { LoggerPort } from '../../ports/logger.port';

/**
 * How long a client may take and how many sockets it may hold (issue 30, finding 1), from the
 * environment (config.ts, README "Configuration"). A slow client must hold neither a socket, nor
 * an upload's `.part` file, nor memory for longer than these allow.
 */
export interface ConnectionLimits {
  /** REQUEST_TIMEOUT_MS: the time to receive a whole ordinary request, headers and body. */
  readonly requestTimeoutMs: number;
  /**
   * UPLOAD_MIN_BYTES_PER_SECOND: the slowest average pace of an upload's body once its first
   * REQUEST_TIMEOUT_MS are over; an upload is cut when it falls behind it.
   */
  readonly uploadMinBytesPerSecond: number;
  /** KEEP_ALIVE_TIMEOUT_MS: how long an idle connection waits for its next request. */
  readonly keepAliveTimeoutMs: number;
  /** IDLE_TIMEOUT_MS: a connection without a byte in either direction for this long is closed. */
  readonly idleTimeoutMs: number;
  /** MAX_CONNECTIONS_PER_IP: open connections one client address may hold; 0 for no cap. */
  readonly maxConnectionsPerIp: number;
  /**
   * PAGE_SHED_EVENT_LOOP_DELAY_MS (issue 31): while the event loop lags more than this, pages
   * answer 503 with Retry-After at once instead of queueing renders, so /api/health and the APIs
   * keep answering during a burst of /result renders; 0 switches it off.
   */
  readonly pageShedEventLoopDelayMs: number;
  /**
   * RENDER_WORKERS (issue 31): threads that render pages from the data the main thread loaded, so
   * the main thread keeps answering during a burst of renders; 0 renders on the main thread.
   */
  readonly renderWorkers: number;
  /**
   * RENDER_QUEUE_LIMIT: pages a render worker may have waiting; with every worker's queue full a
   * page answers 503 with Retry-After at once instead of waiting.
   */
  readonly renderQueueLimit: number;
}

/** One render worker per core, at most four (the main thread needs a share too). */
export const DEFAULT_RENDER_WORKERS = Math.max(1, Math.min(4, os.availableParallelism()));

/**
 * The defaults. 32 KiB/s (256 kbit/s) is a quarter of the slowest DSL upstream (1 Mbit/s): an
 * upload of the largest 200 MB file on a 1 Mbit/s line takes about 28 minutes and passes, as
 * does one on a poor mobile line down to 256 kbit/s; the slowest allowed takes 30 s + 6,400 s
 * (1 h 47 min). A request trickling 1 byte every 5 s is cut after about 30 s.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  uploadMinBytesPerSecond: 32_768,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  maxConnectionsPerIp: 64,
  pageShedEventLoopDelayMs: 1_000,
  renderWorkers: DEFAULT_RENDER_WORKERS,
  renderQueueLimit: 64,
};

/** How often the slow-request checks look: a tenth of the request time, from 50 ms to 1 s. */
export const checkIntervalOf = (limits: ConnectionLimits): number =>
  Math.min(1_000, Math.max(50, Math.floor(limits.requestTimeoutMs / 10)));

/** The longest an upload body of `bytes` may take at the slowest allowed pace. */
export const slowestUploadMs = (limits: ConnectionLimits, bytes: number): number =>
  limits.requestTimeoutMs + Math.ceil((bytes / limits.uploadMinBytesPerSecond) * 1000);

/** Fastify's own timeout options for these limits. */
export interface FastifyTimeouts {
  readonly connectionTimeout: number;
  readonly keepAliveTimeout: number;
  readonly requestTimeout: number;
  readonly http: { readonly headersTimeout: number; readonly connectionsCheckingInterval: number };
}

/**
 * The Node server's timeouts: headers within REQUEST_TIMEOUT_MS (checked every tenth of it, not
 * Node's 30 s), idle and keep-alive sockets closed; Node's whole-request timeout is only the
 * backstop behind slow-requests.ts, as long as the slowest allowed upload of `longestBodyBytes`.
 */
export const fastifyTimeoutsOf = (
  limits: ConnectionLimits,
  longestBodyBytes: number,
): FastifyTimeouts => ({
  connectionTimeout: limits.idleTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  requestTimeout: slowestUploadMs(limits, longestBodyBytes) + limits.requestTimeoutMs,
  http: {
    headersTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: checkIntervalOf(limits),
  },
});

/**
 * Caps the open connections per client address: one over the cap is closed at once, before it
 * may send a byte (a socket held by an attacker costs the server nothing then). Each closed
 * connection counts down. One warning per address and episode, without the address.
 */
export const capConnectionsPerIp = (
  server: Server,
  cap: number,
  logger: Pick<LoggerPort, 'log'>,
): void => {
  if (cap <= 0) return;
  const open = new Map<string, number>();
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      socket.destroy();
      if (!warned.has(address)) {
        warned.add(address);
        logger.log('warn', 'connection refused', { reason: 'connections per ip', cap });
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < cap) warned.delete(address);
    });
  });
};
