import type { PaymentPeriod } from '../products/payment-period';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import { monthlyFromYearly } from '../search-data/monthly-payment';
import type { SearchData } from '../search-data/search-data';
import {
  COMPARISON_MESSAGES,
  type ComparisonInputError,
  inputError,
} from './comparison-input-error';
import { PROJECTION_DEFAULTS } from './projection-input';

export interface Contributions {
  readonly paymentPeriod: PaymentPeriod;
  readonly monthlyPayment: number;
  /** The yearly amount as the customer chose it (yearly only, else 0). */
  readonly yearlyPayment: number;
  readonly oneTimePayment: number;
}

/**
 * The yearly amount of a yearly search: the amount as typed (`sc`) when its twelfth is the `mp`
 * sent along (SPEC §3), else 12 × mp. Without it 10.000 € would come back as 9.999,96 €.
 */
export const yearlyAmountOf = (search: SearchData, monthlyPayment: number): number => {
  const typed = Number(search.selectedContribution);
  const fits =
    search.selectedContribution !== undefined &&
    Number.isFinite(typed) &&
    typed > 0 &&
    monthlyFromYearly(typed) === monthlyPayment;
  return fits ? Math.round(typed * 100) / 100 : Math.round(monthlyPayment * 1200) / 100;
};

const isPositive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

const ONE_TIME_ONLY: readonly ProductType[] = ['sofort', 's3einmalzahlung'];

/**
 * The contributions of the payment period: sofort and s3einmalzahlung always pay once (otp);
 * monthly and yearly need mp (for yearly, mp is the yearly amount ÷ 12, SPEC §3, and the yearly
 * amount itself is paid at the start of each contract year); oneTime needs otp; mix (or monthly with aotp=1 and an
 * otp) pays otp at the start plus mp every month. Values not used by the period count as 0.
 */
export const contributionsOf = (
  search: SearchData,
  productType: ProductType,
): Result<Contributions, ComparisonInputError> => {
  const requested = ONE_TIME_ONLY.includes(productType)
    ? 'oneTime'
    : (search.paymentPeriod ?? PROJECTION_DEFAULTS.paymentPeriod);
  const withExtra =
    requested === 'monthly' &&
    search.additionalOneTimePayment === true &&
    isPositive(search.oneTimePayment);
  const period: PaymentPeriod = withExtra ? 'mix' : requested;
  const needsMonthly = period !== 'oneTime';
  const needsOneTime = period === 'oneTime' || period === 'mix';
  if (needsMonthly && !isPositive(search.monthlyPayment)) {
    const message =
      period === 'yearly' ? COMPARISON_MESSAGES.yearlyPayment : COMPARISON_MESSAGES.monthlyPayment;
    return err(inputError('comparison/contribution', message));
  }
  if (needsOneTime && !isPositive(search.oneTimePayment)) {
    return err(inputError('comparison/one-time-payment', COMPARISON_MESSAGES.oneTimePayment));
  }
  const monthlyPayment = needsMonthly ? (search.monthlyPayment ?? 0) : 0;
  return ok({
    paymentPeriod: period,
    monthlyPayment,
    yearlyPayment: period === 'yearly' ? yearlyAmountOf(search, monthlyPayment) : 0,
    oneTimePayment: needsOneTime ? (search.oneTimePayment ?? 0) : 0,
  });
};
