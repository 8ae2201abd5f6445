import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface FakeSmsProvider {
  readonly url: string;
  /** Every request in the order it came, refused ones too. */
  readonly requests: ProviderRequest[];
  /** The next `count` requests are answered with `status` (then 202 again). */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

/** A generic SMS gateway on a free loopback port: records each request, answers 202 or a refusal. */
export const startFakeSmsProvider = async (): Promise<FakeSmsProvider> => {
  const requests: ProviderRequest[] = [];
  let failures = 0;
  let failStatus = 503;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = failures > 0 ? failStatus : 202;
      if (failures > 0) failures -= 1;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(status === 202 ? { id: `sms-${requests.length}` } : { error: 'busy' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    requests,
    failNext(count, status) {
      failures = count;
      failStatus = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
