/** A partner set (wpset) as stored: SPEC §7 GET /b2bpartner/{wpsetName}. */
export interface PartnerSet {
  readonly name: string;
  readonly b2BPartner: string;
  /** null when the set has no ad partner: the API then answers null (SPEC §7). */
  readonly b2BAdPartner: string | null;
}

export interface PartnerSetStorePort {
  find(name: string): Promise<PartnerSet | null>;
  /** Stores the set, replacing one of the same name. */
  save(set: PartnerSet): Promise<void>;
  /** Every set, ordered by name. */
  list(): Promise<readonly PartnerSet[]>;
  /** Removes the set; answers whether there was one. */
  remove(name: string): Promise<boolean>;
}
export const PartnerSetStorePort = Symbol.for('PartnerSetStorePort');
