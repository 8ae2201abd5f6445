import { isOneOf } from '../value-set';

/**
 * Where a submitted application stands. `stored`: saved with its outbox entry, not yet handed
 * over; `handedOver`: the insurer accepted the hand-over; `declined`: the insurer refused it;
 * `failed`: the hand-over failed for good (retries used up) — the customer sees /thankyou-error;
 * `accepted`: the insurer took the application on after the customer was identified (GwG § 10);
 * `withdrawn`: the customer withdrew (Widerruf, § 152 VVG with § 8 VVG).
 */
export const APPLICATION_STATUSES = [
  'stored',
  'handedOver',
  'declined',
  'failed',
  'accepted',
  'withdrawn',
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
  withdrawn: 'Widerrufen',
};

/** An application the customer still deals with (identification, documents, appointments). */
export const isLiveApplication = (status: ApplicationStatus): boolean =>
  status === 'stored' || status === 'handedOver' || status === 'accepted';

/**
 * The statuses a withdrawal changes, the stores' last check (domain/application/withdrawal.ts
 * decides when the customer may): not declined or failed (nothing to withdraw), not twice.
 */
export const WITHDRAWABLE_STATUSES = ['stored', 'handedOver', 'accepted'] as const;
export const isWithdrawableStatus = (status: string): boolean =>
  isOneOf(WITHDRAWABLE_STATUSES, status);
