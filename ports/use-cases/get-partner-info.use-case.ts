import { type PartnerInfo, partnerInfoFrom } from '../../domain/partner/partner-info';
import type { PartnerSetStorePort } from '../partner-set-store.port';

/**
 * SPEC §7 GET /b2bpartner/{wpsetName}: the stored partner set's codes, or null for an unknown
 * set and for a set without ad partner (the caller then uses the default partner, SPEC §8).
 */
export const makeGetPartnerInfo =
  (deps: { partnerSets: PartnerSetStorePort }) =>
  async (wpsetName: string): Promise<PartnerInfo | null> => {
    const set = await deps.partnerSets.find(wpsetName);
    return set === null ? null : partnerInfoFrom(set);
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type GetPartnerInfo = ReturnType<typeof makeGetPartnerInfo>;
export const GetPartnerInfo = Symbol.for('GetPartnerInfo');
