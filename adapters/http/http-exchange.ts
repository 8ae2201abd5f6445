import { err, ok, type Result } from '../../domain/result';
import type { HttpError, HttpMethod, HttpRequestOptions } from '../../ports/http-client.port';
import { BodyTooLargeError, readCapped } from './capped-body';
import { httpError, type RequestContext, statusDetailOf } from './http-failure';
import { causeOf, type HttpTransport, TransportTimeoutError } from './http-transport';
import type { EncodedBody } from './request-body';
import { requestUrl } from './request-url';

export interface ExchangeSettings {
  readonly baseUrl: string;
  readonly userAgent: string;
  readonly defaultTimeoutMs: number;
  readonly maxBodyBytes: number;
}

export interface ExchangeRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly body: EncodedBody | null;
  readonly accept: string;
  readonly options: HttpRequestOptions;
}

export interface Exchanged {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: Uint8Array;
  /** Method, URL and the time taken so far, for a failure found after the exchange. */
  readonly context: () => RequestContext;
}

const decoder = new TextDecoder();

/** An error body as JSON when it is JSON, else as text. */
const lenientBody = (bytes: Uint8Array): unknown => {
  const text = decoder.decode(bytes);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const headersFor = (
  settings: ExchangeSettings,
  transport: HttpTransport,
  request: ExchangeRequest,
): Record<string, string> => {
  const headers: Record<string, string> = {
    accept: request.accept,
    [transport.userAgentHeader]: settings.userAgent,
  };
  if (request.body !== null) headers['content-type'] = request.body.contentType;
  for (const [name, value] of Object.entries(request.options.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  return headers;
};

/**
 * One request and its whole answer through a transport: timeout, the caller's cancel and the
 * SPEC §7 size cap in both directions; every failure classified as a (not yet logged) HttpError.
 */
export const exchange = async (
  transport: HttpTransport,
  settings: ExchangeSettings,
  request: ExchangeRequest,
): Promise<Result<Exchanged, HttpError>> => {
  const { method, body, options } = request;
  const url = requestUrl(settings.baseUrl, request.path, options.query);
  const started = performance.now();
  const context = (): RequestContext => ({
    method,
    url,
    durationMs: Math.round(performance.now() - started),
  });
  const fail = (
    kind: HttpError['kind'],
    detail: string,
    status: number | null = null,
    errorBody?: unknown,
  ) => err(httpError(kind, context(), detail, status, errorBody));
  const cancelled = (): boolean => options.signal?.aborted === true;
  const max = settings.maxBodyBytes;
  const timeoutMs = Math.max(0, options.timeoutMs ?? settings.defaultTimeoutMs);

  if (cancelled()) return fail('http/cancelled', 'cancelled before sending');
  if (body !== null && body.bytes.byteLength > max) {
    return fail('http/too-large', `request body exceeds ${max} bytes`);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = (): void => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const headers = headersFor(settings, transport, request);
    const sent = await transport.send({
      method,
      url,
      headers,
      body: body?.bytes ?? null,
      signal: controller.signal,
      timeoutMs,
    });
    if (Number(sent.headers['content-length'] ?? 0) > max) {
      controller.abort();
      return fail('http/too-large', `response body exceeds ${max} bytes`, sent.status);
    }
    const bytes = await readCapped(sent.chunks, max);
    if (sent.status < 200 || sent.status > 299) {
      const errorBody = lenientBody(bytes);
      return fail('http/status', statusDetailOf(errorBody, sent.status), sent.status, errorBody);
    }
    return ok({ status: sent.status, headers: sent.headers, bytes, context });
  } catch (e) {
    if (e instanceof BodyTooLargeError) {
      controller.abort();
      return fail('http/too-large', `response ${e.message}`);
    }
    if (timedOut || e instanceof TransportTimeoutError) {
      return fail('http/timeout', `no answer within ${timeoutMs} ms`);
    }
    if (cancelled()) return fail('http/cancelled', 'cancelled');
    return fail('http/network', causeOf(e));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
};
