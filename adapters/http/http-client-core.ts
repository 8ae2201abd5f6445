import { err, ok, type Result } from '../../domain/result';
import type {
  DownloadedFile,
  HttpClientPort,
  HttpError,
  HttpMethod,
  HttpRequestOptions,
  HttpResult,
  UploadParts,
} from '../../ports/http-client.port';
import type { LoggerPort } from '../../ports/logger.port';
import { fileNameOf } from './content-disposition';
import { type HttpClientConfig, maxBodyBytesOf } from './http-client-config';
import { type ExchangeRequest, type ExchangeSettings, exchange } from './http-exchange';
import { httpError, logLevelOf, logMetaOf } from './http-failure';
import type { HttpTransport } from './http-transport';
import { type EncodedBody, formBody, jsonBody, multipartBody } from './request-body';

const decoder = new TextDecoder();

const parseJson = (bytes: Uint8Array): Result<unknown, string> => {
  const text = decoder.decode(bytes);
  if (text.trim() === '') return ok(null);
  try {
    return ok(JSON.parse(text));
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  }
};

/**
 * SPEC §7/§8, the shared part of both HTTP clients: URL joining, body encoding, user-agent,
 * timeout and cancel, the body size cap, JSON parsing (an empty body is null), extended errors
 * and their logging. A transport (undici in Node, fetch in the browser) only moves the bytes.
 */
export class HttpClientCore implements HttpClientPort {
  private readonly settings: ExchangeSettings;

  constructor(
    private readonly transport: HttpTransport,
    config: HttpClientConfig,
    private readonly logger: LoggerPort,
  ) {
    this.settings = {
      baseUrl: config.baseUrl,
      userAgent: config.userAgent,
      defaultTimeoutMs: config.defaultTimeoutMs,
      maxBodyBytes: maxBodyBytesOf(config),
    };
  }

  get<T>(url: string, options?: HttpRequestOptions): HttpResult<T> {
    return this.json<T>('GET', url, null, options);
  }

  post<T>(url: string, json: unknown, options?: HttpRequestOptions): HttpResult<T> {
    return this.json<T>('POST', url, jsonBody(json), options);
  }

  put<T>(url: string, json: unknown, options?: HttpRequestOptions): HttpResult<T> {
    return this.json<T>('PUT', url, jsonBody(json), options);
  }

  patch<T>(url: string, json: unknown, options?: HttpRequestOptions): HttpResult<T> {
    return this.json<T>('PATCH', url, jsonBody(json), options);
  }

  delete<T>(url: string, options?: HttpRequestOptions): HttpResult<T> {
    return this.json<T>('DELETE', url, null, options);
  }

  postForm<T>(
    url: string,
    fields: Readonly<Record<string, string>>,
    options?: HttpRequestOptions,
  ): HttpResult<T> {
    return this.json<T>('POST', url, formBody(fields), options);
  }

  upload<T>(url: string, parts: UploadParts, options?: HttpRequestOptions): HttpResult<T> {
    return this.json<T>('POST', url, multipartBody(parts), options);
  }

  async download(
    url: string,
    options: HttpRequestOptions = {},
  ): Promise<Result<DownloadedFile, HttpError>> {
    const done = await this.send({ method: 'GET', path: url, body: null, accept: '*/*', options });
    if (!done.ok) return done;
    const { headers, bytes } = done.value;
    return ok({
      bytes,
      fileName: fileNameOf(headers['content-disposition']),
      contentType: headers['content-type'] ?? null,
    });
  }

  private async json<T>(
    method: HttpMethod,
    path: string,
    body: EncodedBody | null,
    options: HttpRequestOptions = {},
  ): HttpResult<T> {
    const done = await this.send({ method, path, body, accept: 'application/json', options });
    if (!done.ok) return done;
    const { status, headers, bytes, context } = done.value;
    const parsed = parseJson(bytes);
    if (!parsed.ok) {
      const error = httpError(
        'http/invalid-response',
        context(),
        `invalid JSON: ${parsed.error}`,
        status,
      );
      return this.logged(error, options);
    }
    return ok({ status, headers, body: parsed.value as T });
  }

  private async send(request: ExchangeRequest): ReturnType<typeof exchange> {
    const done = await exchange(this.transport, this.settings, request);
    return done.ok ? done : this.logged(done.error, request.options);
  }

  /** SPEC §8: every failure is logged once, here, unless the caller asked for quiet. */
  private logged(error: HttpError, options: HttpRequestOptions): Result<never, HttpError> {
    if (options.quiet !== true) this.logger.log(logLevelOf(error), error.message, logMetaOf(error));
    return err(error);
  }
}
