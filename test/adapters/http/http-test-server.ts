import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One multipart part as the test server read it. */
export interface ReceivedPart {
  readonly headers: Record<string, string>;
  readonly data: Buffer;
}

/** A small multipart/form-data reader for the test server (RFC 7578, CRLF line ends). */
export const parseMultipart = (body: Buffer, contentType: string): ReceivedPart[] => {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (boundary === undefined) throw new Error('no boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: ReceivedPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const headerEnd = body.indexOf('\r\n\r\n', afterDelimiter);
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd);
    const headers: Record<string, string> = {};
    for (const line of body
      .subarray(afterDelimiter + 2, headerEnd)
      .toString('utf8')
      .split('\r\n')) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, data: body.subarray(headerEnd + 4, next) });
    start = next + 2;
  }
  return parts;
};

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const DOWNLOAD = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);

const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const url = new URL(req.url ?? '/', 'http://test');
  const body = await readBody(req);
  const bytes = Number(url.searchParams.get('bytes') ?? 0);
  switch (url.pathname) {
    case '/echo':
      return json(res, 200, {
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: body.toString('utf8'),
      });
    case '/status/404':
      return json(res, 404, { error: { kind: 'test/missing', message: 'Nicht gefunden.' } });
    case '/status/500':
      res.writeHead(500, { 'content-type': 'text/plain' });
      return void res.end('Interner Fehler');
    case '/hang':
      return; // never answers
    case '/slow-body':
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.write('{"partial":'); // the rest never comes
    case '/big':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes });
      return void res.end(Buffer.alloc(bytes, 0x20));
    case '/big-chunked':
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let sent = 0; sent < bytes; sent += 256) res.write(Buffer.alloc(256, 0x20));
      return void res.end();
    case '/invalid-json':
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"kaputt": ');
    case '/empty':
      res.writeHead(204);
      return void res.end();
    case '/download':
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Vertrag.pdf"',
      });
      return void res.end(DOWNLOAD);
    case '/download-utf8':
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Ruerup.pdf"; filename*=UTF-8''R%C3%BCrup%20Vertrag.pdf`,
      });
      return void res.end(DOWNLOAD);
    case '/upload': {
      const contentType = req.headers['content-type'] ?? '';
      const parts = parseMultipart(body, contentType).map((part) => ({
        headers: part.headers,
        base64: part.data.toString('base64'),
      }));
      return json(res, 201, { contentType, parts });
    }
    default:
      return json(res, 404, { error: { kind: 'test/route', message: 'unknown route' } });
  }
};

export interface TestServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

export const DOWNLOAD_BYTES = new Uint8Array(DOWNLOAD);

/** The test server on 127.0.0.1 and a free port. */
export const startTestServer = async (): Promise<TestServer> => {
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => json(res, 500, { error: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
