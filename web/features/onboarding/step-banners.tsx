import type { ReactElement } from 'react';
import { Temporal } from 'temporal-polyfill';
import type { CampaignBannerDto } from '../../../ports/portal-api.port';
import { CampaignBanner } from '../campaign-banner/campaign-banner';

const clock = (): Temporal.Instant => Temporal.Now.instant();

/** SPEC §4 year-end banners of a step, as the loader fetched them (GET campaign-banners). */
export const StepBanners = ({
  banners,
}: {
  readonly banners: readonly CampaignBannerDto[];
}): ReactElement | null =>
  banners.length === 0 ? null : (
    <div className="step-banners">
      {banners.map((b) => (
        <CampaignBanner
          key={b.type}
          type={b.type}
          ends={Temporal.Instant.from(b.endTime)}
          now={clock}
          initialCountdown={{
            endDate: b.endDate,
            daysLeft: b.daysLeft,
            hoursLeft: b.hoursLeft,
            minutesLeft: b.minutesLeft,
          }}
        />
      ))}
    </div>
  );
