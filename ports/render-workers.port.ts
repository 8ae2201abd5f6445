/**
 * The render workers (adapters/server/render-pool.ts; the server renderer, web/app/render-in-worker.ts, uses them): threads that turn a page's loaded data into
 * its HTML, so the main thread keeps answering while pages render (issue 31).
 */
export interface RenderWorkerPool {
  /**
   * The worker with the fewest jobs in flight, with its epoch (it grows when a worker is replaced
   * after a crash: a new worker has none of the kept values); null when every worker's queue is
   * full.
   */
  pick(): { readonly index: number; readonly epoch: number } | null;
  /** Posts a job to a worker and resolves with its answer; rejects when the worker fails. */
  run(index: number, job: unknown, transfer?: readonly ArrayBuffer[]): Promise<unknown>;
}
