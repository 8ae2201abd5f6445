import type { HttpMethod } from '../../ports/http-client.port';

/** One request as the core hands it to a transport: URL joined, body encoded, headers final. */
export interface TransportRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array | null;
  /** Aborted by the core on timeout, on the caller's cancel and on an oversized body. */
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
}

export interface TransportResponse {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body, read lazily so the core can stop at the size cap. */
  readonly chunks: AsyncIterable<Uint8Array>;
}

/**
 * The part that differs between Node (undici) and the browser (fetch). It only moves bytes:
 * errors are thrown, and the core turns them into HttpError values.
 */
export interface HttpTransport {
  /** Where the custom user-agent goes: browsers do not let scripts set User-Agent. */
  readonly userAgentHeader: string;
  send(request: TransportRequest): Promise<TransportResponse>;
}

/** Thrown by a transport whose own timer (connect, headers, body) ran out. */
export class TransportTimeoutError extends Error {
  override readonly name = 'TransportTimeoutError';
}

/** "connect ECONNREFUSED 127.0.0.1:1" rather than just "fetch failed". */
export const causeOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
};
