import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import type { Countdown } from '../../../domain/banner/countdown';
import { timeLeftMs } from '../../../domain/banner/countdown-ms';
import {
  campaignBannerTitle,
  campaignEndText,
  countdownText,
  parseBannerType,
} from './campaign-banner-text';
import { startCountdownRefresh } from './countdown-refresh';
import './campaign-banner.css';

export interface CampaignBannerProps {
  /** 'yearEnd2026' or 'ruerupYearEnd2026' (domain/banner, GET /api/campaign-banners). */
  readonly type: string;
  /** The first instant the campaign is over, in epoch milliseconds. */
  readonly endsMs: number;
  /** The campaign's last day, 'DD.MM.' (SPEC §4; the API's endDate). */
  readonly endDate: string;
  /** The clock in epoch milliseconds; the countdown is refreshed from it. */
  readonly nowMs: () => number;
  /** The countdown the server rendered (the API's daysLeft, hoursLeft, …), so hydration matches. */
  readonly initialCountdown?: Countdown;
}

interface View {
  readonly countdown: Countdown;
  readonly over: boolean;
}

/**
 * SPEC §3, §4 "Year-end banner": the campaign's headline and the time left, refreshed every
 * minute at second 0; the end date as DD.MM. Gone once the campaign is over. Epoch milliseconds
 * rather than Temporal, so the banner adds no polyfill to the page's JavaScript.
 */
export const CampaignBanner = ({
  type,
  endsMs,
  endDate,
  nowMs,
  initialCountdown,
}: CampaignBannerProps): ReactElement | null => {
  // The last refresh; null while the server's countdown is shown (until the first refresh).
  const [at, setAt] = useState<number | null>(() =>
    initialCountdown === undefined ? nowMs() : null,
  );
  // The latest clock without restarting the ticker on every render.
  const clock = useRef(nowMs);
  clock.current = nowMs;
  const titleId = useId();

  useEffect(() => startCountdownRefresh(() => clock.current(), setAt), []);

  const now = at ?? nowMs();
  const view: View =
    at === null && initialCountdown !== undefined
      ? { countdown: initialCountdown, over: false }
      : { countdown: { endDate, ...timeLeftMs(endsMs, now) }, over: now >= endsMs };
  const parsed = parseBannerType(type);
  const title = campaignBannerTitle(type, view.countdown.endDate);
  if (parsed === null || title === null || view.over) return null;
  return (
    <aside
      className={`rk-campaign-banner rk-campaign-banner--${parsed.kind}`}
      aria-labelledby={titleId}
    >
      <p id={titleId} className="rk-campaign-banner__title">
        {title}
      </p>
      <p className="rk-campaign-banner__countdown">
        <span role="timer">{countdownText(view.countdown)}</span>
        {parsed.kind === 'yearEnd' ? (
          <span className="rk-campaign-banner__end">{campaignEndText(view.countdown.endDate)}</span>
        ) : null}
      </p>
    </aside>
  );
};
