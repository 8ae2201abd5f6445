import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../domain/application/application-form';

/** What the insurer receives for an application. */
export interface InsurerHandOver {
  readonly reference: string;
  readonly form: ApplicationForm;
  readonly choice: ApplicationTariffChoice;
  /** Euros per month (0 for a single premium) and the single premium, as the comparison showed. */
  readonly monthlyContribution: number;
  readonly oneTimePayment: number;
  /** ISO date. */
  readonly insuranceStart: string;
  readonly submittedAt: string;
}

/**
 * The insurer's answer: accepted (with its own policy or case number) or declined with a reason;
 * `unavailable` is a failure worth retrying (network, timeout, 5xx).
 */
export type InsurerAnswer =
  | { readonly kind: 'accepted'; readonly insurerReference: string }
  | { readonly kind: 'declined'; readonly reason: string }
  | { readonly kind: 'unavailable'; readonly error: string };

export interface InsurerGatewayPort {
  /** Hands the application over; the same idempotency key is one application at the insurer. */
  handOver(application: InsurerHandOver, idempotencyKey: string): Promise<InsurerAnswer>;
}
export const InsurerGatewayPort = Symbol.for('InsurerGatewayPort');
