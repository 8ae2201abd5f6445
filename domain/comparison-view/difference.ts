/** Which value of a row is better, where that is clear (higher pension, lower costs). */
export type Better = 'higher' | 'lower' | null;

export interface RowMarks {
  /** The tariffs' values are not all the same. */
  readonly differs: boolean;
  /** Indices of the tariffs with the better value; empty when no value is better. */
  readonly best: readonly number[];
}

const same = (a: number | string | null, b: number | string | null): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : a === b;

/**
 * Marks one row of the side-by-side comparison: differs when any two values differ (a missing
 * value differs from a present one); the best indices only for numbers with a clear direction,
 * among the known values, and only when the known values themselves differ.
 */
export const markRow = (values: readonly (number | string | null)[], better: Better): RowMarks => {
  const first = values[0] ?? null;
  const differs = values.some((v) => !same(v, first));
  if (!differs || better === null) return { differs, best: [] };
  const known = values
    .map((value, index) => ({ value, index }))
    .filter((v): v is { value: number; index: number } => typeof v.value === 'number');
  if (known.length < 2 || known.every((v) => same(v.value, known[0]?.value ?? null))) {
    return { differs, best: [] };
  }
  const target =
    better === 'higher'
      ? Math.max(...known.map((v) => v.value))
      : Math.min(...known.map((v) => v.value));
  return { differs, best: known.filter((v) => same(v.value, target)).map((v) => v.index) };
};
