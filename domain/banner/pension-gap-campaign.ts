import { Temporal } from 'temporal-polyfill';
import { startOfBerlinDay } from '../calendar/berlin';
import type { YearEndPeriod } from '../insurance-start/year-end-period';
import { productCategoryFor, trackingPathFor } from '../pages/page-rules';

/**
 * The pension-gap campaign (SPEC §3 "a pension-gap banner with calendar and countdown") and its
 * reason: contributions to a Rürup or Riester pension count for the tax year in which they are
 * paid (§ 11 Abs. 2 S. 1 EStG, the outflow principle; § 10 Abs. 1 Nr. 2 b and § 10a EStG; the
 * Riester allowances go by the Beitragsjahr, the calendar year, § 88 EStG), so whoever closes a
 * gap with them and pays by 31 December still gets this year's deduction and allowances.
 * The campaign runs in the portal's year-end season, from 20 October 00:00 Berlin (SPEC §9,
 * as the year-end banners), until the end of 31 December in Berlin: its end is the first instant
 * of the new year, so the last day shown is the 31st.
 */
export const pensionGapCampaignOf = (year: number): YearEndPeriod => ({
  starts: startOfBerlinDay(Temporal.PlainDate.from({ year, month: 10, day: 20 })),
  ends: startOfBerlinDay(Temporal.PlainDate.from({ year: year + 1, month: 1, day: 1 })),
});

/** The Rentenlückencheck pages (product category rlc, SPEC §3, §9): the campaign's home. */
export const isPensionGapCheckPage = (path: string): boolean =>
  productCategoryFor(trackingPathFor(path)) === 'rlc';
