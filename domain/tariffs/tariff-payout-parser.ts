import type { ProductType } from '../products/product-type';
import { type CatalogueReader, readNumber, readObject } from './catalogue-reader';
import type { RentenfaktorEntry, TariffLimits } from './tariff';
import { checkRentenfaktorGrid, rentenfaktorKey } from './tariff-benefit-parser';

// Rentenfaktor in € monthly pension per 10,000 € capital: the market shows about 22–35 €
// (FIGURES.md); 15–45 € leaves room for very early or very late starts.
export const RENTENFAKTOR_RANGE = { min: 15, max: 45 } as const;
const AGE_RANGE = { min: 18, max: 90 } as const;
const GUARANTEE_PERIOD_MAX = 40;
const MAX_MONTHLY = 100_000;
const MAX_ONE_TIME = 10_000_000;

const readEntry = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): RentenfaktorEntry | undefined => {
  const entry = readObject(r, value, path, ['fromAge', 'guaranteePeriod', 'guaranteed', 'current']);
  if (entry === undefined) return undefined;
  const at = (key: string): string => r.field(path, key);
  const fromAge = readNumber(r, entry.fromAge, at('fromAge'), AGE_RANGE.min, AGE_RANGE.max, true);
  const guaranteePeriod = readNumber(
    r,
    entry.guaranteePeriod,
    at('guaranteePeriod'),
    0,
    GUARANTEE_PERIOD_MAX,
    true,
  );
  const { min, max } = RENTENFAKTOR_RANGE;
  const guaranteed = readNumber(r, entry.guaranteed, at('guaranteed'), min, max);
  const current = readNumber(r, entry.current, at('current'), min, max);
  if (guaranteed !== undefined && current !== undefined && guaranteed > current) {
    return r.report(at('guaranteed'), `expected at most the current Rentenfaktor (${current})`);
  }
  if (fromAge === undefined || guaranteePeriod === undefined) return undefined;
  if (guaranteed === undefined || current === undefined) return undefined;
  return { fromAge, guaranteePeriod, guaranteed, current };
};

/** Non-empty, sorted by fromAge, each age and guarantee period once. */
export const readRentenfaktor = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): readonly RentenfaktorEntry[] | undefined => {
  if (!Array.isArray(value) || value.length === 0) {
    return r.report(path, 'expected a non-empty list of Rentenfaktor entries');
  }
  const entries = value.map((item: unknown, index) => readEntry(r, item, r.item(path, index)));
  let complete = true;
  // The (fromAge, guaranteePeriod) pairs read so far, as one number (both are whole numbers,
  // the period below 100): a set, not a search of the earlier entries for every entry.
  const earlier = new Set<number>();
  entries.forEach((entry, index) => {
    const before = index > 0 ? entries[index - 1] : undefined;
    if (entry === undefined) {
      complete = false;
      return;
    }
    const key = rentenfaktorKey(entry.fromAge, entry.guaranteePeriod);
    if (before !== undefined && entry.fromAge < before.fromAge) {
      complete =
        r.report(
          r.field(r.item(path, index), 'fromAge'),
          `expected at least ${before.fromAge} (entries sorted by fromAge)`,
        ) ?? false;
    } else if (earlier.has(key)) {
      complete =
        r.report(
          r.item(path, index),
          `duplicate entry for fromAge ${entry.fromAge} and guaranteePeriod ${entry.guaranteePeriod}`,
        ) ?? false;
    }
    earlier.add(key);
  });
  if (!complete) return undefined;
  return checkRentenfaktorGrid(r, entries as RentenfaktorEntry[], path)
    ? (entries as RentenfaktorEntry[])
    : undefined;
};

const SINGLE_PREMIUM: readonly ProductType[] = ['sofort', 's3einmalzahlung'];

/**
 * The pay-in limits: min ≤ max; tariffs with regular contributions need positive monthly limits,
 * single-premium products (sofort, s3einmalzahlung) positive one-time limits.
 */
export const readLimits = (
  r: CatalogueReader,
  value: unknown,
  path: string,
  productTypes: readonly ProductType[] | undefined,
): TariffLimits | undefined => {
  const limits = readObject(r, value, path, [
    'minMonthlyPayment',
    'maxMonthlyPayment',
    'minOneTimePayment',
    'maxOneTimePayment',
  ]);
  if (limits === undefined) return undefined;
  const types = productTypes ?? [];
  const pair = (
    kind: 'Monthly' | 'OneTime',
    max: number,
    needed: boolean,
  ): [number, number] | undefined => {
    const [minKey, maxKey] = [`min${kind}Payment`, `max${kind}Payment`];
    const low = needed ? Number.MIN_VALUE : 0;
    const lower = readNumber(r, limits[minKey], r.field(path, minKey), 0, max);
    const upper = readNumber(r, limits[maxKey], r.field(path, maxKey), 0, max);
    if (lower === undefined || upper === undefined) return undefined;
    if (lower > upper)
      return r.report(r.field(path, minKey), `expected at most ${maxKey} (${upper})`);
    if (upper < low || lower < low) {
      const why =
        kind === 'Monthly'
          ? 'a tariff with regular contributions'
          : 'a single-premium product (sofort, s3einmalzahlung)';
      return r.report(
        r.field(path, lower < low ? minKey : maxKey),
        `expected a positive amount for ${why}`,
      );
    }
    return [lower, upper];
  };
  const monthly = pair(
    'Monthly',
    MAX_MONTHLY,
    types.some((t) => !SINGLE_PREMIUM.includes(t)),
  );
  const oneTime = pair(
    'OneTime',
    MAX_ONE_TIME,
    types.some((t) => SINGLE_PREMIUM.includes(t)),
  );
  if (monthly === undefined || oneTime === undefined) return undefined;
  return {
    minMonthlyPayment: monthly[0],
    maxMonthlyPayment: monthly[1],
    minOneTimePayment: oneTime[0],
    maxOneTimePayment: oneTime[1],
  };
};
