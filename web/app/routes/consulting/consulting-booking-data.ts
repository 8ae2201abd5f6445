import type { FailedBookingReason } from '../../../../domain/consulting/appointment-source';
import type { BookingContactField } from '../../../../domain/consulting/booking-contact';
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

export type FieldTexts = Readonly<Partial<Record<BookingContactField | 'preferredTime', string>>>;

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
      readonly action: string;
      readonly chooseUrl: string;
      readonly values: FieldTexts;
      readonly errors: FieldTexts;
      readonly summary: string | null;
    }
  | { readonly kind: 'callback-sent'; readonly chooseUrl: string }
  | {
      readonly kind: 'confirmed';
      readonly appointment: AppointmentView;
      readonly cancelUrl: string;
    };
