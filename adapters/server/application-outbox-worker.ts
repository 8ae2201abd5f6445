import type { FastifyInstance } from 'fastify';
import type { LoggerPort } from '../../ports/logger.port';
import type { ProcessApplicationOutbox } from '../../ports/use-cases/process-application-outbox.use-case';

/** How often the outbox is looked at when nothing new was stored (due retries). */
export const OUTBOX_POLL_MS = 1000;

/** Wakes the outbox worker when an application was stored, instead of waiting for the timer. */
export class OutboxSignal {
  private listener: (() => void) | null = null;

  readonly notify = (): void => {
    this.listener?.();
  };

  listen(listener: () => void): void {
    this.listener = listener;
  }
}

/**
 * The hand-over worker: once the server listens, then on every signal and every `pollMs`, it
 * runs the due outbox entries. Never two runs at once (a signal during a run runs again after
 * it); the server holds the database alone (exclusive lock), so no other process claims an
 * entry. What was due when the process died is simply due after the restart. The timer is
 * unref'd and stops on close, which waits for the run in progress. Log lines carry counts only.
 */
export const addApplicationOutboxWorker = (
  app: FastifyInstance,
  logger: LoggerPort,
  process: ProcessApplicationOutbox,
  signal: OutboxSignal,
  pollMs: number = OUTBOX_POLL_MS,
): void => {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const run = (): void => {
    if (closed) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = process()
      .then((summary) => {
        if (summary.done + summary.retried + summary.givenUp > 0) {
          logger.log('info', 'application outbox', { ...summary });
        }
      })
      .catch((e: unknown) => {
        logger.log('error', 'application outbox failed', {
          error: e instanceof Error ? e.name : 'error',
        });
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          setImmediate(run);
        }
      });
  };
  let timer: NodeJS.Timeout | null = null;
  // On listening, not on ready: the default insurer is this server's own demo insurer.
  app.addHook('onListen', async () => {
    signal.listen(() => setImmediate(run));
    setImmediate(run);
    timer = setInterval(run, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer !== null) clearInterval(timer);
    // The database closes after the server: no hand-over may still be writing then.
    await running;
  });
};
