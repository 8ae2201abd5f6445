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
 * runs the due outbox entries. Never two runs at once; the server holds the database alone
 * (exclusive lock), so no other process claims an entry. What was due when the process died is
 * simply due after the restart. The timer is unref'd and stops on close, which waits for the
 * run in progress. Log lines carry counts only.
 *
 * The work yields to requests: it shares the event loop with them, and a confirmation mail
 * renders the application's PDFs synchronously, so a run in the middle of a burst of
 * submissions would make every request wait. While a request is in flight a run takes one
 * entry and the next run waits for the last request to finish (or for the timer); an idle
 * server takes the whole batch and goes on until the outbox is empty. A busy server still
 * delivers (one entry per finished burst, at least one per `pollMs`), and whatever piled up
 * during a peak goes out once it ends.
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
  let inFlight = 0;
  /** Work is waiting for the requests in flight to finish. */
  let waiting = false;

  const run = (): void => {
    if (closed) return;
    if (running !== null) {
      again = true;
      return;
    }
    const busy = inFlight > 0;
    waiting = false;
    let didWork = false;
    running = process(busy ? 1 : undefined)
      .then((summary) => {
        didWork = summary.done + summary.retried + summary.givenUp > 0;
        if (didWork) logger.log('info', 'application outbox', { ...summary });
      })
      .catch((e: unknown) => {
        logger.log('error', 'application outbox failed', {
          error: e instanceof Error ? e.name : 'error',
        });
      })
      .finally(() => {
        running = null;
        if (!again && !didWork) return;
        again = false;
        if (inFlight > 0) waiting = true;
        else setImmediate(run);
      });
  };

  // Counted by the response's close event, which also comes for a request the client aborted.
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0 && waiting) setImmediate(run);
    });
  });

  let timer: NodeJS.Timeout | null = null;
  // On listening, not on ready: the default insurer is this server's own demo insurer.
  app.addHook('onListen', async () => {
    signal.listen(() => {
      if (inFlight > 0 && running === null) waiting = true;
      else setImmediate(run);
    });
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
