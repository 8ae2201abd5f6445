import { COUNTRY_ROWS_A_K } from './countries-a-k';
import { COUNTRY_ROWS_L_Z } from './countries-l-z';
import type { CountryRow } from './country-row';

/**
 * SPEC §3 country list entry.
 *
 * Membership:
 * - isEu: the 27 EU member states (since 1 February 2020, without the United Kingdom); all are EEA.
 * - isEea: EU members plus Iceland, Liechtenstein, Norway — and Switzerland, because SPEC §3 says so.
 *   Legally Switzerland is an EFTA member but NOT in the EEA (it rejected the EEA in 1992 and
 *   is bound by bilateral treaties); the flag follows the spec on purpose.
 *
 * Risk flags (knowledge as of November 2025):
 * - isFatfRisk: the FATF lists after the plenary of 24 October 2025 (fatf-gafi.org, "High-Risk
 *   Jurisdictions subject to a Call for Action" and "Jurisdictions under Increased Monitoring").
 *   Call for action: KP, IR, MM. Increased monitoring: DZ, AO, BO, BG, CM, CI, CD, HT, KE, LA, LB,
 *   MC, NA, NP, SS, SY, VE, VN, VG, YE. (The October 2025 plenary removed BF, MZ, NG, ZA from the
 *   list of June 2025.) Plus TR: SPEC §3 names Turkey as a risk example; Turkey was under FATF
 *   increased monitoring from October 2021 until June 2024, and the flag is kept as the spec says.
 * - isBafinRisk: the EU list of high-risk third countries that BaFin applies (§ 15 GwG), Annex of
 *   Delegated Regulation (EU) 2016/1675 as amended by Delegated Regulation (EU) 2025/1184
 *   (in force since 5 August 2025): AF, DZ, AO, BF, CM, CI, CD, KP, HT, IR, KE, LA, LB, ML, MC, MZ,
 *   MM, NA, NP, NG, ZA, SS, SY, TZ, TT, VU, VE, VN, YE.
 * Review both lists after each FATF plenary (February, June, October) and each EU amendment.
 */
export interface Country {
  readonly name: string;
  readonly isoCode: string;
  readonly isEu: boolean;
  readonly isEea: boolean;
  readonly isFatfRisk: boolean;
  readonly isBafinRisk: boolean;
}

const toCountry = ([isoCode, name, flags = '']: CountryRow): Country => {
  const set = new Set(flags.split(' '));
  const isEu = set.has('eu');
  return {
    name,
    isoCode,
    isEu,
    isEea: isEu || set.has('eea'),
    isFatfRisk: set.has('fatf'),
    isBafinRisk: set.has('bafin'),
  };
};

/** All ISO 3166-1 alpha-2 countries (249; Kosovo "XK" is user-assigned, not ISO), sorted by German name. */
export const COUNTRIES: readonly Country[] = [...COUNTRY_ROWS_A_K, ...COUNTRY_ROWS_L_Z].map(
  toCountry,
);

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.isoCode, c]));

/** Looks a country up by its alpha-2 code, case-insensitive and ignoring surrounding blanks. */
export const countryByIsoCode = (code: string): Country | null =>
  BY_CODE.get(code.trim().toUpperCase()) ?? null;

/** Either risk flag marks a country for enhanced due diligence (EU list: § 15 Abs. 3 GwG). */
export const isRiskCountry = (country: Country): boolean =>
  country.isFatfRisk || country.isBafinRisk;
