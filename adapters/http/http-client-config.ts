import { MAX_BODY_BYTES } from '../../domain/http/limits';

/** What an HTTP client needs to know about where and how it calls. */
export interface HttpClientConfig {
  /** Joined in front of relative URLs, e.g. 'http://127.0.0.1:3000/api' or '/api'. */
  readonly baseUrl: string;
  /** E.g. `portalUserAgent('0.1.0')`. */
  readonly userAgent: string;
  readonly defaultTimeoutMs: number;
  /** SPEC §7: 200 MB; only tests set a smaller cap. */
  readonly maxBodyBytes?: number;
}
export const HttpClientConfig = Symbol.for('HttpClientConfig');

export const DEFAULT_HTTP_TIMEOUT_MS = 30_000;

/** SPEC §7: the custom user-agent, `Rentenkompass/<version> (+portal)`. */
export const portalUserAgent = (version: string, brandName = 'Rentenkompass'): string =>
  `${brandName}/${version} (+portal)`;

export const maxBodyBytesOf = (config: HttpClientConfig): number =>
  config.maxBodyBytes ?? MAX_BODY_BYTES;
