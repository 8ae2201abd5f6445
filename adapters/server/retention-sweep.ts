import type { FastifyInstance } from 'fastify';
import { RETENTION_SWEEP_MINUTES } from '../../domain/privacy/retention';
import type { SweepExpiredLoginData } from '../../ports/use-cases/sweep-expired-login-data.use-case';
import { jobRunnerOf } from './correlation-id.hook';
import type { ServerDeps } from './server-deps';

export const RETENTION_SWEEP_MS = RETENTION_SWEEP_MINUTES * 60_000;

/**
 * Once the server is ready and then every `intervalMs`, expired sessions, void
 * login codes and attempts past their window are deleted. The timer is unref'd (it never keeps the process alive), stops on
 * close, and a failed sweep is logged and tried again next time.
 */
export const addRetentionSweep = (
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'logger' | 'clock' | 'ids'>,
  sweep: SweepExpiredLoginData,
  intervalMs: number = RETENTION_SWEEP_MS,
): void => {
  const runAsJob = jobRunnerOf(deps);
  let running: Promise<void> | null = null;
  const run = (): void => {
    // A slow sweep is not started twice.
    if (running !== null) return;
    // A job id of its own per sweep, on its log lines.
    running = runAsJob('retention-sweep', () =>
      sweep()
        .then((swept) => {
          if (swept.sessions + swept.codes + swept.attempts > 0) {
            deps.logger.log('info', 'retention sweep', { ...swept });
          }
        })
        .catch((e: unknown) => {
          deps.logger.log('error', 'retention sweep failed', { error: String(e) });
        }),
    ).finally(() => {
      running = null;
    });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== null) clearInterval(timer);
    // The database closes after the server: no sweep may still be writing then.
    await running;
  });
};
