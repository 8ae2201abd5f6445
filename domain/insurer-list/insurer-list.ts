import type { InvestmentType } from '../products/investment-type';
import type { ProductType } from '../products/product-type';
import type { InsurerId } from '../tariffs/filters';
import type { TariffCatalogue } from '../tariffs/tariff';

// SPEC §2 /insurance-list and /sofort-insurance-list: the monthly products and the one-time ones.
export const SINGLE_PREMIUM_PRODUCTS: readonly ProductType[] = ['sofort', 's3einmalzahlung'];
export const REGULAR_PREMIUM_PRODUCTS: readonly ProductType[] = ['schicht3', 'riester', 'ruerup'];

export interface InsurerTariff {
  readonly tariffId: string;
  readonly tariffName: string;
  readonly investmentType: InvestmentType;
  readonly grade: number;
  /** The product types of the list the tariff serves, in the list's order. */
  readonly productTypes: readonly ProductType[];
}

export interface InsurerEntry {
  readonly insurerId: InsurerId;
  readonly insurerName: string;
  readonly tariffs: readonly InsurerTariff[];
}

export interface InsurerList {
  readonly demo: boolean;
  readonly singlePremium: boolean;
  readonly insurers: readonly InsurerEntry[];
}

const byName = (a: string, b: string): number => a.localeCompare(b, 'de');

/**
 * The insurers with at least one tariff for the single-premium (sofort, s3einmalzahlung) or the
 * regular-premium products (schicht3, riester, ruerup): insurers and tariffs by German name.
 */
export const insurerListOf = (catalogue: TariffCatalogue, singlePremium: boolean): InsurerList => {
  const wanted = singlePremium ? SINGLE_PREMIUM_PRODUCTS : REGULAR_PREMIUM_PRODUCTS;
  const insurers = new Map<InsurerId, { name: string; tariffs: InsurerTariff[] }>();
  for (const tariff of catalogue.tariffs) {
    const productTypes = wanted.filter((p) => tariff.productTypes.includes(p));
    if (productTypes.length === 0) continue;
    const entry = insurers.get(tariff.insurerId) ?? { name: tariff.insurerName, tariffs: [] };
    entry.tariffs.push({
      tariffId: tariff.id,
      tariffName: tariff.tariffName,
      investmentType: tariff.investmentType,
      grade: tariff.grade,
      productTypes,
    });
    insurers.set(tariff.insurerId, entry);
  }
  return {
    demo: catalogue.demo,
    singlePremium,
    insurers: [...insurers.entries()]
      .map(([insurerId, { name, tariffs }]) => ({
        insurerId,
        insurerName: name,
        tariffs: [...tariffs].sort(
          (a, b) => byName(a.tariffName, b.tariffName) || byName(a.tariffId, b.tariffId),
        ),
      }))
      .sort((a, b) => byName(a.insurerName, b.insurerName) || a.insurerId - b.insurerId),
  };
};

/** German names of the investment types (SPEC §3). */
export const INVESTMENT_TYPE_TEXTS: Readonly<Record<InvestmentType, string>> = {
  klassisch: 'Klassisch',
  fondsgebunden: 'Fondsgebunden',
  hybrid: 'Hybrid',
  hybridUndKlassisch: 'Hybrid und klassisch',
};
