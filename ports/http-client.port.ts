import type { Result } from '../domain/result';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC §8: network error, timeout and status errors are distinguishable. */
export type HttpErrorKind =
  | 'http/network'
  | 'http/timeout'
  | 'http/status'
  | 'http/cancelled'
  | 'http/too-large'
  | 'http/invalid-response';

export interface HttpError {
  readonly kind: HttpErrorKind;
  /** SPEC §8: extended with method, url, status and duration: "POST https://x/api/bpm → 400 in 12 ms: …". */
  readonly message: string;
  readonly method: HttpMethod;
  readonly url: string;
  /** null when no response arrived. */
  readonly status: number | null;
  readonly durationMs: number;
  /** The parsed error body of a status error (JSON, else text). */
  readonly body?: unknown;
}

export interface HttpResponse<T> {
  readonly status: number;
  /** Lower-case header names; repeated headers joined with ', '. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: T;
}

export type HttpQuery = Readonly<Record<string, string | number | boolean | undefined>>;

export interface HttpRequestOptions {
  readonly headers?: Readonly<Record<string, string>>;
  /** Defaults to the client's configured timeout. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Appended to the URL; undefined values are left out. */
  readonly query?: HttpQuery;
  /** Do not log a failure: for the log call itself, whose errors are swallowed (SPEC §8). */
  readonly quiet?: boolean;
}

export interface DownloadedFile {
  readonly bytes: Uint8Array;
  /** From Content-Disposition. */
  readonly fileName: string | null;
  readonly contentType: string | null;
}

/** SPEC §7: the multipart upload has a meta part (JSON) and a content part (the file). */
export interface UploadParts {
  readonly meta: unknown;
  readonly content: {
    readonly bytes: Uint8Array;
    readonly fileName: string;
    readonly contentType: string;
  };
}

export type HttpResult<T> = Promise<Result<HttpResponse<T>, HttpError>>;

/**
 * SPEC §7: the generic helper, the same for Node and the browser. Relative URLs are joined to
 * the configured base URL; bodies are JSON unless said otherwise; expected failures are values.
 */
export interface HttpClientPort {
  get<T = unknown>(url: string, options?: HttpRequestOptions): HttpResult<T>;
  post<T = unknown>(url: string, json: unknown, options?: HttpRequestOptions): HttpResult<T>;
  put<T = unknown>(url: string, json: unknown, options?: HttpRequestOptions): HttpResult<T>;
  patch<T = unknown>(url: string, json: unknown, options?: HttpRequestOptions): HttpResult<T>;
  delete<T = unknown>(url: string, options?: HttpRequestOptions): HttpResult<T>;
  /** application/x-www-form-urlencoded. */
  postForm<T = unknown>(
    url: string,
    fields: Readonly<Record<string, string>>,
    options?: HttpRequestOptions,
  ): HttpResult<T>;
  download(url: string, options?: HttpRequestOptions): Promise<Result<DownloadedFile, HttpError>>;
  /** multipart/form-data, POST. */
  upload<T = unknown>(url: string, parts: UploadParts, options?: HttpRequestOptions): HttpResult<T>;
}
export const HttpClientPort = Symbol.for('HttpClientPort');
