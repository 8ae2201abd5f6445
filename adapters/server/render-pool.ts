import { Worker } from 'node:worker_threads';
import type { LoggerPort } from '../../ports/logger.port';
import type { MetricsPort } from '../../ports/metrics.port';
import type { RenderWorkerPool, RenderWorkerSetup } from './ssr-contract';

/** A worker's answer to one job: `{ id, answer }`, or `{ id, failed }` when it could not render. */
interface WorkerReply {
  readonly id: number;
  readonly answer?: unknown;
  readonly failed?: string;
  /** How long the worker rendered the page, in milliseconds (rk_ssr_render_duration_seconds). */
  readonly renderMs?: number;
}

interface Pending {
  readonly resolve: (answer: unknown) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  epoch: number;
  readonly pending: Map<number, Pending>;
}

/** The render workers' young generation in MB (V8 default: 32 MB, two 16 MB semi-spaces). */
const YOUNG_GENERATION_MB = 96;

export interface RenderPool extends RenderWorkerPool {
  /** Jobs in flight over all workers. */
  readonly inFlight: () => number;
  /** Stops every worker (the server closes). */
  readonly close: () => Promise<void>;
  /**
   * Has every worker collect its garbage (a no-op without --expose-gc); the number of workers.
   * For the soak bench's memory reading (test routes only).
   */
  readonly collect: () => Promise<number>;
}

/**
 * RENDER_WORKERS threads running the render worker (dist/ssr/render-worker.js, web/render-worker.ts),
 * each with at most `queueLimit` jobs in flight. A worker that dies fails its jobs (the renderer
 * renders those itself) and is replaced at once with a new epoch.
 */
export const startRenderPool = (input: {
  readonly file: string;
  readonly size: number;
  readonly queueLimit: number;
  readonly setup: RenderWorkerSetup;
  readonly logger: LoggerPort;
  /** Where the workers' render times go. */
  readonly metrics?: MetricsPort;
}): RenderPool => {
  const { file, size, queueLimit, setup, logger, metrics } = input;
  let closing = false;
  let nextId = 0;
  const slots: Slot[] = [];

  const spawn = (slot: Slot | null, index: number): Slot => {
    // A larger young generation (V8's default semi-space is 16 MB on 64-bit): a page's React
    // elements and strings die young, and fewer scavenges collect them (issue 31 finding 3).
    const worker = new Worker(file, {
      workerData: setup,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    const current: Slot =
      slot === null ? { worker, epoch: 0, pending: new Map() } : Object.assign(slot, { worker });
    worker.on('message', (reply: WorkerReply) => {
      const pending = current.pending.get(reply.id);
      if (pending === undefined) return;
      current.pending.delete(reply.id);
      if (typeof reply.renderMs === 'number') metrics?.render('worker', reply.renderMs / 1000);
      if (reply.failed === undefined) pending.resolve(reply.answer);
      else pending.reject(new Error(reply.failed));
    });
    const fail = (reason: string): void => {
      if (current.worker !== worker) return;
      for (const pending of current.pending.values()) pending.reject(new Error(reason));
      current.pending.clear();
      if (closing) return;
      logger.log('error', 'ssr: render worker stopped, starting a new one', {
        worker: index,
        reason,
      });
      current.epoch += 1;
      spawn(current, index);
    };
    worker.on('error', (e) => fail(e instanceof Error ? e.message : String(e)));
    worker.on('exit', (code) => fail(`exit ${code}`));
    return current;
  };
  for (let index = 0; index < size; index++) slots.push(spawn(null, index));

  const pool: RenderPool = {
    pick: () => {
      let best = -1;
      for (let index = 0; index < slots.length; index++) {
        const load = slots[index]?.pending.size ?? Number.POSITIVE_INFINITY;
        if (load < queueLimit && (best < 0 || load < (slots[best]?.pending.size ?? 0)))
          best = index;
      }
      const slot = slots[best];
      return slot === undefined ? null : { index: best, epoch: slot.epoch };
    },
    run: (index, job, transfer) =>
      new Promise((resolve, reject) => {
        const slot = slots[index];
        if (slot === undefined) {
          reject(new Error(`render worker ${index} does not exist`));
          return;
        }
        const id = nextId++;
        slot.pending.set(id, { resolve, reject });
        try {
          slot.worker.postMessage({ id, job }, transfer === undefined ? [] : [...transfer]);
        } catch (e) {
          // Data a structured clone cannot carry (DataCloneError): nothing reached the worker.
          slot.pending.delete(id);
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      }),
    inFlight: () => slots.reduce((sum, slot) => sum + slot.pending.size, 0),
    collect: async () => {
      await Promise.all(slots.map((_slot, index) => pool.run(index, { collect: true })));
      return slots.length;
    },
    close: async () => {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
  return pool;
};
