/**
 * The Regelaltersgrenze in months of age by birth year, § 35 S. 2 and § 235 Abs. 2 SGB VI:
 * 65 years up to 1946, then one month more per birth year up to 66 (1958), two months more per
 * birth year up to 66 years 10 months (1963), 67 years from 1964 on.
 */
export const regularRetirementAgeInMonths = (birthYear: number): number => {
  if (birthYear <= 1946) return 65 * 12;
  if (birthYear <= 1958) return 65 * 12 + (birthYear - 1946);
  if (birthYear <= 1963) return 66 * 12 + (birthYear - 1958) * 2;
  return 67 * 12;
};
