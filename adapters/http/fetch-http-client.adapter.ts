import { inject, injectable } from 'inversify';
import { BROWSER_USER_AGENT_HEADER } from '../../domain/http/user-agent';
import type { LoggerPort as Logger } from '../../ports/logger.port';
import { LoggerPort } from '../../ports/logger.port';
import { HttpClientConfig } from './http-client-config';
import { HttpClientCore } from './http-client-core';
import type { HttpTransport, TransportRequest, TransportResponse } from './http-transport';

/** Reads a body stream chunk by chunk; async iteration of ReadableStream is not everywhere yet. */
async function* chunksOf(body: ReadableStream<Uint8Array> | null): AsyncIterable<Uint8Array> {
  if (body === null) return;
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/** Browser: global fetch with the cookies included; no Node import, so it bundles for the web. */
export class FetchTransport implements HttpTransport {
  /** Browsers forbid setting User-Agent from a script. */
  readonly userAgentHeader = BROWSER_USER_AGENT_HEADER;

  async send(req: TransportRequest): Promise<TransportResponse> {
    const response = await globalThis.fetch(req.url, {
      method: req.method,
      headers: req.headers,
      // The core builds ArrayBuffer-backed arrays; the DOM types want that spelled out.
      body: req.body as Uint8Array<ArrayBuffer> | null,
      signal: req.signal,
      credentials: 'include',
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers, chunks: chunksOf(response.body) };
  }
}

/** SPEC §7: the HTTP client of the browser. */
@injectable()
export class FetchHttpClient extends HttpClientCore {
  constructor(
    @inject(HttpClientConfig) config: HttpClientConfig,
    @inject(LoggerPort) logger: Logger,
  ) {
    super(new FetchTransport(), config, logger);
  }
}
