// The exact decimal a double stands for in its shortest form: digits × 10^exponent.
const decimalParts = (value: number): { digits: bigint; exponent: number } => {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: BigInt(whole + fraction), exponent: Number(exponentText) - fraction.length };
};

/**
 * SPEC §3, §9: a yearly payment divided by 12 and rounded to 2 decimals, half up (away from zero
 * for negative amounts). Computed on the decimal the number is written as, in integer
 * arithmetic, so binary floating point never shifts a cent (0.06 → 0.01, not 0). Non-finite
 * input gives NaN or ±Infinity back.
 */
export const monthlyFromYearly = (yearly: number): number => {
  if (!Number.isFinite(yearly)) return yearly / 12;
  const { digits, exponent } = decimalParts(Math.abs(yearly));
  // cents = yearly × 100 / 12
  const shift = exponent + 2;
  const numerator = shift >= 0 ? digits * 10n ** BigInt(shift) : digits;
  const denominator = shift >= 0 ? 12n : 12n * 10n ** BigInt(-shift);
  const cents = (2n * numerator + denominator) / (2n * denominator);
  const monthly = Number(cents) / 100;
  return yearly < 0 && monthly !== 0 ? -monthly : monthly;
};
