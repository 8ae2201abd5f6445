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
  add(request: PayInMoreRequest): Promise<void>;
  /** The requests of one application of one account, oldest first. */
  listFor(accountId: string, reference: string): Promise<readonly PayInMoreRequest[]>;
  /** Requests not yet told to the insurer, oldest first, at most `limit`. */
  unreported(limit: number): Promise<readonly PayInMoreRequest[]>;
  /** Marks a request told to the insurer at `at`; the first instant stays. */
  markReported(id: string, at: string): Promise<void>;
}
export const PayInMoreStorePort = Symbol.for('PayInMoreStorePort');
