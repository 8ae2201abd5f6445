import { nextRefreshAtMs, TICK_INTERVAL_MS } from '../../../domain/banner/countdown';

/** Runs `tick` every `ms`; returns the stop. */
export type Every = (tick: () => void, ms: number) => () => void;

const everyInterval: Every = (tick, ms) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

/** SPEC §4: due once the clock has reached second 0 of a minute after the last refresh. */
export const isRefreshDue = (lastRefreshMs: number, nowMs: number): boolean =>
  nowMs >= nextRefreshAtMs(lastRefreshMs);

/**
 * SPEC §4: refreshes at once, then checks every second and refreshes at second 0 of every
 * minute (or at the first check after it, should a tick come late). Returns the stop.
 */
export const startCountdownRefresh = (
  nowMs: () => number,
  refresh: (atMs: number) => void,
  every: Every = everyInterval,
): (() => void) => {
  let last = nowMs();
  refresh(last);
  return every(() => {
    const at = nowMs();
    if (!isRefreshDue(last, at)) return;
    last = at;
    refresh(at);
  }, TICK_INTERVAL_MS);
};
