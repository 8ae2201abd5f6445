import type { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../calendar/berlin';
import { isWithin, yearEndPeriodOf } from '../insurance-start/year-end-period';
import type { ProductType } from '../products/product-type';

/** SPEC §3: the year-end banners, generalised from 2024 to any year ('yearEnd2026'). */
export type BannerType = `yearEnd${number}` | `ruerupYearEnd${number}`;

export interface CampaignBanner {
  readonly type: BannerType;
  /** The first instant the campaign is over. */
  readonly ends: Temporal.Instant;
}

export interface BannerContext {
  readonly productType: ProductType | null;
  /** The route path, e.g. '/onboarding-personal-data'. */
  readonly page?: string | null;
}

// SPEC §2, §4: the personal-data onboarding shows only the year-end banner.
export const ONBOARDING_PERSONAL_DATA_PAGE = '/onboarding-personal-data';

const isOnboardingPersonalData = (page: string | null | undefined): boolean =>
  page != null && page.replace(/\/+$/, '') === ONBOARDING_PERSONAL_DATA_PAGE;

/**
 * SPEC §4: Riester and schicht3 get the year-end banner, Rürup gets it and the Rürup banner, the
 * personal-data onboarding page gets only the year-end banner (whatever the product, which is
 * chosen later in the flow), other products none. A banner shows from 20 October 00:00 Berlin
 * until its end (SPEC §9 year-end periods):
 * - the year-end banner ends with the product's year-end period: after 21 December for Riester,
 *   otherwise after 5 December — also for Rürup, whose later deadline the Rürup banner covers;
 * - the Rürup banner ends at 30 December 21:00 (the Rürup year-end period).
 */
export const bannersFor = (
  context: BannerContext,
  now: Temporal.Instant,
): readonly CampaignBanner[] => {
  const year = berlinDateOf(now).year;
  const yearEndPeriod = yearEndPeriodOf(
    year,
    context.productType === 'riester' ? 'riester' : 'schicht3',
  );
  const ruerupPeriod = yearEndPeriodOf(year, 'ruerup');
  const yearEnd = { type: `yearEnd${year}`, period: yearEndPeriod } as const;
  const ruerup = { type: `ruerupYearEnd${year}`, period: ruerupPeriod } as const;

  const candidates = isOnboardingPersonalData(context.page)
    ? [yearEnd]
    : context.productType === 'riester' || context.productType === 'schicht3'
      ? [yearEnd]
      : context.productType === 'ruerup'
        ? [yearEnd, ruerup]
        : [];

  return candidates
    .filter((banner) => isWithin(banner.period, now))
    .map((banner) => ({ type: banner.type, ends: banner.period.ends }));
};
