const NS_PER_MINUTE = 60_000_000_000n;

/**
 * The time slot of an instant within which the campaign banners (SPEC §4, §9) cannot change:
 * the first instant of a minute alone, or the rest of that minute. Every boundary of a banner
 * (20 October 00:00, the end of 5 or 21 December, 30 December 21:00, the Berlin new year) is a
 * whole minute, so which banners show changes only on a minute's first instant; the countdown
 * counts whole minutes left to such an end, so it drops right after that instant. Slot 2m is
 * minute m's first instant, 2m + 1 the rest of minute m.
 */
export const bannerTimeSlotOf = (epochNs: bigint): bigint => {
  const rest = ((epochNs % NS_PER_MINUTE) + NS_PER_MINUTE) % NS_PER_MINUTE;
  const minute = (epochNs - rest) / NS_PER_MINUTE;
  return 2n * minute + (rest === 0n ? 0n : 1n);
};

export interface SlotMemo<V> {
  /** The value of `key` in `slot`: computed on the slot's first call, then kept. */
  valueOf(key: string, slot: bigint, compute: () => Promise<V>): Promise<V>;
}

/**
 * One value per key for its latest slot: the banners a page shows are the same for every
 * visitor at the same time, so a server computes them once per page and slot. At most
 * `maxKeys` keys are kept (beyond that the memo starts over).
 */
export const slotMemo = <V>(maxKeys = 256): SlotMemo<V> => {
  const values = new Map<string, { readonly slot: bigint; readonly value: V }>();
  return {
    async valueOf(key, slot, compute) {
      const known = values.get(key);
      if (known !== undefined && known.slot === slot) return known.value;
      const value = await compute();
      if (values.size >= maxKeys && !values.has(key)) values.clear();
      values.set(key, { slot, value });
      return value;
    },
  };
};
