import fs from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MESSAGE } from '../../../../adapters/server/api-error';
import {
  type ConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
} from '../../../../adapters/server/connection-limits';
import { uploadsDirOf } from '../../../../adapters/server/upload-files';
import { databaseFileIn } from '../../../../adapters/storage/sqlite/open-database';
import { uploadTooLargeMessage } from '../../../../domain/documents/uploaded-document';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';
import { submit, visitorCookieOf } from '../applications/application-kit';
import { expectJsonShape } from './expect-shape';
import { type RawAnswer, rawGet } from './raw-http';

// Issue 30, findings 1 and 6: a slow client holds no socket, no `.part` file and no memory for
// longer than the configured limits (small here, so the test waits seconds, not minutes); a body
// without Content-Length stops at the upload's bound. Every cut is asserted within three times
// its limit, never closer: the machine may be busy.

const LIMITS: ConnectionLimits = {
  ...DEFAULT_CONNECTION_LIMITS,
  requestTimeoutMs: 1_000,
  uploadMinBytesPerSecond: 4_096,
  keepAliveTimeoutMs: 1_000,
};
const CAP = 1024 * 1024;
const PDF = '%PDF-1.7\n% Rentenkompass Testdokument\n';
const BOUNDARY = '----rk-slow-boundary';

let server: TestServer;
let owner: { cookie: string; reference: string };

beforeAll(async () => {
  server = await startTestServer({
    removeDataDir: true,
    config: { connections: LIMITS, uploadMaxBytes: CAP },
  });
  const answer = await submit(server);
  expect(answer.status).toBe(200);
  owner = {
    cookie: visitorCookieOf(answer),
    reference: (answer.json as { reference: string }).reference,
  };
});
afterAll(async () => server.close());

interface SlowOutcome {
  /** The answer the server sent before it closed, if any. */
  readonly answer: RawAnswer | null;
  /** When the server closed the connection, in ms after the head was sent. */
  readonly closedAfterMs: number;
}

/** Sends `head`, then `drip` every `everyMs` until the server closes the connection. */
const slowRequest = (head: string, drip: string, everyMs: number): Promise<SlowOutcome> =>
  new Promise((resolve) => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    let startedAt = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      startedAt = performance.now();
      timer = setInterval(() => socket.write(drip), everyMs);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      let answer: RawAnswer | null = null;
      if (end !== -1) {
        const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        answer = { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
      }
      resolve({ answer, closedAfterMs: performance.now() - startedAt });
    });
  });

/** The head of a multipart upload with its meta part and the content part's head. */
const uploadHead = (headers: string): string => {
  const body =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="meta"\r\n` +
    `Content-Type: application/json\r\n\r\n` +
    `${JSON.stringify({ reference: owner.reference, kind: 'sonstiges' })}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"; filename="a.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${PDF}`;
  return (
    `POST /api/customer/documents HTTP/1.1\r\nHost: portal.test\r\nOrigin: ${PUBLIC_ORIGIN}\r\n` +
    `Cookie: ${owner.cookie}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
    `${headers}\r\n${body}`
  );
};

