import type { Temporal } from 'temporal-polyfill';

/** The present moment; the domain never reads the clock itself. */
export interface ClockPort {
  now(): Temporal.Instant;
}
export const ClockPort = Symbol.for('ClockPort');
