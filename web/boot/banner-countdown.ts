import {
  COUNTDOWN_ENDS_ATTRIBUTE,
  countdownTextAt,
} from '../features/campaign-banner/campaign-banner-text';
import { startCountdownRefresh } from '../features/campaign-banner/countdown-refresh';

/**
 * SPEC §4 before hydration: the server-rendered year-end banners' time left, refreshed at once and
 * then at second 0 of every minute, with the React banner's own text and ticker. `onRefresh`
 * learns each refresh's time. Null when the page has no banner; else the stop.
 */
export const startBannerCountdowns = (
  root: ParentNode,
  nowMs: () => number,
  onRefresh: (atMs: number) => void,
): (() => void) | null => {
  const timers = [...root.querySelectorAll<HTMLElement>(`[${COUNTDOWN_ENDS_ATTRIBUTE}]`)];
  if (timers.length === 0) return null;
  return startCountdownRefresh(nowMs, (atMs) => {
    for (const timer of timers) {
      const endsMs = Number(timer.getAttribute(COUNTDOWN_ENDS_ATTRIBUTE));
      if (Number.isFinite(endsMs)) timer.textContent = countdownTextAt(endsMs, atMs);
    }
    onRefresh(atMs);
  });
};
