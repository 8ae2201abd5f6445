// SPEC §9: the partner parameters (wpset, wp1, wp2) and 'stay' go along to another product.
// Written out rather than imported from wpset.ts and partner-info.ts (and without page-url.ts):
// a leaf module stays out of the shared chunk every page loads (the result page's JS budget);
// test/domain/partner/carried-parameters.test.ts checks the names against those modules.
export const CARRIED_QUERY_PARAMETERS = ['wpset', 'wp1', 'wp2', 'stay'] as const;

const nameOf = (segment: string): string => {
  const raw = (segment.split('=')[0] ?? '').replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * The carried parameters of a query that are not among `present`, in the order above; empty
 * values are not carried.
 */
export const carriedQueryPairs = (
  from: Readonly<Record<string, string | undefined>>,
  present: ReadonlySet<string> = new Set(),
): Array<readonly [string, string]> =>
  CARRIED_QUERY_PARAMETERS.flatMap((name): Array<readonly [string, string]> => {
    const value = from[name];
    return value === undefined || value === '' || present.has(name) ? [] : [[name, value]];
  });

/**
 * The target path (or URL) with the carried parameters of the current query appended before its
 * fragment, in the order above. Empty values are not carried, and a parameter the target already
 * names wins; the target's own query keeps its spelling.
 */
export const carryQueryParameters = (
  from: Readonly<Record<string, string | undefined>>,
  to: string,
): string => {
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const own = (queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))
    .split('&')
    .filter((s) => s !== '');
  const carried = carriedQueryPairs(from, new Set(own.map(nameOf)));
  if (carried.length === 0) return to;
  const added = carried.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return `${base}?${[...own, ...added].join('&')}${hash}`;
};
