import type { Temporal } from 'temporal-polyfill';
import { isProductType, type ProductType } from '../products/product-type';
import type { BookingOrigin } from './booking-origin';

/** The booking page: choose a day and a half hour, then book (or ask for a callback). */
export const BOOKING_PATH = '/beratung/termin';
/** The page of the confirmation mail's signed link: cancel, then book again. */
export const CANCEL_PATH = '/beratung/termin-absagen';

/** Where a customer came from, carried through the booking page's links and forms. */
export interface BookingEntry {
  readonly origin: BookingOrigin;
  readonly product: ProductType | null;
  readonly tariffId: string | null;
}

/** The booking page for an entry, optionally on a day and with extra parameters. */
export const bookingUrlOf = (
  entry: BookingEntry,
  extra: { readonly date?: Temporal.PlainDate; readonly [name: string]: unknown } = {},
): string => {
  const query = new URLSearchParams({ origin: entry.origin });
  if (entry.product !== null) query.set('product', entry.product);
  if (entry.tariffId !== null) query.set('tariffId', entry.tariffId);
  for (const [name, value] of Object.entries(extra))
    if (value !== undefined) query.set(name, String(value));
  return `${BOOKING_PATH}?${query.toString()}`;
};

/**
 * The days the booking page offers: today and the following days up to `count` weekdays.
 * Weekends are left out; a public holiday stays in the list and simply has no free half hour.
 */
export const bookingDaysFrom = (
  today: Temporal.PlainDate,
  count: number,
): readonly Temporal.PlainDate[] => {
  const days: Temporal.PlainDate[] = [];
  for (let day = today; days.length < count; day = day.add({ days: 1 }))
    if (day.dayOfWeek <= 5) days.push(day);
  return days;
};

/** The cancel page of an appointment's signed link (the mail's link, the confirmation's). */
export const cancelPageUrlOf = (appointmentId: string, signature: string): string =>
  `${CANCEL_PATH}?id=${encodeURIComponent(appointmentId)}&sig=${encodeURIComponent(signature)}`;

/** The product of a comparison query (its `pt` parameter), or null. */
const productOfQuery = (query: string): ProductType | null => {
  const product = new URLSearchParams(query).get('pt');
  return isProductType(product) ? product : null;
};

/** „Beratung vereinbaren“ from a tariff of a comparison (result list, tariff details, comparison). */
export const tariffBookingUrlOf = (
  origin: BookingOrigin,
  tariffId: string,
  query: string,
): string => bookingUrlOf({ origin, product: productOfQuery(query), tariffId });
