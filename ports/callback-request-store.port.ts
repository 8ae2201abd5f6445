import type { PreferredCallTime } from '../domain/application/consultation-request';
import type { CallbackSource } from '../domain/consulting/appointment-source';
import type { ProductType } from '../domain/products/product-type';

/**
 * A customer's request to be called back by a consultant. It is no appointment: its source is a
 * callback source (domain/consulting/appointment-source.ts), never the booking's. The consulting
 * journey reads them later; today they are stored for the consultants.
 */
export interface CallbackRequest {
  readonly id: string;
  readonly source: CallbackSource;
  readonly ownerKey: string;
  readonly product: ProductType;
  readonly tariffId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  /** Why the customer could not go on alone, as stable kinds (e.g. `risk/politically-exposed`). */
  readonly reasons: readonly string[];
  /** When the customer wants to be called (asked on /beratung-anfragen); absent elsewhere. */
  readonly preferredTime?: PreferredCallTime;
  /** What the customer wants to talk about (named on /beratung/termin); absent elsewhere. */
  readonly topic?: string;
  /** ISO instant. */
  readonly createdAt: string;
}

export interface CallbackRequestStorePort {
  add(request: CallbackRequest): Promise<void>;
  /** The owner's requests, newest first. */
  byOwner(ownerKey: string): Promise<readonly CallbackRequest[]>;
  /** Every owner's requests, newest first, at most `limit` (the support's phone search). */
  recent(limit: number): Promise<readonly CallbackRequest[]>;
}
export const CallbackRequestStorePort = Symbol.for('CallbackRequestStorePort');
