import type { Temporal } from 'temporal-polyfill';
import type { ClockPort } from '../../ports/clock.port';

/** A clock that says what the test sets; `advance` moves it on. Built by hand, bound as a value. */
export class FixedClockAdapter implements ClockPort {
  constructor(private instant: Temporal.Instant) {}

  now(): Temporal.Instant {
    return this.instant;
  }

  set(instant: Temporal.Instant): void {
    this.instant = instant;
  }

  advance(duration: Temporal.DurationLike): void {
    this.instant = this.instant.add(duration);
  }
}
