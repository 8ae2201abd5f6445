// SPEC §2, §9: the insurer carousel shows 3 logos at a time; the award carousel holds 4 awards
// and shows previous, active and next.
export const CAROUSEL_SIZES = { insurerVisible: 3, awardCount: 4, awardVisible: 3 } as const;

/** The index in 0..length-1 that `index` wraps to, both ways (-1 is the last item). */
export const wrapIndex = (index: number, length: number): number =>
  length <= 0 ? 0 : ((Math.floor(index) % length) + length) % length;

/** The active index after moving `step` items (negative goes back), wrapping around. */
export const moveCarousel = (activeIndex: number, step: number, length: number): number =>
  wrapIndex(activeIndex + step, length);

/**
 * The visible items: `size` items centred on the active one (for 3: previous, active, next),
 * wrapping around both ends. Never more items than exist, so no item is shown twice.
 */
export const carouselWindow = <T>(items: readonly T[], activeIndex: number, size: number): T[] => {
  const count = Math.max(0, Math.min(Math.floor(size), items.length));
  const first = wrapIndex(activeIndex, items.length) - Math.floor((count - 1) / 2);
  return Array.from(
    { length: count },
    (_, offset) => items[wrapIndex(first + offset, items.length)]!,
  );
};

export interface CarouselTriple<T> {
  readonly previous: T;
  readonly active: T;
  readonly next: T;
}

/** SPEC §2: the award carousel's previous, active and next award; null when there is none. */
export const previousActiveNext = <T>(
  items: readonly T[],
  activeIndex: number,
): CarouselTriple<T> | null => {
  if (items.length === 0) return null;
  const at = (offset: number): T => items[wrapIndex(activeIndex + offset, items.length)]!;
  return { previous: at(-1), active: at(0), next: at(1) };
};
