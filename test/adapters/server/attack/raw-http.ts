import net from 'node:net';

/** An answer read off the wire: status, lower-case headers, body text. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * Sends bytes exactly as given (no client library normalises the path or refuses a huge header)
 * and reads the answer until the server closes the connection or one full answer has arrived.
 */
export const rawRequest = (baseUrl: string, bytes: string | Buffer): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let done = false;
    const parsed = (): RawAnswer | null => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return null;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = text.slice(end + 4);
      const length = headers['content-length'];
      if (length !== undefined && Buffer.byteLength(body) < Number(length)) return null;
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    };
    const finish = (): void => {
      if (done) return;
      const answer = parsed();
      if (answer === null) return;
      done = true;
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('close', () => {
      finish();
      if (!done) reject(new Error(`no complete answer: ${Buffer.concat(chunks).toString()}`));
    });
    // The server may close while big bytes are still being written: the answer counts.
    socket.on('error', () => undefined);
    socket.write(bytes);
  });

/** A GET request line and headers as a browser or curl would send them. */
export const rawGet = (path: string, headers: Readonly<Record<string, string>> = {}): string =>
  `GET ${path} HTTP/1.1\r\nHost: portal.test\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
