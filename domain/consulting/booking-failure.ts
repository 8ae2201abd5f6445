import { FAILED_BOOKING_MESSAGES, type FailedBookingReason } from './appointment-source';

/** A failed booking with the SPEC §3 reason and the German message for it. */
export interface BookingFailure {
  readonly kind: `consulting/${FailedBookingReason}`;
  readonly reason: FailedBookingReason;
  readonly message: string;
}

export const bookingFailure = (reason: FailedBookingReason): BookingFailure => ({
  kind: `consulting/${reason}`,
  reason,
  message: FAILED_BOOKING_MESSAGES[reason],
});

/** How long a chosen slot stays held for the customer while they fill in the form. */
export const HOLD_MINUTES = 5;
