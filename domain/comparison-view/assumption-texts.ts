import type { AssumedReturns } from '../comparison/assumed-returns';
import type { RiesterAllowanceSummary } from '../comparison/search-subsidies';
import { formatPrice } from '../format/price';
import { MODEL_CALCULATION_RATES } from '../tariffs/insurance-figures';

let RATE_MADE: Intl.NumberFormat | undefined;
// Made at its first use: a cold process (the CLI's `rente holidays`) formats no number and
// need not load the locale's data (about 5 ms).
const RATE = (): Intl.NumberFormat =>
  (RATE_MADE ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }));

/** A yearly rate as a fraction, written in percent: 0.0167 → '1,67 %', 0.06 → '6 %'. */
export const ratePercentText = (rate: number): string =>
  `${RATE().format(Math.round(rate * 10_000) / 100)}\u00a0%`;

/**
 * What the "Mögliche Rente" rests on, beside every projected figure: the fund return and the
 * rate of the guarantee part (before costs), or for sofort the current Rentenfaktor.
 */
export const assumedReturnText = (a: AssumedReturns): string => {
  if (a.fund !== null && a.guaranteePart !== null) {
    return `Annahme: Fonds ${ratePercentText(a.fund)}, Sicherungsvermögen ${ratePercentText(a.guaranteePart)} p.\u00a0a. vor Kosten`;
  }
  if (a.fund !== null)
    return `Annahme: ${ratePercentText(a.fund)} Fondsrendite p.\u00a0a. vor Kosten`;
  if (a.guaranteePart !== null) {
    return `Annahme: ${ratePercentText(a.guaranteePart)} Verzinsung p.\u00a0a. vor Kosten`;
  }
  return 'Annahme: aktueller, nicht garantierter Rentenfaktor';
};

/** The legal model rates (§ 154 VVG with § 2 Abs. 3 VVG-InfoV) as the chart and table name them. */
let modelRates: readonly string[] | undefined;
/** „0 %“, „3 %“, „6 %“…: made at the first use, so a cold process that shows none formats none. */
export const modelRateTexts = (): readonly string[] =>
  (modelRates ??= MODEL_CALCULATION_RATES.map(ratePercentText));

/**
 * The Riester allowances of one year as a card and the details write them (§§ 84, 85 EStG):
 * 'Grundzulage 175,00 € + Kinderzulagen 300,00 € pro Jahr', the Berufseinsteigerbonus once, and
 * a cut first year (own contribution below the Mindesteigenbeitrag, § 86 EStG) named.
 */
export const riesterAllowanceText = (a: RiesterAllowanceSummary): string => {
  const parts = [`Grundzulage ${formatPrice(a.basicAllowance)}`];
  if (a.childAllowances > 0) parts.push(`Kinderzulagen ${formatPrice(a.childAllowances)}`);
  const bonus =
    a.starterBonus > 0 ? `, einmalig ${formatPrice(a.starterBonus)} Berufseinsteigerbonus` : '';
  const cut =
    a.firstYear < a.firstYearMaximum
      ? `; mit Ihrem Beitrag gekürzt auf ${formatPrice(a.firstYear)} im 1. Jahr (Mindesteigenbeitrag nicht erreicht)`
      : '';
  return `${parts.join(' + ')} pro Jahr${bonus}${cut}`;
};
