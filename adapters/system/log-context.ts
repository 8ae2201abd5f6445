import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerPort, LogLevel } from '../../ports/logger.port';

/** Who a log line belongs to: a request's correlation id, or a job's id and name. */
export interface LogContext {
  /** The request's x-correlation-id, or the job's own id of the same form. */
  readonly correlationId: string;
  /** A job's name (`server`, `outbox`, `retention-sweep`); absent for a request. */
  readonly job?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` (and everything it starts) with this context on its log lines. */
export const runInLogContext = <T>(context: LogContext, work: () => T): T =>
  storage.run(context, work);

/** The context `work` runs in now, if any. */
export const currentLogContext = (): LogContext | undefined => storage.getStore();

/**
 * The logger with the correlation id on every line (README "Operations"): the request's or job's
 * the line is written in, else `fallback` (the server process's own job: start, stop, and what
 * happens outside any request). A line that names its correlation id keeps it.
 */
export const contextualLogger = (inner: LoggerPort, fallback: LogContext): LoggerPort => ({
  log(level: LogLevel, message: string, meta: Readonly<Record<string, unknown>> = {}): void {
    if (Object.hasOwn(meta, 'correlationId')) {
      inner.log(level, message, meta);
      return;
    }
    const context = storage.getStore() ?? fallback;
    inner.log(
      level,
      message,
      context.job === undefined
        ? { correlationId: context.correlationId, ...meta }
        : { correlationId: context.correlationId, job: context.job, ...meta },
    );
  },
});
