import type { PaymentPeriod } from '../products/payment-period';
import { monthlyFromYearly } from './monthly-payment';
import type { SearchData } from './search-data';

/** What a tariff contributes to its search URL (SPEC §3 "Tariff search URL data"). */
export interface TariffForSearchUrl {
  readonly insuranceStart: string;
  readonly oneTimePayment?: number;
  readonly payment: number;
  readonly paymentPeriod: PaymentPeriod;
}

/**
 * SPEC §3: the search data plus the tariff's insuranceStart and oneTimePayment (left out when the
 * tariff has none); monthlyPayment is the tariff payment, a yearly one divided by 12 and rounded
 * to 2 decimals. Everything else, paymentPeriod included, stays as the search had it.
 */
export const tariffSearchUrlData = (
  searchData: SearchData,
  tariff: TariffForSearchUrl,
): SearchData => {
  const { oneTimePayment: _searchOneTimePayment, ...rest } = searchData;
  const monthlyPayment =
    tariff.paymentPeriod === 'yearly' ? monthlyFromYearly(tariff.payment) : tariff.payment;
  return {
    ...rest,
    insuranceStart: tariff.insuranceStart,
    ...(tariff.oneTimePayment === undefined ? {} : { oneTimePayment: tariff.oneTimePayment }),
    monthlyPayment,
  };
};
