import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailMessage, MailPort } from '../../ports/mail.port';

/** Where the embedded default writes mails: DATA_DIR/outbox. */
export const MAIL_OUTBOX_FOLDER = 'outbox';

export interface MailSettings {
  /** smtp:// or smtps:// URL; without one, mails become .eml files. */
  readonly smtpUrl: string | null;
  /**
   * SMTP_TLS_CA's PEM text: the authority the mail server's certificate (smtps:// or STARTTLS)
   * is checked against, e.g. a company CA or a self-signed certificate; null: the system's.
   */
  readonly smtpTlsCa?: string | null;
  readonly dataDir: string;
  /** The sender, e.g. "Rentenkompass <antrag@rentenkompass.de>". */
  readonly from: string;
}

/** A message id's safe part as a file name: RK-2026-ABCDEFGH.confirmationMail.eml. */
const fileNameOf = (messageId: string): string =>
  `${
    messageId
      .replace(/^<|>$/g, '')
      .split('@')[0]
      ?.replace(/[^A-Za-z0-9._-]/g, '_') ?? 'mail'
  }.eml`;

/**
 * Mail through nodemailer: SMTP when SMTP_URL is set (STARTTLS whenever the server offers it;
 * `?requireTLS=true` insists on it), the send settling only once the server took the message;
 * a refusal (4xx/5xx) rejects and the outbox tries again, so delivery is at least once. Otherwise (the embedded default) each
 * message is written whole as an .eml file to DATA_DIR/outbox, named by its message id, so a
 * message sent again replaces its file instead of adding one.
 */
export class NodemailerMail implements MailPort {
  // nodemailer loads with the first mail, not at every start of the server (issue 31, finding 7).
  private transport: Promise<Transporter> | undefined;

  constructor(private readonly settings: MailSettings) {}

  private transportOf(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.settings.smtpUrl === null
        ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
        : nodemailer.createTransport({
            url: this.settings.smtpUrl,
            ...(this.settings.smtpTlsCa == null ? {} : { tls: { ca: this.settings.smtpTlsCa } }),
          }),
    );
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.transportOf();
    const info = await transport.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: message.messageId,
      attachments: message.attachments.map((a) => ({
        filename: a.fileName,
        contentType: a.contentType,
        content: Buffer.from(a.content),
      })),
    });
    if (this.settings.smtpUrl !== null) return;
    const folder = path.join(this.settings.dataDir, MAIL_OUTBOX_FOLDER);
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    const file = path.join(folder, fileNameOf(message.messageId));
    // Written beside and renamed: a reader never sees half a message.
    await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
    await fs.rename(`${file}.tmp`, file);
  }
}
