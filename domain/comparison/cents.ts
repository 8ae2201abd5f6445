import { roundToCents } from '../tax/cents';

// Within this distance of half a cent, the exact decimal rule of roundToCents decides.
const NEAR_HALF = 1e-6;

/**
 * Half-up rounding to cents as domain/tax roundToCents does (binary noise such as
 * 1.005 = 1.00499999… still rounds up), with its slower decimal check (toPrecision) only for
 * amounts within a millionth of a cent of a half; every other amount rounds the same either way.
 * Never answers −0.
 */
export const cents = (euros: number): number => {
  const scaled = euros * 100;
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) < NEAR_HALF) return roundToCents(euros) + 0;
  return Math.round(scaled) / 100 + 0;
};
