/** An e-mail to a customer, German text, with attachments. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** A stable id (e.g. from the application's reference), so a resent mail is recognisable. */
  readonly messageId: string;
  readonly attachments: readonly {
    readonly fileName: string;
    readonly contentType: string;
    readonly content: Uint8Array;
  }[];
}

export interface MailPort {
  /** Resolves once the message was handed to the transport; rejects when it was not. */
  send(message: MailMessage): Promise<void>;
}
export const MailPort = Symbol.for('MailPort');
