import { TAP_BAR, tapBarHeight } from './tap-bar-height';

/** Runs `run` after `ms`; returns the cancel. */
export type Schedule = (run: () => void, ms: number) => () => void;

const scheduleWithTimeout: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * SPEC §2: reports the tap bar's height — 0 when hidden; when shown the default 60 px at once,
 * then the measured height 50 ms later (after layout and fonts have settled). Returns the
 * clean-up that cancels a pending measurement.
 */
export const followTapBarHeight = (
  visible: boolean,
  measure: () => number | null,
  report: (heightPx: number) => void,
  schedule: Schedule = scheduleWithTimeout,
): (() => void) => {
  if (!visible) {
    report(tapBarHeight(false));
    return () => undefined;
  }
  report(tapBarHeight(true));
  return schedule(() => report(tapBarHeight(true, measure())), TAP_BAR.remeasureAfterMs);
};
