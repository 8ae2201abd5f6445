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
