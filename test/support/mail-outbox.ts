import fs from 'node:fs';
import path from 'node:path';
import { MAIL_OUTBOX_FOLDER } from '../../adapters/mail/nodemailer-mail.adapter';

export interface OutboxMail {
  readonly name: string;
  readonly text: string;
}

/**
 * The finished mails the file transport wrote to DATA_DIR/outbox (no SMTP_URL). Each is written
 * as `<name>.eml.tmp` and then renamed, so only `.eml` names are whole messages: a test that
 * lists the folder while a mail is being written must not read the half-written `.tmp`.
 */
export const outboxMailNames = (dataDir: string): string[] => {
  const folder = path.join(dataDir, MAIL_OUTBOX_FOLDER);
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.eml'))
        .sort()
    : [];
};

/** The finished mails with their raw text (headers, quoted-printable body). */
export const outboxMails = (dataDir: string): OutboxMail[] =>
  outboxMailNames(dataDir).map((name) => ({
    name,
    text: fs.readFileSync(path.join(dataDir, MAIL_OUTBOX_FOLDER, name), 'utf8'),
  }));

/** A mail's raw text with its quoted-printable encoding undone (soft breaks, =XX bytes). */
export const quotedPrintableText = (raw: string): string =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
