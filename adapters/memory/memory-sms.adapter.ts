import type { SmsMessage, SmsPort } from '../../ports/sms.port';

/** Text messages kept in an array (tests). */
export class MemorySms implements SmsPort {
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
}
