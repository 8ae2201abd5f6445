import fs from 'node:fs/promises';
import path from 'node:path';
import type { SmsMessage, SmsPort } from '../../ports/sms.port';

/** Where the embedded default writes text messages: DATA_DIR/sms-outbox. */
export const SMS_OUTBOX_FOLDER = 'sms-outbox';

/** A message id's safe part as a file name, as the mail outbox has it: RK-2026-ABCDEFGH.identificationSms.txt. */
const fileNameOf = (messageId: string): string =>
  `${
    (messageId.replace(/^<|>$/g, '').split('@')[0] ?? '')
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .slice(0, 120) || 'sms'
  }.txt`;

/**
 * The embedded default without an SMS gateway: each message is written as a small text file
 * (To: line, blank line, text) to DATA_DIR/sms-outbox, named by its id, as the mail outbox does.
 */
export class FileSms implements SmsPort {
  constructor(private readonly dataDir: string) {}

  async send(message: SmsMessage): Promise<void> {
    const folder = path.join(this.dataDir, SMS_OUTBOX_FOLDER);
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    const file = path.join(folder, fileNameOf(message.messageId));
    // Written beside and renamed: a reader never sees half a message.
    await fs.writeFile(`${file}.tmp`, `To: ${message.to}\n\n${message.text}\n`, { mode: 0o600 });
    await fs.rename(`${file}.tmp`, file);
  }
}
