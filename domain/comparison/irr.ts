import type { ContributionSchedule } from './contribution-schedule';

/** Value at the pension start of the schedule's payments when money grows by e^x a month. */
export const futureValueOf = (schedule: ContributionSchedule, x: number): number => {
  const n = schedule.months;
  let value = 0;
  if (schedule.level !== 0) {
    // Σ_{k=1..n} e^{xk}: the level payment at the start of each month, grown to month n.
    const sum = Math.abs(x) < 1e-12 ? n : (Math.exp(x) * Math.expm1(x * n)) / Math.expm1(x);
    value += schedule.level * sum;
  }
  for (const lump of schedule.lumps) value += lump.amount * Math.exp(x * (n - lump.time));
  return value;
};

// Yearly rates searched: −99 % … 2^10 × 100 %; outside, the bound is returned.
const LOWEST = Math.log(0.01) / 12;
const HIGHEST = (1024 * Math.log(2)) / 12;
// First half-width of the bracket around the guess (about ±1.2 % a year), doubled until it holds.
const START_WIDTH = 0.001;
const TOLERANCE = 1e-13;

/**
 * The internal rate of return (yearly, effective) that turns the schedule's payments into
 * `capital` at the pension start: the root of futureValueOf(x) = capital, which rises strictly
 * with x for positive payments. A bracket is grown around the guess until it holds the root,
 * then narrowed by the Illinois variant of regula falsi (always converges, superlinearly).
 * Null without a term or without payments; the result is clamped to −99 % … 2^10 × 100 %.
 */
export const internalRateOfReturn = (
  schedule: ContributionSchedule,
  capital: number,
  guess = 0.02,
): number | null => {
  if (schedule.months === 0 || futureValueOf(schedule, 0) <= 0) return null;
  const start = Math.min(Math.max(Math.log1p(guess) / 12, LOWEST), HIGHEST);
  let width = START_WIDTH;
  let lo = Math.max(start - width, LOWEST);
  let fLo = futureValueOf(schedule, lo) - capital;
  while (fLo > 0 && lo > LOWEST) {
    width *= 2;
    lo = Math.max(lo - width, LOWEST);
    fLo = futureValueOf(schedule, lo) - capital;
  }
  if (fLo >= 0) return Math.expm1(12 * lo);
  width = START_WIDTH;
  let hi = Math.min(start + width, HIGHEST);
  let fHi = futureValueOf(schedule, hi) - capital;
  while (fHi < 0 && hi < HIGHEST) {
    width *= 2;
    lo = hi;
    fLo = fHi;
    hi = Math.min(hi + width, HIGHEST);
    fHi = futureValueOf(schedule, hi) - capital;
  }
  if (fHi <= 0) return Math.expm1(12 * hi);
  let side = 0;
  let x = lo;
  for (let i = 0; i < 200 && hi - lo > TOLERANCE; i++) {
    x = (lo * fHi - hi * fLo) / (fHi - fLo);
    const fx = futureValueOf(schedule, x) - capital;
    if (Math.abs(fx) <= 1e-12 * capital) break;
    if (fx < 0) {
      lo = x;
      fLo = fx;
      if (side === -1) fHi /= 2;
      side = -1;
    } else {
      hi = x;
      fHi = fx;
      if (side === 1) fLo /= 2;
      side = 1;
    }
  }
  return Math.expm1(12 * x);
};
