import { type DomainError, err, ok, type Result } from '../result';
import { isOneOf } from '../value-set';

/**
 * Where a submitted application stands. `stored`: saved with its outbox entry, not yet handed
 * over; `handedOver`: the insurer accepted the hand-over; `declined`: the insurer refused it;
 * `failed`: the hand-over failed for good (retries used up) — the customer sees /thankyou-error;
 * `accepted`: the insurer took the application on after the customer was identified (GwG § 10).
 */
export const APPLICATION_STATUSES = [
  'stored',
  'handedOver',
  'declined',
  'failed',
  'accepted',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const isApplicationStatus = (input: unknown): input is ApplicationStatus =>
  isOneOf(APPLICATION_STATUSES, input);

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  stored: 'Eingegangen, wird an den Versicherer übermittelt',
  handedOver: 'An den Versicherer übermittelt',
  declined: 'Vom Versicherer abgelehnt',
  failed: 'Übermittlung fehlgeschlagen',
  accepted: 'Vom Versicherer angenommen',
};

/** An application the customer still deals with (identification, documents, appointments). */
export const isLiveApplication = (status: ApplicationStatus): boolean =>
  status === 'stored' || status === 'handedOver' || status === 'accepted';

export type AcceptanceError = DomainError<
  'application/not-handed-over' | 'application/adjustment-open'
>;

/**
 * The insurer reports that it took the application on. Only a handed-over application can be
 * accepted (the insurer knows no other), and not while its tariff adjustment waits for the
 * customer's choice; an accepted one stays accepted (a repeated report), and a declined or failed
 * one never becomes accepted.
 */
export const acceptApplication = (
  status: ApplicationStatus,
  /** Whether the insurer's tariff adjustment still waits for the customer's choice. */
  adjustmentOpen = false,
): Result<'accepted', AcceptanceError> => {
  if (status === 'accepted') return ok('accepted');
  if (status !== 'handedOver')
    return err({
      kind: 'application/not-handed-over',
      message: 'Der Antrag liegt dem Versicherer nicht vor und kann nicht angenommen werden.',
    });
  // The insurer has not yet a contract it could accept: the customer first chooses.
  return adjustmentOpen
    ? err({
        kind: 'application/adjustment-open',
        message:
          'Die Tarifanpassung ist noch offen: Der Antrag kann erst nach Ihrer Entscheidung angenommen werden.',
      })
    : ok('accepted');
};
