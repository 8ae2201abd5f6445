import type { HttpError, HttpErrorKind, HttpMethod } from '../../ports/http-client.port';
import type { LogLevel } from '../../ports/logger.port';

export interface RequestContext {
  readonly method: HttpMethod;
  readonly url: string;
  readonly durationMs: number;
}

const MAX_DETAIL_CHARS = 200;

/** SPEC §8: "POST https://x/api/bpm → 400 in 12 ms: …" ("→ no response" without a status). */
export const httpError = (
  kind: HttpErrorKind,
  context: RequestContext,
  detail: string,
  status: number | null = null,
  body?: unknown,
): HttpError => {
  const outcome = status === null ? 'no response' : String(status);
  const text = detail.length > MAX_DETAIL_CHARS ? `${detail.slice(0, MAX_DETAIL_CHARS)}…` : detail;
  return {
    kind,
    message: `${context.method} ${context.url} → ${outcome} in ${context.durationMs} ms: ${text}`,
    method: context.method,
    url: context.url,
    status,
    durationMs: context.durationMs,
    ...(body === undefined ? {} : { body }),
  };
};

/** SPEC §8: statuses 400–499 and cancelled requests are warnings, every other failure an error. */
export const logLevelOf = (error: HttpError): LogLevel =>
  error.kind === 'http/cancelled' ||
  (error.kind === 'http/status' &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500)
    ? 'warn'
    : 'error';

/** The structured fields of a failure's log line (no bodies: they may hold personal data). */
export const logMetaOf = (error: HttpError): Readonly<Record<string, unknown>> => ({
  kind: error.kind,
  method: error.method,
  url: error.url,
  status: error.status,
  durationMs: error.durationMs,
});

/** An error body's readable part: the API's `{ error: { message } }`, else the text itself. */
export const statusDetailOf = (body: unknown, status: number): string => {
  if (typeof body === 'object' && body !== null) {
    const error = (body as { error?: unknown }).error;
    const message =
      typeof error === 'object' && error !== null
        ? (error as { message?: unknown }).message
        : undefined;
    if (typeof message === 'string') return message;
    return JSON.stringify(body);
  }
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  return `HTTP ${status}`;
};
