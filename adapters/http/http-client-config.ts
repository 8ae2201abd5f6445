import { MAX_BODY_BYTES } from '../../domain/http/limits';

/** What an HTTP client needs to know about where and how it calls. */
export interface HttpClientConfig {
  /** Joined in front of relative URLs, e.g. 'http://127.0.0.1:3000/api' or '/api'. */
  readonly baseUrl: string;
  /** E.g. `portalUserAgent('0.1.0')` (domain/http/user-agent). */
  readonly userAgent: string;
  readonly defaultTimeoutMs: number;
  /** SPEC §7: 200 MB; only tests set a smaller cap. */
  readonly maxBodyBytes?: number;
}
export const HttpClientConfig = Symbol.for('HttpClientConfig');

export const DEFAULT_HTTP_TIMEOUT_MS = 30_000;

export const maxBodyBytesOf = (config: HttpClientConfig): number =>
  config.maxBodyBytes ?? MAX_BODY_BYTES;
