import type { FailedBookingReason } from '../../../../domain/consulting/appointment-source';
import type { BookingContactField } from '../../../../domain/consulting/booking-contact';
import type { CallbackContactField } from '../../../../domain/consulting/callback-contact';
import type { BookingEntry } from '../../../../domain/consulting/consulting-paths';
import type {
  AppointmentView,
  HeldSlotView,
  SlotOffer,
} from '../../../../ports/consulting-page-services';

/** One day of the booking page's day list. */
export interface BookingDay {
  readonly date: string;
  readonly label: string;
  readonly url: string;
}

/** A failed hold or booking: the SPEC §3 reason (null: the service is down) and its message. */
export interface BookingProblem {
  readonly reason: FailedBookingReason | null;
  readonly message: string;
}

export type FieldTexts = Readonly<
  Partial<Record<BookingContactField | CallbackContactField, string>>
>;

/** „Rückruf statt Termin“ as the page shows it: where it posts, the values and the messages. */
export interface CallbackFormData {
  readonly action: string;
  readonly values: FieldTexts;
  readonly errors: FieldTexts;
}

/** What the booking page shows, from its loader or its action. */
export type BookingPageData =
  | { readonly kind: 'link-invalid'; readonly message: string; readonly startUrl: string }
  | {
      readonly kind: 'choose';
      readonly entry: BookingEntry;
      readonly days: readonly BookingDay[];
      readonly date: string;
      readonly dayText: string;
      readonly slots: readonly SlotOffer[];
      readonly action: string;
      readonly callbackUrl: string;
      /** „Rückruf statt Termin“ beside the half hours. */
      readonly callback: CallbackFormData;
      readonly problem: BookingProblem | null;
    }
  | {
      readonly kind: 'contact';
      readonly entry: BookingEntry;
      readonly held: HeldSlotView;
      readonly action: string;
      readonly chooseUrl: string;
      readonly values: FieldTexts;
      readonly errors: FieldTexts;
      readonly summary: string | null;
    }
  | {
      readonly kind: 'failed';
      readonly problem: BookingProblem;
      readonly chooseUrl: string;
      readonly callbackUrl: string;
    }
  | {
      readonly kind: 'callback';
      readonly entry: BookingEntry;
      readonly chooseUrl: string;
      readonly callback: CallbackFormData;
      readonly summary: string | null;
    }
  | { readonly kind: 'callback-sent'; readonly chooseUrl: string }
  | {
      readonly kind: 'confirmed';
      readonly appointment: AppointmentView;
      readonly cancelUrl: string;
    };
