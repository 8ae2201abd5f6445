import { isOneOf } from '../value-set';

/**
 * Where a submitted application stands. `stored`: saved with its outbox entry, not yet handed
 * over; `handedOver`: the insurer accepted the hand-over; `declined`: the insurer refused it;
 * `failed`: the hand-over failed for good (retries used up) — the customer sees /thankyou-error.
 * The customer area adds identification states later.
 */
export const APPLICATION_STATUSES = ['stored', 'handedOver', 'declined', 'failed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const isApplicationStatus = (input: unknown): input is ApplicationStatus =>
  isOneOf(APPLICATION_STATUSES, input);

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  stored: 'Eingegangen, wird an den Versicherer übermittelt',
  handedOver: 'An den Versicherer übermittelt',
  declined: 'Vom Versicherer abgelehnt',
  failed: 'Übermittlung fehlgeschlagen',
};
