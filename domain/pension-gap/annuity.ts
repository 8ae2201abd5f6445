// Finance mathematics of the capital a gap needs, with payments at the start of each month
// (vorschüssig), as pension insurers pay and savings plans collect.

/** The monthly rate equivalent to a yearly rate: (1 + i)^(1/12) − 1. */
export const monthlyRateOf = (yearlyRate: number): number => (1 + yearlyRate) ** (1 / 12) - 1;

/** Present value of n monthly payments of 1 paid in advance: (1 − v^n) / r · (1 + r), v = 1 / (1 + r). */
export const annuityPresentValueFactor = (months: number, monthlyRate: number): number =>
  monthlyRate === 0
    ? months
    : ((1 - (1 + monthlyRate) ** -months) / monthlyRate) * (1 + monthlyRate);

/** Value after n months of n monthly payments of 1 paid in advance: ((1 + r)^n − 1) / r · (1 + r). */
export const annuityFutureValueFactor = (months: number, monthlyRate: number): number =>
  monthlyRate === 0
    ? months
    : (((1 + monthlyRate) ** months - 1) / monthlyRate) * (1 + monthlyRate);

/** The capital at the pension start that pays `monthly` for `months` months at the rate. */
export const capitalForMonthlyPayout = (
  monthly: number,
  months: number,
  yearlyRate: number,
): number => monthly * annuityPresentValueFactor(months, monthlyRateOf(yearlyRate));

/** The monthly saving that grows to `capital` in `months` months at the rate (0 when there is no time). */
export const monthlySavingFor = (capital: number, months: number, yearlyRate: number): number =>
  months <= 0 ? 0 : capital / annuityFutureValueFactor(months, monthlyRateOf(yearlyRate));
