import type { Temporal } from 'temporal-polyfill';

/** The present moment; the domain never reads the clock itself. */
export interface ClockPort {
  now(): Temporal.Instant;
  /**
   * The same moment as `now()` in whole milliseconds since 1970, where a clock can tell it
   * without building an Instant (the system clock: Date.now()); read through `epochMsOf`.
   */
  epochMs?(): number;
}
export const ClockPort = Symbol.for('ClockPort');

/** The clock's present in milliseconds since 1970: its cheap read when it has one. */
export const epochMsOf = (clock: ClockPort): number =>
  clock.epochMs === undefined ? clock.now().epochMilliseconds : clock.epochMs();
