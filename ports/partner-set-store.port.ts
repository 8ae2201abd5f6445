import type { PartnerSetFields } from '../domain/partner/partner-set-rules';

/** A partner set (wpset) as stored: SPEC §7 GET /b2bpartner/{wpsetName}. */
export type PartnerSet = PartnerSetFields;

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
