import http from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from './api-error';
import { apiError, REQUEST_TIMEOUT_MESSAGE } from './api-error';
import { CORRELATION_HEADER, correlationIdOf } from './correlation-id.hook';
import { errorContentOf, isPageRequest } from './error-answer';
import type { ServerDeps } from './server-deps';

/** What Node's HTTP parser hands to 'clientError': the code and the bytes it failed on. */
export interface ClientParseError extends Error {
  readonly code?: string;
  readonly rawPacket?: unknown;
}

/** The bytes the parser failed on, as text ('' when Node gave none). */
const packetOf = (error: ClientParseError): string =>
  Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';

/** Node's limit for the request line and all headers together (`--max-http-header-size`). */
export const MAX_HEADER_BYTES: number = http.maxHeaderSize;

/** A request line from this length on counts as a too long address (414), not big headers (431). */
const LONG_REQUEST_LINE = MAX_HEADER_BYTES / 2;

interface ClientErrorAnswer {
  readonly status: number;
  readonly body: ApiErrorBody;
}

const requestLineOf = (packet: string): string | null => {
  const end = packet.indexOf('\r\n');
  const line = end === -1 ? packet : packet.slice(0, end);
  return /^[A-Z]{3,10} /.test(line) ? line : null;
};

/**
 * The answer to a request Node's parser refused before Fastify saw it: an
 * address or headers over the 16 KB limit, a request that took too long, or bytes that are no
 * HTTP. Each names its limit; none echoes what was sent.
 */
export const clientErrorAnswerOf = (error: ClientParseError): ClientErrorAnswer => {
  const limit = `${Math.round(MAX_HEADER_BYTES / 1024)} KB`;
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      const packet = packetOf(error);
      const line = requestLineOf(packet);
      const longLine =
        line !== null && (line.length >= LONG_REQUEST_LINE || !packet.includes('\r\n'));
      return longLine
        ? {
            status: 414,
            body: apiError(
              'request/uri-too-long',
              `Die Adresse ist zu lang (höchstens ${limit} für Adresse und Kopfzeilen zusammen).`,
            ),
          }
        : {
            status: 431,
            body: apiError(
              'request/headers-too-large',
              `Die Kopfzeilen der Anfrage sind zu groß (höchstens ${limit} zusammen mit der Adresse).`,
            ),
          };
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return {
        status: 408,
        body: apiError('request/timeout', REQUEST_TIMEOUT_MESSAGE),
      };
    case 'HPE_INVALID_METHOD':
      return {
        status: 501,
        body: apiError('request/method', 'Diese Anfragemethode wird nicht unterstützt.'),
      };
    default:
      return {
        status: 400,
        body: apiError('request/malformed', 'Die Anfrage ist keine gültige HTTP-Anfrage.'),
      };
  }
};

/**
 * Whether the refused request was a browser's page request: by its Accept header when the
 * parser got that far; when the address alone filled the limit, a GET of a page address is
 * taken for a browser following a link.
 */
const pageRequested = (error: ClientParseError): boolean => {
  const packet = packetOf(error);
  const line = requestLineOf(packet);
  if (line === null) return false;
  const [method = '', path = '/'] = line.split(' ');
  const accept = /\r\naccept:([^\r\n]*)/i.exec(packet)?.[1];
  if (accept !== undefined || packet.includes('\r\n\r\n')) return isPageRequest(path, accept);
  return (method === 'GET' || method === 'HEAD') && isPageRequest(path, 'text/html');
};

/**
 * Fastify's `clientErrorHandler`: writes a complete HTTP answer in the documented shape — the
 * JSON error (or an HTML page for a page request), the security headers, a correlation id — and
 * closes the connection, as Node would, since the rest of the bytes cannot be trusted.
 */
export const clientErrorHandlerFor = (
  deps: Pick<ServerDeps, 'clock' | 'ids' | 'logger'>,
  securityHeaders: Readonly<Record<string, string>>,
): ((error: ClientParseError, socket: Socket) => void) => {
  return (error, socket) => {
    // A reset connection has nobody to answer; an answered one may report the rest of its bytes.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Node's whole-request backstop may fire while an answer is being written: no second one.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    const { status, body } = clientErrorAnswerOf(error);
    const id = correlationIdOf(undefined, deps);
    deps.logger.log('info', 'request', {
      statusCode: status,
      clientError: error.code ?? 'unknown',
      correlationId: id,
    });
    const content = errorContentOf(status, body, pageRequested(error));
    const headers: Record<string, string> = {
      ...securityHeaders,
      [CORRELATION_HEADER]: id,
      'content-type': content.type,
      'content-length': String(Buffer.byteLength(content.text)),
      'cache-control': 'no-store',
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${content.text}`);
  };
};
