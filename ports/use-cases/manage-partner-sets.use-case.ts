import {
  checkPartnerSet,
  checkPartnerSetRemoval,
  type PartnerSetRuleError,
  partnerSetNotFound,
} from '../../domain/partner/partner-set-rules';
import { err, ok, type Result } from '../../domain/result';
import type { PartnerSet, PartnerSetStorePort } from '../partner-set-store.port';

export interface ManagePartnerSets {
  /** Every stored set, by name. */
  list(): Promise<readonly PartnerSet[]>;
  /** Stores a set, replacing one of the same name; answers whether it is new. */
  put(input: {
    readonly name: string;
    readonly b2BPartner: string;
    readonly b2BAdPartner?: string | null;
  }): Promise<Result<{ readonly set: PartnerSet; readonly created: boolean }, PartnerSetRuleError>>;
  /** Removes a set; the SPEC §9 defaults stay, an unknown name is an error. */
  remove(name: string): Promise<Result<string, PartnerSetRuleError>>;
}

/** Partner sets as support staff manage them (admin API, `rente partner list|add|remove`). */
export const makeManagePartnerSets = (deps: {
  readonly partnerSets: PartnerSetStorePort;
}): ManagePartnerSets => ({
  list: () => deps.partnerSets.list(),
  async put(input) {
    const checked = checkPartnerSet(input);
    if (!checked.ok) return checked;
    const created = (await deps.partnerSets.find(checked.value.name)) === null;
    await deps.partnerSets.save(checked.value);
    return ok({ set: checked.value, created });
  },
  async remove(name) {
    const checked = checkPartnerSetRemoval(name);
    if (!checked.ok) return checked;
    return (await deps.partnerSets.remove(checked.value))
      ? ok(checked.value)
      : err(partnerSetNotFound(checked.value));
  },
});

export const ManagePartnerSets = Symbol.for('ManagePartnerSets');
