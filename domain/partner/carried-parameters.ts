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
 * The target path (or URL) with the carried parameters of the current query appended, in the
 * order above. Empty values are not carried, and a parameter the target already names wins.
 */
export const carryQueryParameters = (
  from: Readonly<Record<string, string | undefined>>,
  to: string,
): string => {
  const present = parameterNamesOf(to);
  const carried = CARRIED_QUERY_PARAMETERS.flatMap((name): Array<readonly [string, string]> => {
    const value = from[name];
    return value === undefined || value === '' || present.has(name) ? [] : [[name, value]];
  });
  return carried.length === 0 ? to : withParameters(to, carried);
};
