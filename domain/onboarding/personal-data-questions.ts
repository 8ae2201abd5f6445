import type { ProductType } from '../products/product-type';

/** The tax questions of the personal-data step that only some products need. */
export interface PersonalDataQuestions {
  /** Gross yearly salary (and the spouse's): Riester's Mindesteigenbeitrag, Rürup's tax saving. */
  readonly salary: boolean;
  /** Church tax (and the spouse's): only the Rürup tax saving depends on it. */
  readonly churchTax: boolean;
}

const ALL: PersonalDataQuestions = { salary: true, churchTax: true };

// Riester: the Mindesteigenbeitrag is 4 % of last year's income (§ 86 EStG, 2026) and the
// allowances do not depend on church tax. Rürup: the deduction (§ 10 Abs. 1 Nr. 2 b EStG, 2026)
// saves income tax and church tax. Private Rentenversicherung, Sofortrente and the single
// premium are paid from taxed income: no figure of theirs depends on salary or church tax.
const BY_PRODUCT: Readonly<Record<ProductType, PersonalDataQuestions>> = {
  riester: { salary: true, churchTax: false },
  ruerup: ALL,
  schicht3: { salary: false, churchTax: false },
  sofort: { salary: false, churchTax: false },
  s3einmalzahlung: { salary: false, churchTax: false },
};

/**
 * Which of salary and church tax the step asks for the searched product. Without a product
 * (the landing widget of a page for private Rentenversicherung) the product is chosen only at
 * the next step, whose Riester and Rürup offers need both: so both are asked, as before.
 */
export const personalDataQuestions = (
  productType: ProductType | undefined,
): PersonalDataQuestions => (productType === undefined ? ALL : BY_PRODUCT[productType]);
