import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { type Countdown, countdownTo } from '../../../domain/banner/countdown';
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
  /** The first instant the campaign is over. */
  readonly ends: Temporal.Instant;
  /** The clock; the countdown is refreshed from it. */
  readonly now: () => Temporal.Instant;
  /** The countdown the server rendered (the API's daysLeft, hoursLeft, …), so hydration matches. */
  readonly initialCountdown?: Countdown;
}

interface View {
  readonly countdown: Countdown;
  readonly over: boolean;
}

const viewAt = (ends: Temporal.Instant, at: Temporal.Instant): View => ({
  countdown: countdownTo(ends, at),
  over: at.epochNanoseconds >= ends.epochNanoseconds,
});

/**
 * SPEC §3, §4 "Year-end banner": the campaign's headline and the time left, refreshed every
 * minute at second 0; the end date as DD.MM. Gone once the campaign is over.
 */
export const CampaignBanner = ({
  type,
  ends,
  now,
  initialCountdown,
}: CampaignBannerProps): ReactElement | null => {
  // The last refresh; null while the server's countdown is shown (until the first refresh).
  const [at, setAt] = useState<Temporal.Instant | null>(() =>
    initialCountdown === undefined ? now() : null,
  );
  // The latest clock without restarting the ticker on every render.
  const clock = useRef(now);
  clock.current = now;
  const titleId = useId();

  useEffect(() => startCountdownRefresh(() => clock.current(), setAt), []);

  const view: View =
    at === null && initialCountdown !== undefined
      ? { countdown: initialCountdown, over: false }
      : viewAt(ends, at ?? now());
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
