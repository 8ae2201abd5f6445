import type { LoggerPort } from '../../ports/logger.port';
import type { RenderWorkerPool } from '../../ports/render-workers.port';
import { type KeptMessage, keptSender } from './kept-transfer';
import type { RenderedPage } from './render-page';
import type { SentMatch } from './render-sent-page';

/* The messages between the renderer and a render worker (web/render-worker.ts). */

/** One page to render, as the main thread's renderer (web/entry.server.tsx) sends it. */
export interface RenderJob {
  /** Forget every kept value (the main thread's list of what this worker has was reset). */
  readonly reset?: true;
  /**
   * Collect garbage now, when the process runs with --expose-gc (the soak bench's reading, through
   * the test route /api/__test/render-workers/gc); nothing else.
   */
  readonly collect?: true;
  readonly url: string;
  readonly statusCode: number;
  readonly loaderData: KeptMessage;
  /** The routes the main thread matched: the worker takes them instead of matching again. */
  readonly matches: readonly SentMatch[];
  readonly now: number;
  readonly acceptEncoding: string | undefined;
}

/** The rendered page; its bytes are moved, not copied, when not compressed. */
export interface RenderReply {
  readonly status: number;
  readonly body: Uint8Array;
  readonly encoding?: 'br' | 'gzip';
  /** What went wrong while rendering, for the main thread's log; null when nothing. */
  readonly error: string | null;
}

/** A page a render worker made: compressed when the request accepted it. */
export type WorkerPage = RenderedPage & { readonly encoding?: 'br' | 'gzip' };

type Sender = ReturnType<typeof keptSender>;

/** Every worker's queue is full (RENDER_QUEUE_LIMIT): the page is shed with 503. */
export const SHED = 'shed' as const;

/**
 * The main thread's side of the render workers: sends a loaded page to the least busy worker,
 * each worker's kept values once (web/app/kept-transfer.ts). SHED when every queue is full; null
 * when the worker failed: the caller then renders the page itself, so a visitor never sees a
 * worker's trouble.
 */
export const renderedInWorker = (
  pool: RenderWorkerPool,
  logger: LoggerPort,
): {
  readonly render: (
    page: Omit<RenderJob, 'loaderData' | 'reset'> & {
      readonly loaderData: Readonly<Record<string, unknown>>;
    },
  ) => Promise<WorkerPage | typeof SHED | null>;
} => {
  const senders = new Map<number, { readonly epoch: number; readonly sender: Sender }>();
  const senderOf = (index: number, epoch: number): { epoch: number; sender: Sender } => {
    let entry = senders.get(index);
    if (entry === undefined || entry.epoch !== epoch) {
      entry = { epoch, sender: keptSender() };
      senders.set(index, entry);
    }
    return entry;
  };
  return {
    render: async (page) => {
      const picked = pool.pick();
      if (picked === null) return SHED;
      const entry = senderOf(picked.index, picked.epoch);
      const job: RenderJob = { ...page, loaderData: entry.sender.encode(page.loaderData) };
      try {
        const reply = (await pool.run(picked.index, job)) as RenderReply;
        return {
          status: reply.status,
          location: null,
          body: reply.body,
          error: reply.error,
          ...(reply.encoding === undefined ? {} : { encoding: reply.encoding }),
        };
      } catch (e) {
        logger.log('warn', 'ssr: render worker failed, rendering on the main thread', {
          error: e instanceof Error ? e.message : String(e),
        });
        // Both lists of kept values start again: this worker may not have what the sender thinks.
        if (senders.get(picked.index) === entry) {
          senders.set(picked.index, { epoch: picked.epoch, sender: keptSender() });
          pool.run(picked.index, { reset: true }).catch(() => {
            // A worker that is gone is replaced with a new epoch and an empty list anyway.
          });
        }
        return null;
      }
    },
  };
};
