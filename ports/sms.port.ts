/** A text message to a customer's mobile phone, German text. */
export interface SmsMessage {
  /** The phone number as the customer entered it. */
  readonly to: string;
  readonly text: string;
  /** A stable id, so a message sent again is recognisable (and replaces its file in the outbox). */
  readonly messageId: string;
}

export interface SmsPort {
  /** Resolves once the message was handed over; rejects when it was not. */
  send(message: SmsMessage): Promise<void>;
}
export const SmsPort = Symbol.for('SmsPort');
