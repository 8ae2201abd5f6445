import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { LoggerPort, LogLevel } from '../../ports/logger.port';

const ORDER: Readonly<Record<LogLevel, number>> = { debug: 10, info: 20, warn: 30, error: 40 };

type Meta = Record<string, unknown>;

/** The path of a request URL: the query may carry personal data (e-mail, phone in a callback). */
export const pathOf = (url: string): string => {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
};

const errorMeta = (value: unknown): Meta => {
  if (!(value instanceof Error)) return { error: String(value) };
  const code = (value as { code?: unknown }).code;
  return {
    errorName: value.name,
    errorMessage: value.message,
    ...(typeof code === 'string' ? { errorCode: code } : {}),
    ...(value.stack === undefined ? {} : { stack: value.stack }),
  };
};

const isPrimitive = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * What of a pino-style log object may be written: `req` only as method and path (no headers,
 * cookies, query or body), `res` only as status, `err` as name/message/stack, and other fields
 * only when they are plain values. Nested objects are left out: they might carry a body.
 */
const safeMeta = (obj: object): Meta => {
  if (obj instanceof Error) return errorMeta(obj);
  const meta: Meta = {};
  for (const [key, value] of Object.entries(obj)) {
    if (key === 'err' || key === 'error') Object.assign(meta, errorMeta(value));
    else if (key === 'req' && typeof value === 'object' && value !== null) {
      const req = value as { method?: unknown; url?: unknown };
      meta.method = req.method;
      if (typeof req.url === 'string') meta.path = pathOf(req.url);
    } else if (key === 'res' && typeof value === 'object' && value !== null) {
      meta.statusCode = (value as { statusCode?: unknown }).statusCode;
    } else if (isPrimitive(value)) meta[key] = value;
  }
  return meta;
};

/**
 * Fastify's logger interface on top of the LoggerPort, so the framework's own lines (listening,
 * errors after a reply was sent, …) go through the same structured, level-filtered, redacting
 * sink as the application's. trace counts as debug, fatal as error.
 */
export const fastifyLoggerFor = (
  port: LoggerPort,
  level: LogLevel,
  bindings: Meta = {},
): FastifyBaseLogger => {
  const threshold = ORDER[level];
  const at =
    (target: LogLevel) =>
    (first?: unknown, second?: unknown): void => {
      if (ORDER[target] < threshold) return;
      if (typeof first === 'string') {
        port.log(target, first, bindings);
        return;
      }
      const meta = typeof first === 'object' && first !== null ? safeMeta(first) : {};
      const inlineMsg = (first as { msg?: unknown } | null | undefined)?.msg;
      const message =
        typeof second === 'string' ? second : typeof inlineMsg === 'string' ? inlineMsg : '';
      port.log(target, message, { ...bindings, ...meta });
    };
  return {
    level,
    trace: at('debug'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('error'),
    silent: () => undefined,
    child: (more) => fastifyLoggerFor(port, level, { ...bindings, ...safeMeta(more) }),
  };
};

/** Whether a logger at `threshold` writes lines of `level`. */
export const logsAt = (threshold: LogLevel, level: LogLevel): boolean =>
  ORDER[level] >= ORDER[threshold];

/**
 * One line per answered request at info: method, path (no query), status, duration, correlation
 * id; never a body. Below info (LOG_LEVEL warn or error) the hook is not added at all: each
 * request would build a line only for the logger to drop it.
 */
export const addRequestLine = (
  app: FastifyInstance,
  deps: { readonly logger: LoggerPort; readonly config: { readonly logLevel: LogLevel } },
): void => {
  if (!logsAt(deps.config.logLevel, 'info')) return;
  app.addHook('onResponse', (request, reply, done) => {
    deps.logger.log('info', 'request', {
      method: request.method,
      path: pathOf(request.url),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.correlationId === '' ? {} : { correlationId: request.correlationId }),
    });
    done();
  });
};
