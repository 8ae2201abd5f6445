import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import type { Countdown } from '../../../domain/banner/countdown';
import { calendarSheetOf } from './calendar-sheet';
import {
  COUNTDOWN_ENDS_ATTRIBUTE,
  campaignBannerTitle,
  campaignEndText,
  countdownText,
  countdownTextAt,
  parseBannerType,
  pensionGapReasonText,
} from './campaign-banner-text';
import { startCountdownRefresh } from './countdown-refresh';
import './campaign-banner.css';

export interface CampaignBannerProps {
  /**
   * 'yearEnd2026', 'ruerupYearEnd2026' or 'pensionGap2026' (domain/banner, GET
   * /api/campaign-banners).
   */
  readonly type: string;
  /** The first instant the campaign is over, in epoch milliseconds. */
  readonly endsMs: number;
  /** The campaign's last day, 'DD.MM.' (SPEC §4; the API's endDate). */
  readonly endDate: string;
  /** The clock in epoch milliseconds; the countdown is refreshed from it. */
  readonly nowMs: () => number;
  /** The countdown the server rendered (the API's daysLeft, hoursLeft, …), so hydration matches. */
  readonly initialCountdown?: Countdown;
  /**
   * When the boot module last refreshed the server's countdown before hydration (web/boot), so
   * hydration renders the text the page shows; null or absent when it did not.
   */
  readonly shownAtMs?: number | null;
}

interface View {
  readonly text: string;
  readonly over: boolean;
}

/**
 * SPEC §3, §4 "Year-end banner": the campaign's headline and the time left, refreshed every
 * minute at second 0; the end date as DD.MM. Gone once the campaign is over. The pension-gap
 * banner adds a calendar sheet of its last day and its reason. Epoch milliseconds
 * rather than Temporal, so the banner adds no polyfill to the page's JavaScript.
 */
export const CampaignBanner = ({
  type,
  endsMs,
  endDate,
  nowMs,
  initialCountdown,
  shownAtMs = null,
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

  const viewAt = (ms: number): View => ({ text: countdownTextAt(endsMs, ms), over: ms >= endsMs });
  // Until the first refresh: what the page shows, the boot module's text or the server's.
  const view: View =
    at !== null
      ? viewAt(at)
      : shownAtMs !== null
        ? { text: countdownTextAt(endsMs, shownAtMs), over: false }
        : initialCountdown !== undefined
          ? { text: countdownText(initialCountdown), over: false }
          : viewAt(nowMs());
  const parsed = parseBannerType(type);
  const shownEndDate = initialCountdown?.endDate ?? endDate;
  const title = campaignBannerTitle(type, shownEndDate);
  if (parsed === null || title === null || view.over) return null;
  const pensionGap = parsed.kind === 'pensionGap';
  const timer = (
    <span role="timer" {...{ [COUNTDOWN_ENDS_ATTRIBUTE]: endsMs }}>
      {view.text}
    </span>
  );
  if (pensionGap) {
    const sheet = calendarSheetOf(endsMs);
    return (
      <aside
        className="rk-campaign-banner rk-campaign-banner--pensionGap"
        aria-labelledby={titleId}
      >
        {/* SPEC §3: the calendar sheet of the campaign's last day, as text (not only a picture). */}
        <time className="rk-calendar-sheet" dateTime={sheet.isoDate}>
          <span className="rk-calendar-sheet__weekday">{sheet.weekday}</span>{' '}
          <span className="rk-calendar-sheet__day">{`${sheet.day}.`}</span>{' '}
          <span className="rk-calendar-sheet__month">{sheet.month}</span>
        </time>
        <div className="rk-campaign-banner__body">
          <p id={titleId} className="rk-campaign-banner__title">
            {title}
          </p>
          <p className="rk-campaign-banner__reason">
            {pensionGapReasonText(parsed.year, shownEndDate)}
          </p>
          <p className="rk-campaign-banner__countdown">{timer}</p>
        </div>
      </aside>
    );
  }
  return (
    <aside
      className={`rk-campaign-banner rk-campaign-banner--${parsed.kind}`}
      aria-labelledby={titleId}
    >
      <p id={titleId} className="rk-campaign-banner__title">
        {title}
      </p>
      <p className="rk-campaign-banner__countdown">
        {timer}
        {parsed.kind === 'yearEnd' ? (
          <span className="rk-campaign-banner__end">{campaignEndText(shownEndDate)}</span>
        ) : null}
      </p>
    </aside>
  );
};