const uploadFiles = (): string[] => {
  const folder = uploadsDirOf(server.dataDir);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

/** Waits until `check` holds (a file removed after the socket closed), up to `ms`. */
const eventually = async (check: () => boolean, ms = 3_000): Promise<boolean> => {
  const until = performance.now() + ms;
  while (!check()) {
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
};

const expectTimeoutAnswer = (outcome: SlowOutcome): void => {
  expect(outcome.answer).not.toBeNull();
  expectJsonShape(
    outcome.answer as RawAnswer,
    server.deps.config,
    408,
    'request/timeout',
    REQUEST_TIMEOUT_MESSAGE,
  );
  expect(outcome.answer?.headers.connection).toBe('close');
};

describe('a slow body is cut (REQUEST_TIMEOUT_MS 1 s here)', () => {
  it('an ordinary JSON request trickling a byte every 100 ms: 408 in the documented shape, closed', async () => {
    const outcome = await slowRequest(
      `POST /api/consent HTTP/1.1\r\nHost: portal.test\r\nOrigin: ${PUBLIC_ORIGIN}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":"',
      'x',
      100,
    );
    expectTimeoutAnswer(outcome);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
    expect(outcome.closedAfterMs).toBeLessThan(3 * LIMITS.requestTimeoutMs);
  });

  it('headers sent slowly: 408 within three times the limit', async () => {
    const outcome = await slowRequest(
      'GET /api/health HTTP/1.1\r\nHost: portal.test\r\n',
      'X',
      100,
    );
    expect(outcome.answer?.status).toBe(408);
    expect(outcome.closedAfterMs).toBeLessThan(3 * LIMITS.requestTimeoutMs);
  });

  it('an upload trickling below its pace: 408, closed, and its `.part` file is gone', async () => {
    expect(uploadFiles()).toEqual([]);
    const cut = slowRequest(uploadHead('Content-Length: 100000\r\n'), 'x', 100);
    // While it trickles, the upload is on disk as a `.part` file.
    expect(await eventually(() => uploadFiles().some((name) => name.endsWith('.part')))).toBe(true);
    const outcome = await cut;
    expectTimeoutAnswer(outcome);
    expect(outcome.closedAfterMs).toBeLessThan(3 * LIMITS.requestTimeoutMs);
    expect(await eventually(() => uploadFiles().length === 0)).toBe(true);
  });
});

/** An honest upload sent in `chunks` pieces of `chunkBytes`, one every `everyMs`; its answer. */
const pacedUpload = (
  chunks: number,
  chunkBytes: number,
  everyMs: number,
  options: { readonly chunked?: boolean; readonly endless?: boolean } = {},
): Promise<{ answer: RawAnswer | null; sentBytes: number }> =>
  new Promise((resolve) => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    const length = uploadHead('').length - uploadHead('').indexOf('\r\n\r\n') - 4;
    const framed = (text: string | Buffer): Buffer => {
      const bytes = Buffer.from(text);
      return options.chunked === true
        ? Buffer.concat([
            Buffer.from(`${bytes.length.toString(16)}\r\n`),
            bytes,
            Buffer.from('\r\n'),
          ])
        : bytes;
    };
    const head = uploadHead(
      options.chunked === true
        ? 'Transfer-Encoding: chunked\r\n'
        : `Content-Length: ${length + chunks * chunkBytes + tail.length}\r\n`,
    );
    const split = head.indexOf('\r\n\r\n') + 4;
    const chunksRead: Buffer[] = [];
    let sentBytes = 0;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const send = (): void => {
      if (socket.destroyed) return;
      if (sent === chunks && options.endless !== true) {
        clearInterval(timer);
        socket.write(framed(tail));
        if (options.chunked === true) socket.write('0\r\n\r\n');
        return;
      }
      sent += 1;
      sentBytes += chunkBytes;
      socket.write(framed(Buffer.alloc(chunkBytes, 0x20)));
    };
    socket.on('connect', () => {
      socket.write(head.slice(0, split));
      socket.write(framed(head.slice(split)));
      timer = setInterval(send, everyMs);
    });
    socket.on('data', (chunk: Buffer) => {
      chunksRead.push(chunk);
      const text = Buffer.concat(chunksRead).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const lengthHeader = /\r\ncontent-length: (\d+)/i.exec(text);
      if (end !== -1 && lengthHeader !== null && text.length - end - 4 >= Number(lengthHeader[1])) {
        socket.destroy();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const text = Buffer.concat(chunksRead).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      resolve({
        answer:
          end === -1
            ? null
            : {
                status: Number(text.split(' ')[1]),
                headers: {},
                body: text.slice(end + 4),
              },
        sentBytes,
      });
    });
  });

describe('honest clients are not cut', () => {
  it('an upload slower than REQUEST_TIMEOUT_MS but above its pace is stored', async () => {
    const startedAt = performance.now();
    // 40 KB at 20 KB/s: twice the request time, five times the pace of 4 KB/s.
    const { answer } = await pacedUpload(40, 1024, 50);
    expect(performance.now() - startedAt).toBeGreaterThan(LIMITS.requestTimeoutMs);
    expect(answer?.status).toBe(201);
    expect(JSON.parse(answer?.body ?? '{}')).toMatchObject({ contentType: 'application/pdf' });
    // Stored 0600 in a 0700 folder; the database beside it 0600 (issue 30, finding 6c).
    const folder = uploadsDirOf(server.dataDir);
    const [stored] = uploadFiles();
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.statSync(`${folder}/${stored}`).mode & 0o777).toBe(0o600);
    expect(fs.statSync(databaseFileIn(server.dataDir)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(`${databaseFileIn(server.dataDir)}-wal`).mode & 0o777).toBe(0o600);
  });

  it('ordinary requests on one kept-alive connection, which is closed after KEEP_ALIVE_TIMEOUT_MS idle', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((resolve) =>
      socket.on('close', () => resolve(performance.now())),
    );
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write(rawGet('/api/health'));
    expect(await eventually(() => /HTTP\/1\.1 200/.test(Buffer.concat(received).toString()))).toBe(
      true,
    );
    socket.write(rawGet('/api/health'));
    expect(
      await eventually(
        () =>
          (
            Buffer.concat(received)
              .toString()
              .match(/HTTP\/1\.1 200/g) ?? []
          ).length === 2,
      ),
    ).toBe(true);
    const idleFrom = performance.now();
    expect((await closed) - idleFrom).toBeLessThan(3 * LIMITS.keepAliveTimeoutMs);
  });
});

describe('a body without Content-Length stops at the upload bound (UPLOAD_MAX_BYTES 1 MiB here)', () => {
  it('an endless chunked upload gets 413 while it is still sending, and leaves no file', async () => {
    const before = uploadFiles();
    const { answer, sentBytes } = await pacedUpload(0, 256 * 1024, 5, {
      chunked: true,
      endless: true,
    });
    // The server answers 413 and closes while the client still sends: on a loaded machine the
    // client's kernel may drop the answer for the reset that follows (no lingering close yet;
    // noted on issue 30). When the answer arrives, it is the 413.
    if (answer !== null) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: { kind: 'upload/too-large', message: uploadTooLargeMessage(CAP) },
      });
    }
    // Stopped near the bound, not at the end of a body that has none.
    expect(sentBytes).toBeLessThan(16 * CAP);
    expect(await eventually(() => uploadFiles().length === before.length)).toBe(true);
    expect(uploadFiles()).toEqual(before);
  });
});

describe('MAX_CONNECTIONS_PER_IP (3 here)', () => {
  /** A connection: whether the server closed it without a byte, or it stays open. */
  const connect = async (url: string): Promise<net.Socket> => {
    const { port } = new URL(url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.on('connect', resolve));
    return socket;
  };
  const closedSoon = (socket: net.Socket, ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      if (socket.destroyed) resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  const healthOn = (socket: net.Socket): Promise<string> =>
    new Promise((resolve) => {
      socket.once('data', (chunk: Buffer) =>
        resolve(chunk.toString('utf8').split('\r\n')[0] ?? ''),
      );
      socket.write(rawGet('/api/health'));
    });

  it('refuses a fourth connection from 127.0.0.1 and counts a closed one down', async () => {
    const capped = await startTestServer({
      removeDataDir: true,
      config: { connections: { ...DEFAULT_CONNECTION_LIMITS, maxConnectionsPerIp: 3 } },
    });
    const open: net.Socket[] = [];
    try {
      for (let i = 0; i < 3; i += 1) open.push(await connect(capped.url));
      const fourth = await connect(capped.url);
      expect(await closedSoon(fourth, 2_000)).toBe(true);
      // The three are served.
      for (const socket of open) expect(await healthOn(socket)).toBe('HTTP/1.1 200 OK');
      // One closes: a new one is let in (once the server has seen the close).
      open.shift()?.destroy();
      let fifth: net.Socket | null = null;
      for (let attempt = 0; attempt < 20 && fifth === null; attempt += 1) {
        const socket = await connect(capped.url);
        if (await closedSoon(socket, 200)) continue;
        fifth = socket;
      }
      expect(fifth).not.toBeNull();
      const admitted = fifth as unknown as net.Socket;
      open.push(admitted);
      expect(await healthOn(admitted)).toBe('HTTP/1.1 200 OK');
      // Logged without the address (a warning per episode over the cap).
      const refusals = capped.logger.entries.filter((e) => e.message === 'connection refused');
      expect(refusals.length).toBeGreaterThanOrEqual(1);
      for (const entry of refusals) {
        expect(entry).toEqual({
          level: 'warn',
          message: 'connection refused',
          // The log context's ids (issue 33), and nothing of the client.
          meta: {
            reason: 'connections per ip',
            cap: 3,
            correlationId: expect.any(String),
            job: 'server',
          },
        });
      }
    } finally {
      for (const socket of open) socket.destroy();
      await capped.close();
    }
  });
});

describe('the cuts', () => {
  it('logged no warning and no error', () => {
    expect(server.logger.entries.filter((entry) => entry.level !== 'info')).toEqual([]);
  });
});
