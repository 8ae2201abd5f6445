import { request } from 'undici';
import type { SmsMessage, SmsPort } from '../../ports/sms.port';

export interface HttpSmsSettings {
  /** SMS_URL: where each message is posted. */
  readonly url: string;
  /** SMS_TOKEN: sent as `Authorization: Bearer <token>`. */
  readonly token: string;
  /** How long the gateway may take to answer (default 15 s). */
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Text messages through a generic HTTP SMS gateway: one JSON POST per message,
 * `{"to","text","messageId"}` with the bearer token and the message id as `Idempotency-Key`, so a
 * gateway that keeps those keys sends a message retried after a lost answer only once. Any 2xx
 * answer is a hand-over; anything else (or no answer in time) rejects, and the outbox tries again
 * (domain/outbox/retry-policy.ts). The error (kept as the entry's last error) names the status
 * only, never the phone number or the gateway's answer.
 */
export class HttpSms implements SmsPort {
  constructor(private readonly settings: HttpSmsSettings) {}

  async send(message: SmsMessage): Promise<void> {
    const timeout = this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const response = await request(this.settings.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.settings.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': message.messageId,
      },
      body: JSON.stringify({ to: message.to, text: message.text, messageId: message.messageId }),
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    // Read to the end, so the connection is reused; its text may echo the number: not kept.
    await response.body.dump();
    if (response.statusCode >= 200 && response.statusCode < 300) return;
    throw new Error(`SMS gateway answered HTTP ${response.statusCode}`);
  }
}
