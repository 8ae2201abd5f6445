import { type DomainError, err, ok, type Result } from '../result';
import type {
  IdentificationType,
  WebIdentificationRedirectResponse,
} from './identification-choice';

/**
 * Where the identification of one application stands: open until a type is chosen, in progress
 * once the customer started it (redirected, coupon printed, upload awaited), in review once both
 * sides of the ID copy are uploaded (the insurer checks them), then done or declined.
 * A declined or abandoned identification may be chosen again; a done one stays done, and one in
 * review waits for the insurer.
 */
export type IdentificationState =
  | { readonly status: 'open' }
  | { readonly status: 'chosen'; readonly type: IdentificationType }
  | { readonly status: 'inProgress'; readonly type: IdentificationType }
  | { readonly status: 'inReview'; readonly type: 'ausweiskopie' }
  | { readonly status: 'done'; readonly type: IdentificationType }
  | { readonly status: 'declined'; readonly type: IdentificationType };

export type IdentificationStatus = IdentificationState['status'];
export const IDENTIFICATION_STATUSES: readonly IdentificationStatus[] = [
  'open',
  'chosen',
  'inProgress',
  'inReview',
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
    case 'inReview':
      return 'Ausweiskopie wird geprüft';
    default:
      return 'Identifizierung offen';
  }
};

/** Whether the customer still has to (or may again) identify. */
export const isIdentificationOpen = (state: IdentificationState): boolean =>
  state.status !== 'done' && state.status !== 'inReview';

export type IdentificationError =
  | DomainError<'identification/already-done'>
  | DomainError<'identification/not-offered'>
  | DomainError<'identification/not-chosen'>
  | DomainError<'identification/not-in-progress'>
  | DomainError<'identification/in-review'>;

export const alreadyDone = (): IdentificationError => ({
  kind: 'identification/already-done',
  message: 'Die Identifizierung für diesen Antrag ist bereits abgeschlossen.',
});

export const inReview = (): IdentificationError => ({
  kind: 'identification/in-review',
  message: 'Ihre Ausweiskopie wird gerade geprüft. Bitte warten Sie auf das Ergebnis.',
});

/**
 * Why nothing more can be started (a type, the SMS link, reminders): done, or an ID copy waiting
 * for the insurer's check. Null while the customer still has to (or may again) identify.
 */
export const closedIdentificationError = (
  state: IdentificationState,
): IdentificationError | null =>
  state.status === 'done' ? alreadyDone() : state.status === 'inReview' ? inReview() : null;

/** The customer picks a type among those offered for the application. */
export const chooseIdentificationType = (
  state: IdentificationState,
  type: IdentificationType,
  offered: readonly IdentificationType[],
): Result<IdentificationState, IdentificationError> => {
  const closed = closedIdentificationError(state);
  if (closed !== null) return err(closed);
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

/**
 * Both sides of the ID copy are uploaded: the copy goes to the insurer for review. Only an ID copy
 * in progress moves on; a done identification stays done.
 */
export const submitIdCopy = (
  state: IdentificationState,
): Result<IdentificationState, IdentificationError> => {
  if (state.status === 'done') return err(alreadyDone());
  if (state.status === 'inReview') return ok(state);
  if (state.status !== 'inProgress' || state.type !== 'ausweiskopie') {
    return err({
      kind: 'identification/not-in-progress',
      message: 'Bitte wählen Sie zuerst die Identifizierung per Ausweiskopie.',
    });
  }
  return ok({ status: 'inReview', type: 'ausweiskopie' });
};

/** What the insurer answered to a reported identification (GwG § 10: it decides). */
export type InsurerIdentificationVerdict = 'accepted' | 'declined';

/**
 * The insurer's verdict on a reported identification: an accepted ID copy makes it done, a
 * declined one declined (the customer may choose again); a done identification stays done.
 */
export const applyInsurerVerdict = (
  state: IdentificationState,
  verdict: InsurerIdentificationVerdict,
): IdentificationState => {
  if (state.status !== 'inReview') return state;
  return { status: verdict === 'accepted' ? 'done' : 'declined', type: state.type };
};

/** The states the insurer is told of: done, or an ID copy to review. */
export const REPORTED_IDENTIFICATION_STATUSES: readonly IdentificationStatus[] = [
  'inReview',
  'done',
];

export const isIdentificationToReport = (state: IdentificationState): boolean =>
  REPORTED_IDENTIFICATION_STATUSES.includes(state.status);
