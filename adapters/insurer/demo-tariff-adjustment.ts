import { decodeSearchQuery } from '../../domain/search-data/decode';
import type { TariffAdjustmentProposal } from '../../domain/tariff-adjustment/tariff-adjustment';
import type { InsurerHandOver } from '../../ports/insurer-gateway.port';

/** DEMO: the beitragsGarantie the demo insurer no longer offers, and what it offers instead. */
export const DEMO_WITHDRAWN_GUARANTEE = 90;
export const DEMO_OFFERED_GUARANTEE = 80;

/**
 * DEMO, deterministic: the demo insurer accepts an application but adjusts its tariff when the
 * application's search asked for a beitragsGarantie of 90 % (it now guarantees 80 %) and/or for
 * strictly EU-sustainable funds (it now offers them only partly, euSoft). Riester keeps its
 * legal 100 % (§ 1 Abs. 1 Nr. 3 AltZertG) and is never adjusted. Null: nothing to adjust.
 */
export const demoTariffAdjustmentFor = (
  application: Pick<InsurerHandOver, 'choice'>,
): TariffAdjustmentProposal | null => {
  const choice = application.choice;
  if (choice === undefined || choice === null || choice.product === 'riester') return null;
  const decoded = decodeSearchQuery(choice.searchQuery ?? '');
  if (!decoded.ok) return null;
  const { beitragsGarantie, fundSustainabilityType } = decoded.value.searchData;
  const proposal: TariffAdjustmentProposal = {
    beitragsGarantie:
      beitragsGarantie === DEMO_WITHDRAWN_GUARANTEE
        ? { requested: beitragsGarantie, offered: DEMO_OFFERED_GUARANTEE }
        : null,
    sustainabilityType:
      fundSustainabilityType === 'euStrict' ? { requested: 'euStrict', offered: 'euSoft' } : null,
  };
  return proposal.beitragsGarantie === null && proposal.sustainabilityType === null
    ? null
    : proposal;
};
