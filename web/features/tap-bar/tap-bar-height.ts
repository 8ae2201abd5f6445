// SPEC §2: the bottom tap bar — default height 60 px, re-measured 50 ms after showing.
export const TAP_BAR = { defaultHeightPx: 60, remeasureAfterMs: 50 } as const;

/** The space the tap bar takes: 0 when hidden, else the measured height or the default. */
export const tapBarHeight = (visible: boolean, measuredPx: number | null = null): number => {
  if (!visible) return 0;
  return measuredPx !== null && Number.isFinite(measuredPx) && measuredPx > 0
    ? measuredPx
    : TAP_BAR.defaultHeightPx;
};
