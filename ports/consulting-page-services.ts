import type { BookingContactError } from '../domain/consulting/booking-contact';
import type { BookingFailure } from '../domain/consulting/booking-failure';
import type { CallbackContactError } from '../domain/consulting/callback-contact';
import type { BookingEntry } from '../domain/consulting/consulting-paths';
import type { Result } from '../domain/result';
import type { CancelAppointmentError } from './use-cases/cancel-consulting-appointment.use-case';

/** A free half hour as the booking page shows it: the instant it starts, and Berlin HH:mm. */
export interface SlotOffer {
  readonly start: string;
  readonly from: string;
  readonly to: string;
}

/** The half hour a customer holds while filling in the form. */
export interface HeldSlotView {
  readonly holdId: string;
  /** DD.MM.YYYY with its weekday, e.g. "Freitag, 27.11.2026". */
  readonly day: string;
  readonly from: string;
  readonly to: string;
  /** Berlin HH:mm until which the half hour stays held. */
  readonly heldUntil: string;
  readonly holdMinutes: number;
}

/** A booked (or cancelled) appointment as the customer's pages show it. */
export interface AppointmentView {
  readonly status: 'booked' | 'cancelled';
  readonly day: string;
  readonly from: string;
  readonly to: string;
  readonly consultant: string;
  readonly topic: string;
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
  /** Where a rebooking starts: the booking page with the product and tariff of this appointment. */
  readonly rebookUrl: string;
}

export interface ContactFields {
  readonly name?: string;
  readonly phoneNumber?: string;
  readonly email?: string;
  readonly topic?: string;
}

/** „Rückruf statt Termin“ as posted: the form's texts and whether the consent box was ticked. */
export interface CallbackFields {
  readonly name?: string;
  readonly phoneNumber?: string;
  readonly preferredTime?: string;
  readonly topic?: string;
  readonly dataProtection: boolean;
}

/** A booked appointment: the path of its confirmation page (its mail is in the outbox). */
export interface BookingDone {
  readonly confirmationUrl: string;
}

/** A broken store or mail server while booking: the customer may retry or call. */
export interface ConsultingUnavailable {
  readonly kind: 'consulting/unavailable';
  readonly message: string;
}

export const CONSULTING_UNAVAILABLE: ConsultingUnavailable = {
  kind: 'consulting/unavailable',
  message:
    'Die Terminbuchung ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten noch einmal oder rufen Sie uns an.',
};

/**
 * What the consulting pages (/beratung/termin, /beratung/termin-absagen) use, on the server only:
 * their forms post as documents, so they work without JavaScript.
 */
export interface ConsultingPageServices {
  /** Today in Berlin as YYYY-MM-DD (the day list starts there). */
  today(): string;
  /** The free half hours of a day (YYYY-MM-DD), in time order; none on weekends and holidays. */
  slots(date: string): Promise<readonly SlotOffer[]>;
  hold(start: string): Promise<Result<HeldSlotView, BookingFailure | ConsultingUnavailable>>;
  /** The customer's hold while it lasts, else null. */
  heldSlot(holdId: string): Promise<HeldSlotView | null>;
  book(
    holdId: string,
    entry: BookingEntry,
    contact: ContactFields,
  ): Promise<Result<BookingDone, BookingFailure | BookingContactError | ConsultingUnavailable>>;
  /** „Rückruf statt Termin“: stores a callback request (a callback source, never an appointment's). */
  callback(
    entry: BookingEntry,
    fields: CallbackFields,
  ): Promise<Result<null, CallbackContactError | ConsultingUnavailable>>;
  /** The appointment of a signed link; reading it changes nothing. */
  appointment(
    id: string,
    signature: string,
  ): Promise<Result<AppointmentView, CancelAppointmentError>>;
  cancel(id: string, signature: string): Promise<Result<AppointmentView, CancelAppointmentError>>;
}
