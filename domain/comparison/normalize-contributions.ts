import type { PaymentPeriod } from '../products/payment-period';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
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
  readonly oneTimePayment: number;
}

const isPositive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

const ONE_TIME_ONLY: readonly ProductType[] = ['sofort', 's3einmalzahlung'];

/**
 * The contributions of the payment period: sofort and s3einmalzahlung always pay once (otp);
 * monthly and yearly need mp (for yearly, mp is the yearly amount ÷ 12, SPEC §3, and 12 × mp is
 * paid at the start of each contract year); oneTime needs otp; mix (or monthly with aotp=1 and an
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
  return ok({
    paymentPeriod: period,
    monthlyPayment: needsMonthly ? (search.monthlyPayment ?? 0) : 0,
    oneTimePayment: needsOneTime ? (search.oneTimePayment ?? 0) : 0,
  });
};
