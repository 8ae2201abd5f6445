import type { PayInError } from '../comparison/pay-in-error';
import { formatPrice } from '../format/price';
import type { TariffLimits } from '../tariffs/tariff';

/**
 * SPEC §3 pay-in errors as a German sentence with the tariff's limit, e.g. "Dieser Tarif nimmt
 * einen monatlichen Beitrag ab 25,00 € an." (a yearly payment is checked as its monthly twelfth).
 */
export const payInErrorText = (error: PayInError, limits: TariffLimits | null): string => {
  switch (error) {
    case 'paymentMinError':
      return limits === null
        ? 'Der Beitrag liegt unter dem Mindestbeitrag dieses Tarifs.'
        : `Der Beitrag liegt unter dem Mindestbeitrag dieses Tarifs: Er nimmt monatlich ab ${formatPrice(limits.minMonthlyPayment)} an.`;
    case 'paymentMaxError':
      return limits === null
        ? 'Der Beitrag liegt über dem Höchstbeitrag dieses Tarifs.'
        : `Der Beitrag liegt über dem Höchstbeitrag dieses Tarifs: Er nimmt monatlich höchstens ${formatPrice(limits.maxMonthlyPayment)} an.`;
    case 'oneTimePaymentMinError':
      return limits === null
        ? 'Der Einmalbeitrag liegt unter dem Mindestbetrag dieses Tarifs.'
        : `Der Einmalbeitrag liegt unter dem Mindestbetrag dieses Tarifs: Er nimmt einmalig ab ${formatPrice(limits.minOneTimePayment)} an.`;
    case 'oneTimePaymentMaxError':
      return limits === null
        ? 'Der Einmalbeitrag liegt über dem Höchstbetrag dieses Tarifs.'
        : `Der Einmalbeitrag liegt über dem Höchstbetrag dieses Tarifs: Er nimmt einmalig höchstens ${formatPrice(limits.maxOneTimePayment)} an.`;
  }
};
