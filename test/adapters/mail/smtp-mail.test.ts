import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NodemailerMail } from '../../../adapters/mail/nodemailer-mail.adapter';
import type { MailMessage } from '../../../ports/mail.port';
import { outboxMailNames } from '../../support/mail-outbox';
import { startTestServer } from '../../support/test-server';
import { submit } from '../server/applications/application-kit';
import { type LocalSmtpServer, selfSignedCertificate, startSmtpServer } from './smtp-kit';

// The mail adapter through the real nodemailer SMTP transport (SMTP_URL) against nodemailer's own
// SMTP server in this process: plain, STARTTLS with a self-signed certificate, and a server that
// refuses, whose mails the outbox sends again.

const MESSAGE: MailMessage = {
  to: 'erika.mustermann@example.de',
  subject: 'Ihr Antrag RK-2026-AAAAAAAA',
  text: 'Guten Tag Frau Mustermann, vielen Dank für Ihren Antrag.',
  messageId: '<RK-2026-AAAAAAAA.confirmationMail@portal.test>',
  attachments: [
    { fileName: 'Antrag.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
  ],
};

const FROM = 'Rentenkompass <antrag@portal.test>';
let certificate: ReturnType<typeof selfSignedCertificate>;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  certificate = selfSignedCertificate();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const started = async (
  options: Parameters<typeof startSmtpServer>[0] = {},
): Promise<LocalSmtpServer> => {
  const smtp = await startSmtpServer(options);
  cleanups.push(() => smtp.close());
  return smtp;
};

const mailTo = (smtpUrl: string, smtpTlsCa: string | null = null) =>
  new NodemailerMail({ smtpUrl, smtpTlsCa, dataDir: '/nonexistent', from: FROM });

describe('NodemailerMail over SMTP (SMTP_URL)', () => {
  it('hands the whole message to a plain SMTP server', async () => {
    const smtp = await started({ disabledCommands: ['STARTTLS'] });
    await mailTo(`smtp://127.0.0.1:${smtp.port}`).send(MESSAGE);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.secure).toBe(false);
    expect(mail?.from).toBe('antrag@portal.test');
    expect(mail?.to).toEqual(['erika.mustermann@example.de']);
    expect(mail?.raw).toContain('Message-ID: <RK-2026-AAAAAAAA.confirmationMail@portal.test>');
    expect(mail?.raw).toContain('Subject: Ihr Antrag RK-2026-AAAAAAAA');
    expect(mail?.raw).toMatch(/filename="?Antrag\.pdf/);
  });

  it('upgrades with STARTTLS and checks the self-signed certificate against SMTP_TLS_CA', async () => {
    const smtp = await started({ key: certificate.key, cert: certificate.cert });
    await mailTo(`smtp://127.0.0.1:${smtp.port}?requireTLS=true`, certificate.cert).send(MESSAGE);
    expect(smtp.received.map((m) => m.secure)).toEqual([true]);
  });

  it('refuses a certificate it cannot check: nothing is sent in clear instead', async () => {
    const smtp = await started({ key: certificate.key, cert: certificate.cert });
    await expect(mailTo(`smtp://127.0.0.1:${smtp.port}`).send(MESSAGE)).rejects.toThrow(
      /self[- ]signed certificate/i,
    );
    expect(smtp.received).toEqual([]);
  });

  it('takes it unchecked with ?tls.rejectUnauthorized=false (for tests only)', async () => {
    const smtp = await started({ key: certificate.key, cert: certificate.cert });
    await mailTo(`smtp://127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`).send(MESSAGE);
    expect(smtp.received.map((m) => m.secure)).toEqual([true]);
  });

  it('rejects when the server refuses the message (4xx or 5xx)', async () => {
    const smtp = await started({ disabledCommands: ['STARTTLS'] });
    smtp.refuseNext(2, 451);
    await expect(mailTo(`smtp://127.0.0.1:${smtp.port}`).send(MESSAGE)).rejects.toThrow(/451/);
    smtp.refuseNext(1, 554);
    await expect(mailTo(`smtp://127.0.0.1:${smtp.port}`).send(MESSAGE)).rejects.toThrow(/554/);
    expect(smtp.received).toEqual([]);
  });
});

describe('the application outbox with SMTP_URL', () => {
  let smtp: LocalSmtpServer;
  afterAll(async () => smtp?.close());

  it('tries a refused confirmation mail again until the server takes it: none lost, none as a file', async () => {
    smtp = await startSmtpServer({ key: certificate.key, cert: certificate.cert });
    const server = await startTestServer({
      removeDataDir: true,
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?requireTLS=true`,
        smtpTlsCa: certificate.cert,
      },
      build: { outboxPollMs: 50 },
    });
    cleanups.push(() => server.close());
    // A temporary refusal, then a permanent one: both are tried again (at least once).
    smtp.refuseNext(1, 451);
    const first = await submit(server);
    expect(first.status).toBe(200);
    const { reference } = first.json as { reference: string };
    const entry = async () =>
      server.database.db
        .selectFrom('outbox')
        .select(['attempts', 'done', 'last_error'])
        .where('kind', '=', 'confirmationMail')
        .where('key', '=', reference)
        .executeTakeFirst();
    await expect.poll(async () => (await entry())?.attempts ?? 0, { timeout: 20_000 }).toBe(1);
    expect((await entry())?.last_error).toContain('451');
    smtp.refuseNext(1, 554);
    server.clock.advance({ seconds: 30 });
    await expect.poll(async () => (await entry())?.attempts ?? 0, { timeout: 20_000 }).toBe(2);
    expect((await entry())?.done).toBe(0);
    server.clock.advance({ seconds: 60 });
    await expect.poll(async () => (await entry())?.done, { timeout: 20_000 }).toBe(1);
    const mails = smtp.received.filter((m) => m.raw.includes(reference));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.secure).toBe(true);
    expect(mails[0]?.raw).toContain(`Message-ID: <${reference}.confirmationMail@`);
    expect(smtp.attempts()).toBeGreaterThanOrEqual(3);
    expect(outboxMailNames(server.dataDir)).toEqual([]);
  });
});
