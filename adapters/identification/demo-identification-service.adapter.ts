import { createHmac } from 'node:crypto';
import type { WebIdentificationRedirectResponse } from '../../domain/identification/identification-choice';
import type { IdentificationServicePort } from '../../ports/identification-service.port';
import type { LinkSignerPort } from '../../ports/link-signer.port';
import { HmacLinkSigner } from '../system/hmac-link-signer.adapter';

/** Where the server mounts its demo identification service (DEMO: nobody is identified). */
export const DEMO_IDENT_PATH = '/demo-ident';

/**
 * The built-in DEMO identification service: a page of this server where the customer picks the
 * outcome. It signs its answer with its own key (derived apart from the portal's state key), as a
 * real provider signs its callback; the portal only trusts answers with that signature.
 */
export class DemoIdentificationService implements IdentificationServicePort {
  constructor(private readonly signer: LinkSignerPort) {}

  startUrl(signedState: string): string {
    return `${DEMO_IDENT_PATH}?state=${encodeURIComponent(signedState)}`;
  }

  /** The demo service's signature of its answer. */
  sign(signedState: string, response: WebIdentificationRedirectResponse): string {
    return this.signer.sign(`demo-ident-response:${signedState}:${response}`);
  }

  verifyResponse(
    signedState: string,
    response: WebIdentificationRedirectResponse,
    signature: string,
  ): boolean {
    return this.signer.verify(`demo-ident-response:${signedState}:${response}`, signature);
  }
}

/** The demo service of the server: its own key, derived from the session secret apart from the portal's. */
export const demoIdentificationServiceOf = (sessionSecret: string): DemoIdentificationService =>
  new DemoIdentificationService(
    new HmacLinkSigner(
      createHmac('sha256', sessionSecret).update('rentenkompass/demo-ident', 'utf8').digest('hex'),
    ),
  );
