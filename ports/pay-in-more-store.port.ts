/** One pay-in-more (Zuzahlung) request of a customer's application during a campaign. */
export interface PayInMoreRequest {
  readonly id: string;
  /** The application's reference. */
  readonly reference: string;
  readonly accountId: string;
  /** The campaign's id (domain/pay-in-more). */
  readonly campaign: string;
  /** The one-time payment in cents, or null. */
  readonly oneTimeCents: number | null;
  /** The raise of the monthly payment in cents (not the new monthly payment), or null. */
  readonly monthlyIncreaseCents: number | null;
  /** ISO instant. */
  readonly requestedAt: string;
  /** ISO instant the insurer took the request, or null while it waits in the outbox. */
  readonly reportedAt: string | null;
}

export interface PayInMoreStorePort {
  /**
   * Keeps the request with its outbox entry (`payInMoreReport`, keyed by the request's id) in the
   * same transaction, so none is stored without being told to the insurer.
   */
  add(request: PayInMoreRequest): Promise<void>;
  /** One request by its id, or null. */
  findById(id: string): Promise<PayInMoreRequest | null>;
  /** The requests of one application of one account, oldest first. */
  listFor(accountId: string, reference: string): Promise<readonly PayInMoreRequest[]>;
  /** Marks a request told to the insurer at `at` (the first instant stays); its outbox entry is done. */
  markReported(id: string, at: string): Promise<void>;
}
export const PayInMoreStorePort = Symbol.for('PayInMoreStorePort');
