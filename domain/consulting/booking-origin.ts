import { isOneOf } from '../value-set';
import type { AppointmentSource, CallbackSource } from './appointment-source';

/** The pages a customer books a consultation from (issue: result list, tariff, risk stop, /thankyou). */
export const BOOKING_ORIGINS = ['results', 'tariff', 'riskStop', 'thankyou'] as const;
export type BookingOrigin = (typeof BOOKING_ORIGINS)[number];
export const isBookingOrigin = (input: unknown): input is BookingOrigin =>
  isOneOf(BOOKING_ORIGINS, input);

/**
 * The SPEC §3 appointment source recorded for a booking from each page: the comparison's own
 * booking (result list, tariff details) is appointmentBooking; the application's risk stop is the
 * online contract service (as its callback request); after /thankyou it is a customer follow-up.
 */
export const APPOINTMENT_SOURCE_OF_ORIGIN: Readonly<Record<BookingOrigin, AppointmentSource>> = {
  results: 'appointmentBooking',
  tariff: 'appointmentBooking',
  riskStop: 'onlineContractService',
  thankyou: 'customerFollowUpProcess',
};

/**
 * The source of a callback request asked for on the booking page („Rückruf statt Termin“): the
 * portal's callback form, never an appointment source; from the risk stop it stays the online
 * contract service's case (SPEC §3), as the risk stop's own „Beratung anfragen“ files it.
 */
export const CALLBACK_SOURCE_OF_ORIGIN: Readonly<Record<BookingOrigin, CallbackSource>> = {
  results: 'callbackRequest',
  tariff: 'callbackRequest',
  riskStop: 'onlineContractService',
  thankyou: 'callbackRequest',
};
