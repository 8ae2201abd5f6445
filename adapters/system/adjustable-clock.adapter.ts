import { Temporal } from 'temporal-polyfill';
import type { ClockPort } from '../../ports/clock.port';

/**
 * The machine's clock moved by an offset the e2e tests set (RK_TEST_ROUTES=1 only,
 * POST /api/__test/clock): session expiry and campaign banners at a chosen time.
 */
export class AdjustableClockAdapter implements ClockPort {
  private offsetNs = 0n;

  constructor(private readonly base: ClockPort) {}

  now(): Temporal.Instant {
    return Temporal.Instant.fromEpochNanoseconds(this.base.now().epochNanoseconds + this.offsetNs);
  }

  /** From now on the clock says `instant` and runs on from there. */
  set(instant: Temporal.Instant): void {
    this.offsetNs = instant.epochNanoseconds - this.base.now().epochNanoseconds;
  }

  advance(ms: number): void {
    this.offsetNs += BigInt(Math.trunc(ms)) * 1_000_000n;
  }

  reset(): void {
    this.offsetNs = 0n;
  }
}
