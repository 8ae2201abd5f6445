import type { ProductType } from './product-type';

/**
 * The state subsidy of a product: Riester (allowances and special-expense deduction, § 10a,
 * §§ 79 ff. EStG; certified with a 100 % contribution guarantee, § 1 Abs. 1 Nr. 3 AltZertG) or
 * Rürup (Basisrente, § 10 Abs. 1 Nr. 2 b EStG). Both restrict who may receive the death benefit.
 */
export type ProductSubsidy = 'riester' | 'ruerup';

/** A Berlin wall-clock instant in the year: month, day and the hour that day ends at (24: midnight). */
export interface YearEndDeadline {
  readonly month: number;
  readonly day: number;
  readonly hour: number;
}

/**
 * Everything the portal decides by product type, in one record per type: what the code used to
 * ask with `productType === 'sofort'` and the like. Adding a type to PRODUCT_TYPES fails to
 * compile until its profile here is complete.
 */
export interface ProductProfile {
  /** The German name a user reads (SPEC §1). */
  readonly label: string;
  /** Tax-subsidised: Riester or Rürup; null for the unsubsidised private pension (Schicht 3). */
  readonly subsidy: ProductSubsidy | null;
  /** Paid with one single premium (Sofortrente, Einmalbeitrag), not monthly. */
  readonly singlePremium: boolean;
  /** The pension starts at once (Sofortrente): no saving phase, no retirement age, no capital. */
  readonly immediatePayout: boolean;
  /** The highest age in full years at which it can be taken out (SPEC §5, §9: 62, Sofortrente 80). */
  readonly maxEntryAge: number;
  /** The lowest contribution guarantee in percent a tariff may have (Riester: 100); null: no minimum. */
  readonly minimumGuarantee: number | null;
  /** The end of its year-end period (SPEC §9; it starts 20 October 00:00 Berlin for every type). */
  readonly yearEndDeadline: YearEndDeadline;
}

/** SPEC §9: the year-end period ends with 5 December by default. */
const DEFAULT_YEAR_END: YearEndDeadline = { month: 12, day: 5, hour: 24 };

export const PRODUCT_PROFILES: { readonly [P in ProductType]: ProductProfile } = {
  ruerup: {
    label: 'Rürup-Rente',
    subsidy: 'ruerup',
    singlePremium: false,
    immediatePayout: false,
    maxEntryAge: 62,
    minimumGuarantee: null,
    // SPEC §9: Rürup until 30 December 21:00 (21:00 itself is outside).
    yearEndDeadline: { month: 12, day: 30, hour: 21 },
  },
  riester: {
    label: 'Riester-Rente',
    subsidy: 'riester',
    singlePremium: false,
    immediatePayout: false,
    maxEntryAge: 62,
    minimumGuarantee: 100,
    // SPEC §9: Riester until the end of 21 December.
    yearEndDeadline: { month: 12, day: 21, hour: 24 },
  },
  schicht3: {
    label: 'Private Rentenversicherung',
    subsidy: null,
    singlePremium: false,
    immediatePayout: false,
    maxEntryAge: 62,
    minimumGuarantee: null,
    yearEndDeadline: DEFAULT_YEAR_END,
  },
  sofort: {
    label: 'Sofortrente',
    subsidy: null,
    singlePremium: true,
    immediatePayout: true,
    maxEntryAge: 80,
    minimumGuarantee: null,
    yearEndDeadline: DEFAULT_YEAR_END,
  },
  s3einmalzahlung: {
    label: 'Private Rentenversicherung gegen Einmalbeitrag',
    subsidy: null,
    singlePremium: true,
    immediatePayout: false,
    maxEntryAge: 62,
    minimumGuarantee: null,
    yearEndDeadline: DEFAULT_YEAR_END,
  },
};

/** The profile of a product type. */
export const profileOf = (productType: ProductType): ProductProfile =>
  PRODUCT_PROFILES[productType];

/** The single-premium flow (SPEC §2 'Sofort-Rente Vergleich', max age 80): the Sofortrente. */
export const isSinglePremium = (productType: ProductType): boolean =>
  PRODUCT_PROFILES[productType].immediatePayout;

/** German names for what a user reads. */
export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = Object.fromEntries(
  Object.entries(PRODUCT_PROFILES).map(([type, profile]) => [type, profile.label]),
) as Record<ProductType, string>;
