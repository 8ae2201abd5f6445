import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../domain/application/application-form';
import type { ComparisonRow } from '../domain/comparison/comparison-row';
import type { IdentificationType } from '../domain/identification/identification-choice';
import type { TariffAdjustmentProposal } from '../domain/tariff-adjustment/tariff-adjustment';
import type { TariffAdjustmentResult, TariffAdjustmentType } from '../domain/tariffs/adjustment';

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
  /** What the customer signed: the tariff's figures as kept at submission (SignedOffer). */
  readonly signedOffer: SignedFigures;
}

/**
 * The signed figures the insurer receives: the tariff's row (contribution, guaranteed and
 * projected pension with the assumed returns, capital, Effektivkosten, Beitragsgarantie, the
 * allowances or tax saving), the pension start and when it was signed; `demo` for figures of the
 * demo catalogue.
 */
export interface SignedFigures {
  readonly row: ComparisonRow;
  /** ISO date. */
  readonly pensionStart: string;
  /** ISO instant. */
  readonly signedAt: string;
  readonly demo: boolean;
}

/**
 * The insurer's answer: accepted (with its own policy or case number; possibly with a tariff
 * adjustment the customer must answer, SPEC §3) or declined with a reason; `unavailable` is a
 * failure worth retrying (network, timeout, 5xx).
 */
export type InsurerAnswer =
  | {
      readonly kind: 'accepted';
      readonly insurerReference: string;
      readonly adjustment?: TariffAdjustmentProposal;
    }
  | { readonly kind: 'declined'; readonly reason: string }
  | { readonly kind: 'unavailable'; readonly error: string };

/** The customer's answer to a tariff adjustment, as the insurer is told it. */
export interface AdjustmentChoiceReport {
  readonly reference: string;
  readonly type: TariffAdjustmentType;
  readonly result: TariffAdjustmentResult;
  /** ISO instant. */
  readonly chosenAt: string;
}

/** The insurer took the report (`received`), or it is to be sent again later. */
export type AdjustmentReportAnswer =
  | { readonly kind: 'received' }
  | { readonly kind: 'unavailable'; readonly error: string };

/** The customer's identification, as the insurer is told it (GwG § 10 ff.). */
export interface IdentificationReport {
  readonly reference: string;
  readonly type: IdentificationType;
  /** `done`: identified by the service; `inReview`: the ID copy (both sides) for the insurer to check. */
  readonly status: 'done' | 'inReview';
  /** ISO instant of the identification's last change. */
  readonly identifiedAt: string;
}

/**
 * The insurer accepts the application now the customer is identified (an ID copy in review is
 * accepted with it), or declines the identification; `unavailable` is to be sent again later.
 */
export type IdentificationReportAnswer =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'declined'; readonly reason: string }
  | { readonly kind: 'unavailable'; readonly error: string };

/** A customer's pay-in-more (Zuzahlung) request, as the insurer is told it. */
export interface PayInMoreReport {
  readonly reference: string;
  /** The request's id: with the reference, the report's idempotency key. */
  readonly requestId: string;
  /** The one-time payment in cents, or null. */
  readonly oneTimeCents: number | null;
  /** The raise of the monthly payment in cents (not the new monthly payment), or null. */
  readonly monthlyIncreaseCents: number | null;
  /** ISO instant. */
  readonly requestedAt: string;
}

/** The customer's withdrawal (Widerruf, § 152 VVG), as the insurer is told it. */
export interface WithdrawalReport {
  readonly reference: string;
  /** ISO instant the customer withdrew. */
  readonly withdrawnAt: string;
}

export interface InsurerGatewayPort {
  /** Hands the application over; the same idempotency key is one application at the insurer. */
  handOver(application: InsurerHandOver, idempotencyKey: string): Promise<InsurerAnswer>;
  /** Tells the insurer the customer's tariff adjustment choice; sending it twice is one report. */
  reportAdjustmentChoice(report: AdjustmentChoiceReport): Promise<AdjustmentReportAnswer>;
  /** Tells the insurer the customer's identification; sending it twice is one report. */
  reportIdentification(report: IdentificationReport): Promise<IdentificationReportAnswer>;
  /** Tells the insurer a pay-in-more request; sending one request twice is one request there. */
  reportPayInMore(report: PayInMoreReport): Promise<AdjustmentReportAnswer>;
  /** Tells the insurer the customer withdrew; sending it twice is one withdrawal there. */
  reportWithdrawal(report: WithdrawalReport): Promise<AdjustmentReportAnswer>;
}
export const InsurerGatewayPort = Symbol.for('InsurerGatewayPort');
