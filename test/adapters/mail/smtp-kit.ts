import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message the SMTP server took: envelope, whether it came over TLS, the raw text. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly secure: boolean;
  readonly raw: string;
}

export interface LocalSmtpServer {
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Every DATA command seen, refused ones too. */
  readonly attempts: () => number;
  /** The next `count` messages are refused after DATA with `code` (e.g. 451, 554). */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

/**
 * nodemailer's own SMTP server in this process on a free loopback port: it keeps each message
 * whole and can refuse the next ones with a 4xx or 5xx answer.
 */
export const startSmtpServer = async (
  options: Pick<SMTPServerOptions, 'key' | 'cert' | 'disabledCommands'> = {},
): Promise<LocalSmtpServer> => {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  let refusals = 0;
  let refusalCode = 451;
  const server = new SMTPServer({
    ...options,
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), {
            responseCode: refusalCode,
          });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    attempts: () => attempts,
    refuseNext(count, code) {
      refusals = count;
      refusalCode = code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** A self-signed certificate for 127.0.0.1 and localhost, made by openssl in a temp folder. */
export const selfSignedCertificate = (): {
  readonly key: string;
  readonly cert: string;
  readonly certFile: string;
} => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-smtp-cert-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'pipe' },
  );
  return {
    key: fs.readFileSync(keyFile, 'utf8'),
    cert: fs.readFileSync(certFile, 'utf8'),
    certFile,
  };
};
