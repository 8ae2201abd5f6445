import { type ReactElement, useEffect, useState } from 'react';
import type { CampaignBannerDto } from '../../../ports/portal-api.port';
import { CampaignBanner } from '../../features/campaign-banner/campaign-banner';
import type { AppServices } from '../services';
import { bannersOfPath } from './root-loader';

const nowMs = (): number => Date.now();

/**
 * SPEC §4: the year-end banners of the current page — the server's for the first page, fetched
 * again after a client-side navigation to a page of another product.
 */
export const CampaignBanners = ({
  svc,
  initial,
  initialPath,
  path,
}: {
  readonly svc: AppServices;
  readonly initial: readonly CampaignBannerDto[];
  readonly initialPath: string;
  readonly path: string;
}): ReactElement | null => {
  const [shown, setShown] = useState({ path: initialPath, banners: initial });
  useEffect(() => {
    if (path === shown.path) return;
    let current = true;
    void bannersOfPath(svc, path).then((banners) => {
      if (current) setShown({ path, banners });
    });
    return () => {
      current = false;
    };
  }, [svc, path, shown.path]);
  if (shown.banners.length === 0) return null;
  return (
    <div className="container campaign-banners">
      {shown.banners.map((banner) => (
        <CampaignBanner
          key={banner.type}
          type={banner.type}
          endsMs={Date.parse(banner.endTime)}
          endDate={banner.endDate}
          nowMs={nowMs}
          initialCountdown={banner}
        />
      ))}
    </div>
  );
};
