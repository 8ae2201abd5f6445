import type { FastifyReply } from 'fastify';

/** How long a browser waits before it asks for a shed page again. */
export const PAGE_RETRY_AFTER_S = 5;

/** The page a shed request gets: German, self-contained (no assets: they are shed as well). */
export const OVERLOADED_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Einen Moment bitte</title></head><body><main><h1>Einen Moment bitte</h1><p>Gerade rechnen sehr viele Menschen gleichzeitig. Bitte laden Sie die Seite in ein paar Sekunden neu.</p></main></body></html>`;

/**
 * A page shed under load (issue 31): 503 with Retry-After at once, when the event loop lags
 * (PAGE_SHED_EVENT_LOOP_DELAY_MS) or every render worker's queue is full (RENDER_QUEUE_LIMIT).
 */
export const overloaded = (reply: FastifyReply): FastifyReply =>
  reply
    .code(503)
    .header('retry-after', String(PAGE_RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(OVERLOADED_PAGE);
