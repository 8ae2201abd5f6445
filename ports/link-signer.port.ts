/** Signs texts for links sent to customers (cancel an appointment) with a server secret. */
export interface LinkSignerPort {
  sign(text: string): string;
  /** Whether `signature` is the signature of `text`; compares in constant time. */
  verify(text: string, signature: string): boolean;
}
export const LinkSignerPort = Symbol.for('LinkSignerPort');
