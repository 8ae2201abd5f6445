import { Temporal } from 'temporal-polyfill';
import { bannersFor } from '../../domain/banner/campaign-banner';
import { countdownTo } from '../../domain/banner/countdown';
import { berlinDateOf } from '../../domain/calendar/berlin';
import {
  DATE_RANGE_ERROR,
  type DateRangeError,
  isInDateRange,
} from '../../domain/calendar/date-range';
import type { ProductType } from '../../domain/products/product-type';
import { err, ok, type Result } from '../../domain/result';
import type { ClockPort } from '../clock.port';

/** SPEC §3 campaign banner as the API answers it. */
export interface CampaignBannerView {
  readonly type: string;
  /** ISO instant: the first instant the campaign is over. */
  readonly endTime: string;
  /** 'DD.MM.' of the campaign's last day in Berlin. */
  readonly endDate: string;
  readonly daysLeft: number;
  readonly hoursLeft: number;
  readonly minutesLeft: number;
}

export interface GetCampaignBannersInput {
  /** ISO instant the banners are computed for; now when absent. */
  readonly executionTime?: string;
  /** Without a product no product banner shows (SPEC §4), only the onboarding page's one. */
  readonly productType?: ProductType;
  readonly page?: string;
}

export type CampaignBannersError =
  | { readonly kind: 'banner/execution-time'; readonly message: string }
  | DateRangeError;

export const EXECUTION_TIME_MESSAGE =
  'Bitte geben Sie einen gültigen Zeitpunkt an (ISO 8601 mit Zeitzone, z. B. 2026-11-01T10:00:00Z).';

const instantOf = (text: string): Temporal.Instant | null => {
  try {
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
};

/** SPEC §7 GET campaign-banners: the year-end banners shown at `executionTime`, with countdowns. */
export const makeGetCampaignBanners =
  (deps: { clock: ClockPort }) =>
  async (
    input: GetCampaignBannersInput,
  ): Promise<Result<{ readonly campaignBanners: CampaignBannerView[] }, CampaignBannersError>> => {
    const at =
      input.executionTime === undefined ? deps.clock.now() : instantOf(input.executionTime);
    if (at === null) return err({ kind: 'banner/execution-time', message: EXECUTION_TIME_MESSAGE });
    // The one date range of the portal, on the Berlin calendar day of the moment.
    if (!isInDateRange(berlinDateOf(at))) return err(DATE_RANGE_ERROR);
    const banners = bannersFor({ productType: input.productType ?? null, page: input.page }, at);
    return ok({
      campaignBanners: banners.map((banner) => ({
        type: banner.type,
        endTime: banner.ends.toString(),
        ...countdownTo(banner.ends, at),
      })),
    });
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type GetCampaignBanners = ReturnType<typeof makeGetCampaignBanners>;
export const GetCampaignBanners = Symbol.for('GetCampaignBanners');
