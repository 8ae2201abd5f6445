import { clampTaxYear } from '../tax/tax-year';

/** Health and care insurance of a pensioner in the Krankenversicherung der Rentner (KVdR). */
export interface PensionerContributionYear {
  /** Allgemeiner Beitragssatz of the statutory health insurance, § 241 SGB V. */
  readonly generalHealthRate: number;
  /** Durchschnittlicher Zusatzbeitragssatz, § 242a SGB V (BMG Bekanntmachung each autumn for the next year). */
  readonly averageAdditionalRate: number;
  /** Beitragssatz der sozialen Pflegeversicherung, § 55 Abs. 1 SGB XI. */
  readonly careRate: number;
  /** Beitragszuschlag für Kinderlose, § 55 Abs. 3 SGB XI (0.6 points since 1 July 2023). */
  readonly childlessCareSurcharge: number;
}

// The pension insurance pays half of the general rate and half of the Zusatzbeitrag on the pension
// (§ 249a SGB V); the pensioner pays the care contribution alone (§ 59 Abs. 1 S. 1 SGB XI).
// A pensioner pays their own fund's Zusatzbeitrag (§ 247 SGB V); the check does not know the fund
// and takes the average as its estimate.
// Sources, each year (checked November 2026):
// - Allgemeiner Beitragssatz 14.6 %: § 241 SGB V, unchanged since 2015.
// - Durchschnittlicher Zusatzbeitragssatz (§ 242a Abs. 2 SGB V, announced by the BMG in the
//   Bundesanzeiger for the next calendar year): 2024 1.7 % (BAnz AT 02.11.2023), 2025 2.5 %
//   (BAnz AT 07.11.2024), 2026 2.9 % (Bekanntmachung published 7 November 2025, after the
//   Schätzerkreis of October 2025; BMG "Beiträge" page, 10 November 2025).
// - Pflege-Beitragssatz (§ 55 Abs. 1 SGB XI; the statute's text still reads 3.4 %, the 3.6 % is set
//   by the Pflege-Beitragssatz-Anpassungsverordnung 2025 – PBAV 2025 – under § 55 Abs. 1 S. 2):
//   2024 3.4 % (PUEG, from 1 July 2023), 2025 and 2026 3.6 %. On pensions the 2025 rise was
//   collected from July 2025 with a one-off catch-up of 6 × 0.2 points in July (Deutsche
//   Rentenversicherung), so the year's total is that of 3.6 %.
// - Beitragszuschlag für Kinderlose 0.6 points (§ 55 Abs. 3 SGB XI, PUEG, since 1 July 2023);
//   the reductions for two or more children under 25 (§ 55 Abs. 3 S. 4 ff.) are not modelled.
export const PENSIONER_CONTRIBUTIONS: Readonly<
  Record<2024 | 2025 | 2026, PensionerContributionYear>
> = {
  2024: {
    generalHealthRate: 0.146,
    averageAdditionalRate: 0.017,
    careRate: 0.034,
    childlessCareSurcharge: 0.006,
  },
  2025: {
    generalHealthRate: 0.146,
    averageAdditionalRate: 0.025,
    careRate: 0.036,
    childlessCareSurcharge: 0.006,
  },
  2026: {
    generalHealthRate: 0.146,
    averageAdditionalRate: 0.029,
    careRate: 0.036,
    childlessCareSurcharge: 0.006,
  },
};

/** The figures of a calendar year; later years use the last known ones, earlier the first. */
export const pensionerContributionsIn = (year: number): PensionerContributionYear =>
  PENSIONER_CONTRIBUTIONS[clampTaxYear(year)];

/** The pensioner's own share of the pension for health insurance: half the general rate and half the Zusatzbeitrag. */
export const pensionerHealthShare = (figures: PensionerContributionYear): number =>
  (Math.round(figures.generalHealthRate * 10_000) +
    Math.round(figures.averageAdditionalRate * 10_000)) /
  20_000;

/** The pensioner's care insurance rate: the full rate, plus the surcharge without children. */
export const pensionerCareRate = (figures: PensionerContributionYear, childless: boolean): number =>
  (Math.round(figures.careRate * 10_000) +
    (childless ? Math.round(figures.childlessCareSurcharge * 10_000) : 0)) /
  10_000;
