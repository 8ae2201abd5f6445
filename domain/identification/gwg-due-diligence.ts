/**
 * How thoroughly the insurer must identify the customer before a life or pension insurance
 * contract (Geldwäschegesetz, GwG, in the version of 2017 with its amendments up to 2024).
 *
 * - § 2 Abs. 1 Nr. 7 GwG: insurers offering life insurance are obliged entities.
 * - § 10 Abs. 1 Nr. 1, Abs. 3 Nr. 1 GwG: they identify the contracting party when the contract is
 *   concluded; § 11 Abs. 1 GwG: before the business relationship begins; § 12 Abs. 1 GwG: the
 *   identity is verified against an official photo ID (or eID, qualified signature).
 * - § 14 GwG with Anlage 1 Nr. 2 a): simplified due diligence for "Lebensversicherungspolicen mit
 *   niedriger Prämie"; § 14 Abs. 2 Nr. 2 GwG then allows verification with other documents, data
 *   or information from a credible, independent source (copy of the ID, a credit agency check).
 * - § 15 Abs. 3 Nr. 1 and 2 GwG: enhanced due diligence for politically exposed persons and for
 *   customers in a high-risk third country; never simplified.
 */
export type DueDiligenceLevel = 'simplified' | 'general' | 'enhanced';

/**
 * What a "low premium" is: the GwG of 2017 names no amount; these are the amounts of § 5 Abs. 2
 * Nr. 4 GwG in the version of 2008 (from Art. 11 Abs. 5 a) of Directive 2005/60/EG), which the
 * insurers' practice keeps as the measure: yearly premiums up to 1.000 €, a single premium up to
 * 2.500 €.
 */
export const LOW_ANNUAL_PREMIUM_EUR = 1000;
export const LOW_SINGLE_PREMIUM_EUR = 2500;

/** The premiums of an application in euros: yearly regular premiums and a single premium (0 if none). */
export interface ApplicationPremiums {
  readonly annualPremium: number;
  readonly singlePremium: number;
}

/** The customer facts beyond the premiums that decide the level. */
export interface DueDiligenceFacts {
  readonly premiums: ApplicationPremiums;
  /** § 1 Abs. 12 GwG; null (not answered) counts as possibly exposed. */
  readonly politicallyExposed: boolean | null;
  /** Residence in a country flagged as FATF or BaFin risk (domain/countries). */
  readonly highRiskCountry: boolean;
}

/** A premium is low when both the yearly and the single premium stay within the amounts. */
export const hasLowPremium = (premiums: ApplicationPremiums): boolean =>
  premiums.annualPremium <= LOW_ANNUAL_PREMIUM_EUR &&
  premiums.singlePremium <= LOW_SINGLE_PREMIUM_EUR;

/** The GwG level for the application; enhanced duties win over a low premium. */
export const dueDiligenceLevel = (facts: DueDiligenceFacts): DueDiligenceLevel => {
  if (facts.politicallyExposed !== false || facts.highRiskCountry) return 'enhanced';
  return hasLowPremium(facts.premiums) ? 'simplified' : 'general';
};

/** Yearly premium of a monthly contribution (12 payments a year). */
export const annualPremiumOfMonthly = (monthlyPayment: number): number => monthlyPayment * 12;
