import type { ComparisonRow } from '../comparison/comparison-row';
import { guaranteeLevelFor } from '../comparison/guarantee-split';
import type { ProductType } from '../products/product-type';
import type { InsurerId } from '../tariffs/filters';
import type { TariffPromotion } from '../tariffs/promotion';
import type { Tariff, TariffLimits } from '../tariffs/tariff';

/** An insurer of the catalogue, for the insurer filter's checkbox list (SPEC §3 `if`). */
export interface ResultInsurer {
  readonly id: InsurerId;
  readonly name: string;
}

/** What a result row shows besides the engine's figures. */
export interface TariffFacts {
  readonly tariffId: string;
  readonly onlineContract: boolean;
  /** The beitragsGarantie the projection applied, percent of the money paid in. */
  readonly beitragsGarantie: number;
  /** The limits that drive the pay-in errors (SPEC §3). */
  readonly limits: TariffLimits;
  /** SPEC §3: the insurer's promotion (the inflation premium) the card shows as a badge. */
  readonly promotion: TariffPromotion | null;
}

/** The catalogue's insurers, each once, ordered by name (German collation). */
export const resultInsurersOf = (tariffs: readonly Tariff[]): ResultInsurer[] => {
  const byId = new Map<InsurerId, string>();
  for (const tariff of tariffs)
    if (!byId.has(tariff.insurerId)) byId.set(tariff.insurerId, tariff.insurerName);
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id - b.id);
};

/** The facts of the shown rows, in the rows' order; a row whose tariff is unknown is left out. */
export const tariffFactsOf = (
  tariffs: readonly Tariff[],
  rows: readonly ComparisonRow[],
  requestedGuarantee: number,
  productType: ProductType,
): TariffFacts[] => {
  const byId = new Map(tariffs.map((t) => [t.id, t]));
  const facts: TariffFacts[] = [];
  for (const row of rows) {
    const tariff = byId.get(row.tariffId);
    if (tariff === undefined) continue;
    facts.push({
      tariffId: tariff.id,
      onlineContract: tariff.onlineContract,
      beitragsGarantie: guaranteeLevelFor(tariff, requestedGuarantee, productType),
      limits: tariff.limits,
      promotion: tariff.promotion,
    });
  }
  return facts;
};
