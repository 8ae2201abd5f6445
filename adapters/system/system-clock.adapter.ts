import { injectable } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import type { ClockPort } from '../../ports/clock.port';

/** The machine's clock. */
@injectable()
export class SystemClockAdapter implements ClockPort {
  now(): Temporal.Instant {
    return Temporal.Now.instant();
  }

  /** The same clock without a Temporal.Instant (some 1 µs less per correlation id). */
  epochMs(): number {
    return Date.now();
  }
}
