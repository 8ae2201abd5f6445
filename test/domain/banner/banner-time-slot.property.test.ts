import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bannerTimeSlotOf } from '../../../domain/banner/banner-time-slot';
import { type BannerContext, bannersFor } from '../../../domain/banner/campaign-banner';
import { countdownTo } from '../../../domain/banner/countdown';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { berlinBoundaries, instantNear } from '../../arbitraries/instant';

const NS_PER_MINUTE = 60_000_000_000n;

/** What a banner shows at an instant: its type, end, end date and countdown. */
const shown = (context: BannerContext, at: Temporal.Instant): unknown =>
  bannersFor(context, at).map((banner) => ({
    type: banner.type,
    ends: banner.ends.toString(),
    ...countdownTo(banner.ends, at),
  }));

const context: fc.Arbitrary<BannerContext> = fc.record({
  productType: fc.constantFrom(null, ...PRODUCT_TYPES),
  page: fc.constantFrom(null, '/onboarding-personal-data', '/riester-rente'),
});

/** Two instants of the same slot: both after the first instant of one minute. */
const sameSlot = fc
  .tuple(
    instantNear(berlinBoundaries(), Temporal.Duration.from({ minutes: 3 })),
    fc.bigInt({ min: 1n, max: NS_PER_MINUTE - 1n }),
    fc.bigInt({ min: 1n, max: NS_PER_MINUTE - 1n }),
  )
  .map(([near, a, b]) => {
    const minute = near.epochNanoseconds - (near.epochNanoseconds % NS_PER_MINUTE);
    return [minute + a, minute + b].map((ns) => Temporal.Instant.fromEpochNanoseconds(ns));
  });

describe('bannerTimeSlotOf', () => {
  it('gives two instants of one slot the same slot and the same banners and countdowns', () => {
    fc.assert(
      fc.property(context, sameSlot, (ctx, [first, second]) => {
        if (first === undefined || second === undefined) return;
        expect(bannerTimeSlotOf(first.epochNanoseconds)).toBe(
          bannerTimeSlotOf(second.epochNanoseconds),
        );
        expect(shown(ctx, first)).toEqual(shown(ctx, second));
      }),
      { numRuns: 300 },
    );
  });

  it('gives a minute’s first instant its own slot, between the slots around it', () => {
    const start = Temporal.Instant.from('2026-12-05T23:00:00Z').epochNanoseconds;
    const slot = bannerTimeSlotOf(start);
    expect(bannerTimeSlotOf(start - 1n)).toBe(slot - 1n);
    expect(bannerTimeSlotOf(start + 1n)).toBe(slot + 1n);
    expect(bannerTimeSlotOf(start + NS_PER_MINUTE - 1n)).toBe(slot + 1n);
    expect(bannerTimeSlotOf(start + NS_PER_MINUTE)).toBe(slot + 2n);
    expect(bannerTimeSlotOf(-1n)).toBe(-1n);
    expect(bannerTimeSlotOf(0n)).toBe(0n);
  });

  it('shows the change at an end on its first instant (the reason for the own slot)', () => {
    // The Riester year-end banner ends with 21 December, Berlin.
    const ends = Temporal.Instant.from('2026-12-21T23:00:00Z');
    const before = Temporal.Instant.fromEpochNanoseconds(ends.epochNanoseconds - 1n);
    const ctx: BannerContext = { productType: 'riester' };
    expect(shown(ctx, before)).not.toEqual(shown(ctx, ends));
    expect(bannerTimeSlotOf(before.epochNanoseconds)).not.toBe(
      bannerTimeSlotOf(ends.epochNanoseconds),
    );
  });
});
