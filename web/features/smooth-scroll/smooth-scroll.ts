import { SCROLL_ANIMATION, scrollPositionAt } from './scroll-animation';

export interface ScrollWindow {
  readonly scrollY: number;
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(run: (time: number) => void): number;
  cancelAnimationFrame(id: number): void;
}

/**
 * SPEC §9: scrolls to `to` in 1000 ms with out-circ easing, frame by frame; at once when the
 * visitor prefers reduced motion. Returns the cancel.
 */
export const smoothScrollTo = (
  win: ScrollWindow,
  to: number,
  reducedMotion: boolean,
  done: () => void = () => undefined,
): (() => void) => {
  const from = win.scrollY;
  if (reducedMotion || from === to) {
    win.scrollTo(0, to);
    done();
    return () => undefined;
  }
  let start: number | null = null;
  let frame = 0;
  const step = (time: number): void => {
    start ??= time;
    const elapsed = time - start;
    win.scrollTo(0, Math.round(scrollPositionAt(from, to, elapsed)));
    if (elapsed < SCROLL_ANIMATION.durationMs) frame = win.requestAnimationFrame(step);
    else done();
  };
  frame = win.requestAnimationFrame(step);
  return () => win.cancelAnimationFrame(frame);
};
