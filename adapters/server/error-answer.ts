import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from './api-error';
import { pathOf } from './fastify-logger';

/** The API and the login service's JSON: their errors are JSON whatever the browser accepts. */
const JSON_PATHS = /^\/api(\/|$)/;

/**
 * A request a browser shows as a page: it accepts HTML and is not for the
 * API. Its error answer is an HTML page; every other error answer is the JSON error shape.
 */
export const isPageRequest = (url: string, accept: string | undefined): boolean =>
  (accept?.includes('text/html') ?? false) && !JSON_PATHS.test(pathOf(url));

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The HTML page of an error a page request meets before the renderer (a broken address, a too
 * large form): German, without script or style (the strict CSP allows neither inline), a way home.
 */
export const errorPageHtml = (status: number, body: ApiErrorBody): string =>
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>Fehler ${status}</title></head><body><main>` +
  '<h1>Das hat leider nicht geklappt</h1>' +
  `<p>${escapeHtml(body.error.message)}</p>` +
  '<p><a href="/">Zur Startseite</a></p></main></body></html>';

/** The body and content type of an error answer: an HTML page for a page request, else JSON. */
export const errorContentOf = (
  status: number,
  body: ApiErrorBody,
  page: boolean,
): { readonly type: string; readonly text: string } =>
  page
    ? { type: 'text/html; charset=utf-8', text: errorPageHtml(status, body) }
    : { type: 'application/json; charset=utf-8', text: JSON.stringify(body) };

/**
 * Sends an error answer through Fastify in the documented shape. The caller has set the security
 * headers and the correlation id (hooks, or by hand for the errors before the hooks).
 */
export const sendErrorAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ApiErrorBody,
): FastifyReply => {
  const content = errorContentOf(status, body, isPageRequest(request.url, request.headers.accept));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type(content.type)
    .send(content.text);
};
