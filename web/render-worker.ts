import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { compressedHtml } from '../adapters/server/compress-html';
import type { RenderWorkerSetup } from '../adapters/server/ssr-contract';
import { keepFrozen } from './app/frozen-json';
import { keptReceiver } from './app/kept-transfer';
import type { RenderJob, RenderReply } from './app/render-in-worker';
import { renderSentPage } from './app/render-sent-page';
import { allRouteModules } from './app/route-modules';

// A render worker (dist/ssr/render-worker.js; adapters/server/render-pool.ts starts them): turns a
// page's data, loaded on the main thread, into the compressed HTML document.

/**
 * Rendering yields to the main thread: on Linux a thread is its own scheduling entity, so this
 * worker's thread runs at nice 10 (RENDER_WORKER_NICE), and the main thread's I/O, /api/health and
 * the APIs get a core first during a burst of renders. Where the system does not allow it
 * (another OS, a container without the right), the worker runs at the process's priority.
 */
const RENDER_WORKER_NICE = 10;
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, RENDER_WORKER_NICE);
} catch {
  // Not Linux, or not allowed: the same priority as the main thread.
}

const port = parentPort;
if (port === null) throw new Error('render worker: not started as a worker thread');
const setup = workerData as RenderWorkerSetup;
const config = keepFrozen({ ...setup.config });
for (const module of allRouteModules()) {
  module.load().catch(() => {
    // The main thread loads the same modules and logs when one fails.
  });
}

let receiver = keptReceiver();

const errorText = (error: unknown): string | null =>
  error === null || error === undefined
    ? null
    : error instanceof Error
      ? error.message
      : String(error);

port.on('message', ({ id, job }: { readonly id: number; readonly job: RenderJob }) => {
  if (job.reset === true) {
    receiver = keptReceiver();
    port.postMessage({ id, answer: null });
    return;
  }
  if (job.collect === true) {
    (globalThis as { gc?: () => void }).gc?.();
    port.postMessage({ id, answer: null });
    return;
  }
  let loaderData: Record<string, unknown>;
  try {
    // At once, in the order the messages came: the kept values' list follows the sender's.
    loaderData = receiver.decode(job.loaderData) as Record<string, unknown>;
  } catch (e) {
    port.postMessage({ id, failed: errorText(e) ?? 'decode failed' });
    return;
  }
  const startedAt = performance.now();
  renderSentPage({
    config,
    now: job.now,
    page: { url: job.url, statusCode: job.statusCode, loaderData, matches: job.matches },
    assets: setup.assets,
  })
    .then((page) => {
      const encoded = compressedHtml(page.body, job.acceptEncoding);
      // Bytes of their own, moved to the main thread rather than copied.
      const body = encoded === null ? page.body : new Uint8Array(encoded.body);
      const answer: RenderReply = {
        status: page.status,
        body,
        error: errorText(page.error),
        ...(encoded === null ? {} : { encoding: encoded.encoding }),
      };
      const renderMs = performance.now() - startedAt;
      port.postMessage({ id, answer, renderMs }, [body.buffer as ArrayBuffer]);
    })
    .catch((e: unknown) => {
      port.postMessage({ id, failed: errorText(e) ?? 'render failed' });
    });
});
