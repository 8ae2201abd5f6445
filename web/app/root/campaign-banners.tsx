import { type ReactElement, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bannerContextKey, bannerContextOfPage } from '../../../domain/banner/page-banner-context';
import type { AppServices } from '../../../ports/app-services';
import type { CampaignBannerDto } from '../../../ports/portal-api.port';
import { countdownShownAtMs } from '../../boot/arrival-handoff';
import { CampaignBanner } from '../../features/campaign-banner/campaign-banner';
import { pageForPath } from '../route-modules';
import { bannersOfPath } from './root-loader';

/**
 * SPEC §4: the year-end banners of the current page — the server's for the first page, fetched
 * again after a client-side navigation to a page of another product (on flow pages: search).
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
  // SPEC §4: on flow pages the search's product decides, so the key includes the query's pt.
  const { search } = useLocation();
  const keyOf = (p: string): string =>
    bannerContextKey(bannerContextOfPage(pageForPath(p), search));
  const key = keyOf(path);
  const [shown, setShown] = useState({
    path: initialPath,
    key: keyOf(initialPath),
    banners: initial,
  });
  useEffect(() => {
    if (key === shown.key) return;
    let current = true;
    void bannersOfPath(svc, path, search).then((banners) => {
      if (current) setShown({ path, key, banners });
    });
    return () => {
      current = false;
    };
  }, [svc, key, path, search, shown.key]);
  if (shown.banners.length === 0) return null;
  return (
    <div className="container campaign-banners">
      {shown.banners.map((banner) => (
        <CampaignBanner
          key={banner.type}
          type={banner.type}
          endsMs={Date.parse(banner.endTime)}
          endDate={banner.endDate}
          nowMs={svc.now}
          initialCountdown={banner}
          shownAtMs={shown.path === initialPath ? countdownShownAtMs() : null}
        />
      ))}
    </div>
  );
};
