// SPEC §9: scroll animation of 1000 ms with an out-circ easing.
export const SCROLL_ANIMATION = { durationMs: 1000, easing: 'outCirc' } as const;

/** Out-circ easing: fast start, soft landing; t is clamped to 0..1. */
export const easeOutCirc = (t: number): number => {
  const x = Math.min(1, Math.max(0, t));
  return Math.sqrt(1 - (x - 1) ** 2);
};

/** The scroll position after `elapsedMs` of a scroll from `from` to `to`. */
export const scrollPositionAt = (
  from: number,
  to: number,
  elapsedMs: number,
  durationMs: number = SCROLL_ANIMATION.durationMs,
): number => {
  if (durationMs <= 0) return to;
  return from + (to - from) * easeOutCirc(elapsedMs / durationMs);
};
