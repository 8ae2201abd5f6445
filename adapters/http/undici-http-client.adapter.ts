import type { IncomingHttpHeaders } from 'node:http';
import { inject, injectable } from 'inversify';
import { Agent, type Dispatcher, request } from 'undici';
import type { LoggerPort as Logger } from '../../ports/logger.port';
import { LoggerPort } from '../../ports/logger.port';
import { HttpClientConfig } from './http-client-config';
import { HttpClientCore } from './http-client-core';
import {
  type HttpTransport,
  type TransportRequest,
  type TransportResponse,
  TransportTimeoutError,
} from './http-transport';

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** undici's own timeouts become TransportTimeoutError, everything else passes unchanged. */
const translated = (error: unknown): unknown => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TIMEOUT_CODES.has(code)
    ? new TransportTimeoutError((error as Error).message)
    : error;
};

async function* chunksOf(body: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  try {
    yield* body;
  } catch (e) {
    throw translated(e);
  }
}

const flatHeaders = (headers: IncomingHttpHeaders): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined)
      flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
};

/** Node: undici's `request` through an Agent whose header and body timeouts back up the core's timer. */
export class UndiciTransport implements HttpTransport {
  readonly userAgentHeader = 'user-agent';

  constructor(private readonly dispatcher: Dispatcher) {}

  async send(req: TransportRequest): Promise<TransportResponse> {
    try {
      const response = await request(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body ?? undefined,
        signal: req.signal,
        dispatcher: this.dispatcher,
        headersTimeout: req.timeoutMs,
        bodyTimeout: req.timeoutMs,
      });
      return {
        status: response.statusCode,
        headers: flatHeaders(response.headers),
        chunks: chunksOf(response.body),
      };
    } catch (e) {
      throw translated(e);
    }
  }
}

/** SPEC §7: the HTTP client of the Node side (server rendering, scripts); cookies go in headers. */
@injectable()
export class UndiciHttpClient extends HttpClientCore {
  private readonly agent: Agent;

  constructor(
    @inject(HttpClientConfig) config: HttpClientConfig,
    @inject(LoggerPort) logger: Logger,
  ) {
    const agent = new Agent({ connectTimeout: config.defaultTimeoutMs });
    super(new UndiciTransport(agent), config, logger);
    this.agent = agent;
  }

  /** Closes the kept-alive connections (shutdown, tests). */
  close(): Promise<void> {
    return this.agent.close();
  }
}
