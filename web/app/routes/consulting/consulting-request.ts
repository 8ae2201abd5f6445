import { isBookingOrigin } from '../../../../domain/consulting/booking-origin';
import type { BookingEntry } from '../../../../domain/consulting/consulting-paths';
import { isProductType } from '../../../../domain/products/product-type';

const TARIFF_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * Where the customer came from, as the link said: an unknown origin counts as the result list
 * (the comparison's own booking), an unknown product or a malformed tariff id as none.
 */
export const bookingEntryOf = (url: URL): BookingEntry => {
  const origin = url.searchParams.get('origin');
  const product = url.searchParams.get('product');
  const tariffId = url.searchParams.get('tariffId') ?? '';
  return {
    origin: isBookingOrigin(origin) ? origin : 'results',
    product: isProductType(product) ? product : null,
    tariffId: TARIFF_ID.test(tariffId) ? tariffId : null,
  };
};

/** The posted text fields this form knows, each as its last value. */
export const postedTexts = (form: FormData, names: readonly string[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const last = form
      .getAll(name)
      .filter((v): v is string => typeof v === 'string')
      .at(-1);
    if (last !== undefined) fields[name] = last;
  }
  return fields;
};
