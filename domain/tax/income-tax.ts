import { BASIC_TAX_ALLOWANCE, INCOME_TAX_TARIFF } from './income-tax-figures';
import type { TaxYear } from './tax-year';

export interface IncomeTaxOptions {
  /** Joint assessment with the Splittingverfahren, § 32a Abs. 5 EStG. */
  readonly married?: boolean;
}

const cents = (euros: number): number => Math.round(euros * 100);

/** Exact floor of a non-negative integer numerator divided by a power of ten (no float rounding). */
const floorDiv = (numerator: number, divisor: number): number =>
  (numerator - (numerator % divisor)) / divisor;

/**
 * The Grundtarif of § 32a Abs. 1 EStG for a whole-euro zvE, in whole euros (rounded down).
 * Computed in integers: a zone formula with factors in cents over y = n / 10,000 is
 * (A·n + L·10^6)·n / 10^10 euros, exact below 2^53 for every zvE of the zone.
 */
const tariffTax = (zvE: number, year: TaxYear): number => {
  const basic = BASIC_TAX_ALLOWANCE[year] ?? 0;
  const t = INCOME_TAX_TARIFF[year];
  if (zvE <= basic) return 0;
  if (zvE <= t.zone2End) {
    const n = zvE - basic;
    return floorDiv((cents(t.zone2Factor) * n + t.zone2Linear * 1e6) * n, 1e10);
  }
  if (zvE <= t.zone3End) {
    const n = zvE - t.zone2End;
    const scaled = (cents(t.zone3Factor) * n + t.zone3Linear * 1e6) * n;
    return floorDiv(scaled + cents(t.zone3Constant) * 1e8, 1e10);
  }
  // 0.42 · zvE − d in cents: the rate in per cent is the cents per euro of zvE.
  const [rate, subtrahend] =
    zvE <= t.zone4End ? [t.zone4Rate, t.zone4Subtrahend] : [t.zone5Rate, t.zone5Subtrahend];
  return floorDiv(Math.round(rate * 100) * zvE - cents(subtrahend), 100);
};

/**
 * Tarifliche Einkommensteuer, § 32a EStG: the taxable income is rounded down to whole euros
 * (Abs. 1 S. 1), the tax down to whole euros (Abs. 1 S. 3); married couples pay twice the tax
 * on half their joint taxable income (Splitting, Abs. 5). A negative or zero income pays nothing.
 */
export const incomeTax = (
  taxableIncome: number,
  year: TaxYear,
  options: IncomeTaxOptions = {},
): number => {
  if (!Number.isFinite(taxableIncome)) throw new RangeError('taxable income must be finite');
  const zvE = Math.max(0, Math.floor(taxableIncome));
  return options.married ? 2 * tariffTax(Math.floor(zvE / 2), year) : tariffTax(zvE, year);
};
