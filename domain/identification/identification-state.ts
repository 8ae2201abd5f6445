import type {
  IdentificationType,
  WebIdentificationRedirectResponse,
} from '../contract/identification';
import { type DomainError, err, ok, type Result } from '../result';

/**
 * Where the identification of one application stands: open until a type is chosen, in progress
 * once the customer started it (redirected, coupon printed, upload awaited), then done or declined.
 * A declined or abandoned identification may be chosen again; a done one stays done.
 */
export type IdentificationState =
  | { readonly status: 'open' }
  | { readonly status: 'chosen'; readonly type: IdentificationType }
  | { readonly status: 'inProgress'; readonly type: IdentificationType }
  | { readonly status: 'done'; readonly type: IdentificationType }
  | { readonly status: 'declined'; readonly type: IdentificationType };

export type IdentificationStatus = IdentificationState['status'];
export const IDENTIFICATION_STATUSES: readonly IdentificationStatus[] = [
  'open',
  'chosen',
  'inProgress',
  'done',
  'declined',
];

export const OPEN_IDENTIFICATION: IdentificationState = { status: 'open' };

/** What "Meine Anträge" shows: chosen and started are still open for the customer. */
export const identificationStatusLabel = (state: IdentificationState): string => {
  switch (state.status) {
    case 'done':
      return 'Identifizierung abgeschlossen';
    case 'declined':
      return 'Identifizierung abgelehnt';
    default:
      return 'Identifizierung offen';
  }
};

/** Whether the customer still has to (or may again) identify. */
export const isIdentificationOpen = (state: IdentificationState): boolean =>
  state.status !== 'done';

export type IdentificationError =
  | DomainError<'identification/already-done'>
  | DomainError<'identification/not-offered'>
  | DomainError<'identification/not-chosen'>
  | DomainError<'identification/not-in-progress'>;

export const alreadyDone = (): IdentificationError => ({
  kind: 'identification/already-done',
  message: 'Die Identifizierung für diesen Antrag ist bereits abgeschlossen.',
});

/** The customer picks a type among those offered for the application. */
export const chooseIdentificationType = (
  state: IdentificationState,
  type: IdentificationType,
  offered: readonly IdentificationType[],
): Result<IdentificationState, IdentificationError> => {
  if (state.status === 'done') return err(alreadyDone());
  if (!offered.includes(type)) {
    return err({
      kind: 'identification/not-offered',
      message: 'Diese Art der Identifizierung ist für Ihren Antrag nicht möglich.',
    });
  }
  return ok({ status: 'chosen', type });
};

/** The customer starts the chosen identification. */
export const startIdentification = (
  state: IdentificationState,
): Result<IdentificationState, IdentificationError> => {
  if (state.status === 'done') return err(alreadyDone());
  if (state.status !== 'chosen') {
    return err({
      kind: 'identification/not-chosen',
      message: 'Bitte wählen Sie zuerst, wie Sie sich identifizieren möchten.',
    });
  }
  return ok({ status: 'inProgress', type: state.type });
};

/** The identification service answered for the running identification of that type. */
export const finishIdentification = (
  state: IdentificationState,
  type: IdentificationType,
  response: WebIdentificationRedirectResponse,
): Result<IdentificationState, IdentificationError> => {
  if (state.status === 'done') return err(alreadyDone());
  if (state.status !== 'inProgress' || state.type !== type) {
    return err({
      kind: 'identification/not-in-progress',
      message:
        'Für diesen Antrag läuft keine solche Identifizierung. Bitte starten Sie sie erneut.',
    });
  }
  return ok({ status: response === 'success' ? 'done' : 'declined', type });
};
