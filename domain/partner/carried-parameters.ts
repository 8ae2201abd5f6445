import { parameterNamesOf, withParameters } from './page-url';
import { PARTNER_TRACKING_NAMES } from './partner-info';
import { WPSET_PARAMETER } from './wpset';

/** SPEC §9: the partner parameters (wpset, wp1, wp2) and 'stay' go along to another product. */
export const CARRIED_QUERY_PARAMETERS = [
  WPSET_PARAMETER,
  PARTNER_TRACKING_NAMES.b2BPartner,
  PARTNER_TRACKING_NAMES.b2BAdPartner,
  'stay',
] as const;
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
 * The target path (or URL) with the carried parameters of the current query appended, in the
 * order above. Empty values are not carried, and a parameter the target already names wins.
 */
export const carryQueryParameters = (
  from: Readonly<Record<string, string | undefined>>,
  to: string,
): string => {
  const carried = carriedQueryPairs(from, parameterNamesOf(to));
  return carried.length === 0 ? to : withParameters(to, carried);
};
