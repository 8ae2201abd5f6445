import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { isWithin, yearEndPeriodOf } from '../insurance-start/year-end-period';
import type { ProductType } from '../products/product-type';
import { isPensionGapCheckPage, pensionGapCampaignOf } from './pension-gap-campaign';

/**
 * SPEC §3: the year-end banners, generalised from 2024 to any year ('yearEnd2026'), and the
 * pension-gap banner on the Rentenlückencheck.
 */
export type BannerType = `yearEnd${number}` | `ruerupYearEnd${number}` | `pensionGap${number}`;

export interface CampaignBanner {
  readonly type: BannerType;
  /** The first instant the campaign is over. */
  readonly ends: Temporal.Instant;
}

export interface BannerContext {
  readonly productType: ProductType | null;
  /** The route path, e.g. '/onboarding-personal-data' (the API's `page`; no rule depends on it). */
  readonly page?: string | null;
}

/**
 * SPEC §4, narrowed so that a banner only promises what the product gives: at most one banner,
 * with one deadline, and only for the products with a tax advantage that depends on the year end.
 * - Riester: the year-end banner until the Riester year-end period ends (after 21 December) —
 *   allowances and the special-expense deduction count per calendar year (§§ 10a, 79 ff. EStG);
 * - Rürup: only the Rürup banner, until 30 December 21:00 — contributions are deducted in the
 *   year they are paid (§ 10 Abs. 1 Nr. 2 b EStG); the earlier 5 December deadline is not shown
 *   beside it any more (two deadlines at once contradicted each other);
 * - private Rentenversicherung (schicht3), Sofortrente and single premiums: none, since the
 *   contributions bring no tax advantage at the year end. This holds on every page, the
 *   personal-data onboarding included (it shows the searched product's banner).
 * A banner shows from 20 October 00:00 Berlin until its end (SPEC §9 year-end periods).
 * SPEC §3's pension-gap banner (pension-gap-campaign.ts) shows on the Rentenlückencheck pages
 * only: its deadline is a Riester and Rürup one, so the private pension's pages show no teaser
 * of it either (no year-end urgency where the product has none).
 */
export const bannersFor = (
  context: BannerContext,
  now: Temporal.Instant,
): readonly CampaignBanner[] => {
  const year = berlinDateOf(now).year;
  const page = context.page ?? null;
  const pensionGap: BannerType | null =
    page !== null && isPensionGapCheckPage(page) ? `pensionGap${year}` : null;
  const candidate =
    pensionGap !== null
      ? ({ type: pensionGap, period: pensionGapCampaignOf(year) } as const)
      : context.productType === 'riester'
        ? ({ type: `yearEnd${year}`, period: yearEndPeriodOf(year, 'riester') } as const)
        : context.productType === 'ruerup'
          ? ({ type: `ruerupYearEnd${year}`, period: yearEndPeriodOf(year, 'ruerup') } as const)
          : null;
  return candidate !== null && isWithin(candidate.period, now)
    ? [{ type: candidate.type, ends: candidate.period.ends }]
    : [];
};
