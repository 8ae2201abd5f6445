import type { ComparisonRow } from './comparison-row';

/** Accepted `sortedBy` values (SPEC §3 key `sort`); anything else sorts by the default. */
export const SORT_ORDERS = [
  'projectedPension',
  'guaranteedPension',
  'effectiveCosts',
  'grade',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_ORDER: SortOrder = 'projectedPension';

export const sortOrderOf = (sortedBy: string | undefined): SortOrder =>
  (SORT_ORDERS as readonly string[]).includes(sortedBy ?? '')
    ? (sortedBy as SortOrder)
    : DEFAULT_SORT_ORDER;

// Missing Effektivkosten (sofort) sort after every known value.
const costKey = (row: ComparisonRow): number => row.effectiveCosts ?? Number.POSITIVE_INFINITY;

const byOrder = (order: SortOrder, a: ComparisonRow, b: ComparisonRow): number => {
  switch (order) {
    case 'projectedPension':
      return b.projectedPension - a.projectedPension;
    case 'guaranteedPension':
      return b.guaranteedPension - a.guaranteedPension;
    case 'effectiveCosts':
      return costKey(a) - costKey(b) || 0;
    case 'grade':
      return a.grade - b.grade;
  }
};

/**
 * Display order: tariffs without a pay-in error first, of those the ones meeting the customer's
 * investment wishes first (a wished 100 % guarantee never lists 0 % ETF tariffs on top); then by the order (pensions descending,
 * Effektivkosten and grade ascending, all on the rounded figures shown); ties by grade, then
 * tariff id (code-unit order), so the order never depends on the catalogue order.
 */
export const compareRows = (order: SortOrder, a: ComparisonRow, b: ComparisonRow): number => {
  const errors = Number(a.payInError !== null) - Number(b.payInError !== null);
  if (errors !== 0) return errors;
  const wishes = Number(a.wishMismatches.length > 0) - Number(b.wishMismatches.length > 0);
  if (wishes !== 0) return wishes;
  const primary = byOrder(order, a, b);
  if (primary !== 0 && !Number.isNaN(primary)) return primary;
  if (a.grade !== b.grade) return a.grade - b.grade;
  return a.tariffId < b.tariffId ? -1 : a.tariffId > b.tariffId ? 1 : 0;
};

/** A sorted copy (Array.prototype.sort is stable since ES2019). */
export const sortRows = (
  rows: readonly ComparisonRow[],
  sortedBy: string | undefined,
): ComparisonRow[] => {
  const order = sortOrderOf(sortedBy);
  return [...rows].sort((a, b) => compareRows(order, a, b));
};
