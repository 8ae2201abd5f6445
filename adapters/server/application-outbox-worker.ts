import type { FastifyInstance } from 'fastify';
import type { LoggerPort } from '../../ports/logger.port';
import type { ProcessApplicationOutbox } from '../../ports/use-cases/process-application-outbox.use-case';
import type { RunAsJob } from './correlation-id.hook';
import type { OutboxHeartbeat } from './outbox-heartbeat';

/** How often the outbox is looked at when nothing new was stored (due retries). */
export const OUTBOX_POLL_MS = 1000;

/**
 * How long no request may have started before waiting work runs. The group commit answers all
 * the writes of a turn at once, so under load the requests in flight drop to none for a moment
 * after every commit although the next ones are already on their way; without this pause the
 * worker would take a batch after every commit of a burst.
 */
export const OUTBOX_QUIET_MS = 25;

/**
 * Entries per run. A run first looks for due entries of every kind (the reports to the insurer,
 * reminders, appointment mails, SMS, guest links, then the applications' own), about ten queries
 * whatever it finds: with one entry per run they were most of a submission's CPU all-in (issue
 * 31, finding 4). An entry is a hand-over over HTTP or a mail written, no PDF any more (the
 * documents are made when first opened), and every one awaits its I/O, so requests that come
 * during a batch are answered between its entries.
 */
export const OUTBOX_BATCH = 10;

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
 * (its owner lock, sqlite/owner-lock.ts), so no other process claims an entry. What was due when the process died is
 * simply due after the restart. The timer is unref'd and stops on close, which waits for the
 * run in progress. Log lines carry counts only.
 *
 * The work yields to requests: it shares the event loop with them. A run takes up to
 * `OUTBOX_BATCH` entries; while no request is in flight the next run follows at once, until the
 * outbox is empty; otherwise it waits until no request has started for `quietMs` and none is in
 * flight (or for the timer). A busy server still delivers (a batch per finished burst, at least
 * one per `pollMs`), and whatever piled up during a peak goes out once it ends. It beats the
 * heartbeat (GET /api/ready) after each run and at each tick that finds no run in progress.
 */
export const addApplicationOutboxWorker = (
  app: FastifyInstance,
  logger: LoggerPort,
  process: ProcessApplicationOutbox,
  signal: OutboxSignal,
  heartbeat: OutboxHeartbeat,
  runAsJob: RunAsJob,
  pollMs: number = OUTBOX_POLL_MS,
  quietMs: number = OUTBOX_QUIET_MS,
): void => {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let inFlight = 0;
  /** Work is waiting for the requests in flight to finish. */
  let waiting = false;
  /** Requests started so far: a quiet pause counts only if none started during it. */
  let started = 0;
  let quietTimer: NodeJS.Timeout | null = null;

  /** Runs the waiting work once no request has started for `quietMs` and none is in flight. */
  const runWhenQuiet = (): void => {
    if (quietTimer !== null) return;
    const startedBefore = started;
    quietTimer = setTimeout(() => {
      quietTimer = null;
      if (!waiting || inFlight > 0) return;
      if (started !== startedBefore) runWhenQuiet();
      else run();
    }, quietMs);
  };

  const run = (): void => {
    if (closed) return;
    if (running !== null) {
      again = true;
      return;
    }
    waiting = false;
    let didWork = false;
    // One job id per run, on every line the run writes (the use case's included).
    running = runAsJob('outbox', () =>
      process(OUTBOX_BATCH)
        .then((summary) => {
          didWork = summary.done + summary.retried + summary.givenUp > 0;
          if (didWork) logger.log('info', 'application outbox', { ...summary });
        })
        .catch((e: unknown) => {
          logger.log('error', 'application outbox failed', {
            error: e instanceof Error ? e.name : 'error',
          });
        }),
    ).finally(() => {
      running = null;
      heartbeat.beat();
      if (!again && !didWork) return;
      again = false;
      if (inFlight === 0) setImmediate(run);
      else waiting = true;
    });
  };

  // Counted by the response's close event, which also comes for a request the client aborted.
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    started += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0 && waiting) runWhenQuiet();
    });
  });

  let timer: NodeJS.Timeout | null = null;
  // On listening, not on ready: the default insurer is this server's own demo insurer.
  app.addHook('onListen', async () => {
    signal.listen(() => {
      if (running !== null) {
        again = true;
        return;
      }
      waiting = true;
      if (inFlight === 0) runWhenQuiet();
    });
    // Started: alive from now on, before its first run has finished.
    heartbeat.beat();
    setImmediate(run);
    timer = setInterval(() => {
      // A tick with no run in progress is a sign of life; a run that hangs gives none.
      if (running === null) heartbeat.beat();
      run();
    }, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer !== null) clearInterval(timer);
    if (quietTimer !== null) clearTimeout(quietTimer);
    // The database closes after the server: no hand-over may still be writing then.
    await running;
  });
};
