import type { RentenfaktorEntry } from '../tariffs/tariff';

/**
 * The Rentenfaktor entry for a pension start: the guarantee period asked for, or else the next
 * longer one the tariff offers (a longer guarantee lowers the factor, so the figure never
 * overstates), or else the longest offered; of those, the entry with the highest fromAge not
 * above the age (an age below every entry takes the lowest). Null for an empty table.
 */
export const rentenfaktorFor = (
  entries: readonly RentenfaktorEntry[],
  age: number,
  guaranteePeriod: number,
): RentenfaktorEntry | null => {
  let period: number | null = null;
  let longest = Number.NEGATIVE_INFINITY;
  for (const e of entries) {
    longest = Math.max(longest, e.guaranteePeriod);
    if (e.guaranteePeriod >= guaranteePeriod && (period === null || e.guaranteePeriod < period)) {
      period = e.guaranteePeriod;
    }
  }
  const chosen = period ?? longest;
  let best: RentenfaktorEntry | null = null;
  let lowest: RentenfaktorEntry | null = null;
  for (const e of entries) {
    if (e.guaranteePeriod !== chosen) continue;
    if (lowest === null || e.fromAge < lowest.fromAge) lowest = e;
    if (e.fromAge <= age && (best === null || e.fromAge > best.fromAge)) best = e;
  }
  return best ?? lowest;
};

/** Monthly pension = capital ÷ 10,000 × Rentenfaktor (the industry definition of the factor), €. */
export const pensionOf = (capital: number, factor: number): number => (capital / 10_000) * factor;
