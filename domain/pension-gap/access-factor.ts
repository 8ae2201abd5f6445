import {
  EARLY_RETIREMENT_DEDUCTION,
  LATE_RETIREMENT_SUPPLEMENT_PER_MONTH,
} from './statutory-pension-figures';

/**
 * The Zugangsfaktor, § 77 Abs. 2 SGB VI: 1 at the regular age, 0.003 less per month the pension
 * starts earlier (at most 0.144, 48 months), 0.005 more per month it starts later. Computed in
 * per mille so 0.3 % steps stay exact.
 */
export const accessFactor = (startAgeInMonths: number, regularAgeInMonths: number): number => {
  const early = regularAgeInMonths - startAgeInMonths;
  const perMille = (share: number): number => Math.round(share * 1000);
  if (early > 0) {
    const deduction = Math.min(
      early * perMille(EARLY_RETIREMENT_DEDUCTION.perMonth),
      perMille(EARLY_RETIREMENT_DEDUCTION.max),
    );
    return (1000 - deduction) / 1000;
  }
  return (1000 - early * perMille(LATE_RETIREMENT_SUPPLEMENT_PER_MONTH)) / 1000;
};
