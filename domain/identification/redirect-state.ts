import { type DomainError, err, ok, type Result } from '../result';
import {
  isRedirectIdentificationType,
  type RedirectIdentificationType,
} from './identification-type';

/**
 * What the portal hands the identification service and gets back on the redirect: whose
 * identification, which type, until when, and a one-time nonce. Signed by the server (the text
 * before the last '.' is what is signed); the nonce is used once, so a replayed redirect fails.
 */
export interface RedirectState {
  readonly reference: string;
  readonly type: RedirectIdentificationType;
  /** Epoch seconds after which the redirect is refused. */
  readonly expiresAt: number;
  readonly nonce: string;
}

/** How long the customer may take at the identification service (a video call takes a while). */
export const REDIRECT_STATE_LIFETIME_SECONDS = 60 * 60;

const PART = /^[A-Za-z0-9_-]{1,64}$/;

export type RedirectStateError =
  | DomainError<'identification/state-invalid'>
  | DomainError<'identification/state-expired'>
  | DomainError<'identification/state-used'>;

export const REDIRECT_STATE_ERRORS: Readonly<
  Record<'invalid' | 'expired' | 'used', RedirectStateError>
> = {
  invalid: {
    kind: 'identification/state-invalid',
    message:
      'Die Rückmeldung des Identifizierungsdienstes ist ungültig. Bitte starten Sie die Identifizierung erneut.',
  },
  expired: {
    kind: 'identification/state-expired',
    message:
      'Die Rückmeldung des Identifizierungsdienstes ist abgelaufen. Bitte starten Sie die Identifizierung erneut.',
  },
  used: {
    kind: 'identification/state-used',
    message: 'Diese Rückmeldung des Identifizierungsdienstes wurde bereits verarbeitet.',
  },
};

/** The text that is signed: reference.type.expiresAt.nonce. */
export const redirectStateText = (state: RedirectState): string =>
  [state.reference, state.type, String(state.expiresAt), state.nonce].join('.');

/** Splits "text.signature" into the state and its signature; null when malformed. */
export const parseSignedRedirectState = (
  input: string,
): { readonly state: RedirectState; readonly text: string; readonly signature: string } | null => {
  if (input.length > 512) return null;
  const parts = input.split('.');
  if (parts.length !== 5 || !parts.every((part) => PART.test(part))) return null;
  const [reference, type, expires, nonce, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (!isRedirectIdentificationType(type) || !/^\d{1,12}$/.test(expires)) return null;
  const state: RedirectState = { reference, type, expiresAt: Number(expires), nonce };
  return { state, text: redirectStateText(state), signature };
};

/** A state whose signature held: refused once it expired. */
export const checkRedirectStateTime = (
  state: RedirectState,
  nowEpochSeconds: number,
): Result<RedirectState, RedirectStateError> =>
  nowEpochSeconds > state.expiresAt ? err(REDIRECT_STATE_ERRORS.expired) : ok(state);
