import type { IdentificationState } from '../domain/identification/identification-state';

/** The identification of one application as it is kept. */
export interface StoredIdentification {
  readonly reference: string;
  readonly state: IdentificationState;
  /** ISO instant of the last change. */
  readonly updatedAt: string;
}

export interface IdentificationStorePort {
  /** The application's identification; null while nothing was chosen (it is open then). */
  find(reference: string): Promise<StoredIdentification | null>;
  /**
   * Keeps the identification, replacing the application's earlier one. A state the insurer is
   * told of (done, in review) is news again: its outbox entry (`identificationReport`, keyed by
   * the reference) is due again, written in the same transaction.
   */
  save(identification: StoredIdentification): Promise<void>;
  /** The insurer was told of the identification's current state; its outbox entry is done. */
  markReported(reference: string, at: string): Promise<void>;
  /**
   * Marks a one-time token (the nonce of a signed redirect state) as used. True the first time,
   * false when it was used before: a replayed redirect is refused, even across servers.
   */
  consumeToken(token: string, at: string): Promise<boolean>;
}
export const IdentificationStorePort = Symbol.for('IdentificationStorePort');
