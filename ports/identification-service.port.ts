import type { WebIdentificationRedirectResponse } from '../domain/identification/identification-choice';

/**
 * The outside identification service (video, online banking, SCHUFA) the customer is redirected
 * to: where to send the customer with the signed state, and whether an answer that came back on
 * the redirect really is the service's (its own signature over state and response).
 */
export interface IdentificationServicePort {
  /** The address to redirect to (a path of this server for the built-in demo). */
  startUrl(signedState: string): string;
  verifyResponse(
    signedState: string,
    response: WebIdentificationRedirectResponse,
    signature: string,
  ): boolean;
}
export const IdentificationServicePort = Symbol.for('IdentificationServicePort');
