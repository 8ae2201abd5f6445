import type { LinkSignerPort } from '../../ports/link-signer.port';

/** A readable stand-in for tests: the signature is the text reversed with a prefix. */
export class PlainLinkSigner implements LinkSignerPort {
  sign(text: string): string {
    return `sig-${[...text].reverse().join('')}`;
  }

  verify(text: string, signature: string): boolean {
    return signature === this.sign(text);
  }
}
