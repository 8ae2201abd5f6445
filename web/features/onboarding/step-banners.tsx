import type { ReactElement } from 'react';
import type { CampaignBannerDto } from '../../../ports/portal-api.port';
import { CampaignBanner } from '../campaign-banner/campaign-banner';

const nowMs = (): number => Date.now();

/**
 * SPEC §4: the banners a step adds to the shell's. The shell shows the year-end banner of every
 * flow page; a Rürup search (pt=ruerup) also gets the Rürup banner, shown here.
 */
export const StepBanners = ({
  banners,
}: {
  readonly banners: readonly CampaignBannerDto[];
}): ReactElement | null => {
  const own = banners.filter((b) => b.type.startsWith('ruerupYearEnd'));
  return own.length === 0 ? null : (
    <div className="step-banners">
      {own.map((b) => (
        <CampaignBanner
          key={b.type}
          type={b.type}
          endsMs={Date.parse(b.endTime)}
          endDate={b.endDate}
          nowMs={nowMs}
          initialCountdown={b}
        />
      ))}
    </div>
  );
};
