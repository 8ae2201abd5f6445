import type { TariffAdjustmentProposal } from '../domain/tariff-adjustment/tariff-adjustment';
import type { TariffAdjustmentResult, TariffAdjustmentType } from '../domain/tariffs/adjustment';

/** An insurer's tariff adjustment of one application, and the customer's choice once made. */
export interface StoredTariffAdjustment {
  readonly reference: string;
  readonly proposal: TariffAdjustmentProposal;
  /** ISO instant the insurer's answer was stored. */
  readonly proposedAt: string;
  readonly choice: {
    readonly type: TariffAdjustmentType;
    readonly result: TariffAdjustmentResult;
    /** ISO instant. */
    readonly chosenAt: string;
  } | null;
  /** ISO instant the insurer was told the choice; null while it has not been. */
  readonly reportedAt: string | null;
}

export interface TariffAdjustmentStorePort {
  /** Keeps the insurer's proposal; a proposal kept before for the reference stays as it is. */
  propose(reference: string, proposal: TariffAdjustmentProposal, at: string): Promise<void>;
  find(reference: string): Promise<StoredTariffAdjustment | null>;
  /** The adjustments of these applications (the customer area's list); absent ones are left out. */
  findMany(references: readonly string[]): Promise<readonly StoredTariffAdjustment[]>;
  /**
   * Records the choice once, with its outbox entry (`adjustmentChoiceReport`, keyed by the
   * reference) in the same transaction: false when there is no proposal or a choice was made
   * already.
   */
  choose(
    reference: string,
    choice: NonNullable<StoredTariffAdjustment['choice']>,
  ): Promise<boolean>;
  /** The insurer was told the choice at `at` (the first instant stays); its outbox entry is done. */
  markReported(reference: string, at: string): Promise<void>;
}
export const TariffAdjustmentStorePort = Symbol.for('TariffAdjustmentStorePort');
