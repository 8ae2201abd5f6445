import type { ProductType } from '../products/product-type';

/** The tax questions of the personal-data step that only some products need. */
export interface PersonalDataQuestions {
  /** Gross yearly salary (and the spouse's): Riester's Mindesteigenbeitrag, Rürup's tax saving. */
  readonly salary: boolean;
  /** Church tax (and the spouse's): only the Rürup tax saving depends on it. */
  readonly churchTax: boolean;
  /**
   * Whether the asked questions may stay unanswered: only before the product is chosen, where
   * private Rentenversicherung needs neither (issue 32, finding 11); the product step sends a
   * Riester or Rürup choice back for a missing answer (next-step.ts).
   */
  readonly optional: boolean;
}

const ALL: PersonalDataQuestions = { salary: true, churchTax: true, optional: false };
const NONE: PersonalDataQuestions = { salary: false, churchTax: false, optional: false };

// Riester: the Mindesteigenbeitrag is 4 % of last year's income (§ 86 EStG, 2026) and the
// allowances do not depend on church tax. Rürup: the deduction (§ 10 Abs. 1 Nr. 2 b EStG, 2026)
// saves income tax and church tax. Private Rentenversicherung, Sofortrente and the single
// premium are paid from taxed income: no figure of theirs depends on salary or church tax.
const BY_PRODUCT: Readonly<Record<ProductType, PersonalDataQuestions>> = {
  riester: { salary: true, churchTax: false, optional: false },
  ruerup: ALL,
  schicht3: NONE,
  sofort: NONE,
  s3einmalzahlung: NONE,
};

/**
 * Which of salary and church tax the step asks for the searched product. Without a product
 * (the landing widget of a page for private Rentenversicherung) the product is chosen only at
 * the next step: both are asked for its Riester and Rürup offers, but optional, since private
 * Rentenversicherung needs neither (SPEC: only where tax matters; issue 32, finding 11).
 */
export const personalDataQuestions = (
  productType: ProductType | undefined,
): PersonalDataQuestions =>
  productType === undefined ? { ...ALL, optional: true } : BY_PRODUCT[productType];
