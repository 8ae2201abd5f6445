import { Temporal } from 'temporal-polyfill';
import { isLiveApplication } from '../../domain/application/application-status';
import {
  type BookingContactError,
  checkBookingContact,
} from '../../domain/consulting/booking-contact';
import {
  type BookingFailure,
  bookingFailure,
  HOLD_MINUTES,
} from '../../domain/consulting/booking-failure';
import {
  APPOINTMENT_SOURCE_OF_ORIGIN,
  type BookingOrigin,
} from '../../domain/consulting/booking-origin';
import { instantText } from '../../domain/consulting/consulting-slot';
import { phoneMatches } from '../../domain/phone/phone-pattern';
import type { ProductType } from '../../domain/products/product-type';
import { err, ok, type Result } from '../../domain/result';
import type { ApplicationStorePort } from '../application-store.port';
import type { Appointment, AppointmentStorePort } from '../appointment-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { LinkSignerPort } from '../link-signer.port';
import type { LoggerPort } from '../logger.port';
import { ownerKeyOf } from './owner-key';
import type { ApplicationOwner } from './submit-application.use-case';

export interface BookConsultingAppointmentInput {
  readonly holdId: string;
  readonly owner: ApplicationOwner;
  readonly origin: BookingOrigin;
  readonly contact: {
    readonly name?: string;
    readonly phoneNumber?: string;
    readonly email?: string;
    readonly topic?: string;
  };
  readonly product: ProductType | null;
  readonly tariffId: string | null;
}

export interface BookedAppointment {
  readonly appointment: Appointment;
  /** The signature of the cancel link (see cancelLinkText). */
  readonly cancelSignature: string;
}

/** What the cancel link's signature signs: the appointment id, with a purpose so no other link fits. */
export const cancelLinkText = (appointmentId: string): string =>
  `appointment-cancel:${appointmentId}`;

/** How far back a submitted application turns a consultation into an online inquiry. */
const ONLINE_LOOKBACK_DAYS = 90;
/** The newest applications looked through for the same customer (a bounded read on every booking). */
const ONLINE_LOOKUP_LIMIT = 500;

/**
 * SPEC §5's look at the recent live applications: `own` when the inquiry itself became an online
 * application — the same owner applied online for the tariff the inquiry is about after holding
 * the half hour (inquiryBecameOnline: no appointment needed). An existing customer's earlier
 * application, for this tariff or another, never refuses advice (issue 29: „existing customers
 * cannot book advice“). `phone` when only someone's application with the same phone number is
 * live. The phone match stays internal: it never refuses a booking and no answer names it (it
 * would tell anyone who types a phone number whether that person applied), it is logged for the
 * consultants by the appointment's id.
 */
const onlineMatchOf = async (
  applications: ApplicationStorePort,
  input: Pick<BookConsultingAppointmentInput, 'owner' | 'tariffId'>,
  phoneNumber: string,
  heldSince: Temporal.Instant,
  now: Temporal.Instant,
): Promise<'own' | 'phone' | null> => {
  const since = now.toZonedDateTimeISO('UTC').subtract({ days: ONLINE_LOOKBACK_DAYS }).toInstant();
  const recent = await applications.list({
    status: null,
    since: instantText(since),
    limit: ONLINE_LOOKUP_LIMIT,
  });
  const key = ownerKeyOf(input.owner);
  const live = recent.filter((application) => isLiveApplication(application.status));
  if (
    input.tariffId !== null &&
    live.some(
      (application) =>
        ownerKeyOf(application.owner) === key &&
        application.choice.tariffId === input.tariffId &&
        Temporal.Instant.compare(Temporal.Instant.from(application.submittedAt), heldSince) >= 0,
    )
  )
    return 'own';
  return live.some((application) =>
    phoneMatches(phoneNumber, application.form.personal.phoneNumber, { fullMatch: true }),
  )
    ? 'phone'
    : null;
};

/**
 * Books the half hour the customer holds: the contact is checked, the hold must still be there
 * and unexpired (appointmentBookingIsTimedOut), a customer who meanwhile (since the hold) applied
 * online for this tariff needs no consultation (inquiryBecameOnline); then the appointment is stored with the SPEC §3 source of
 * the page and the hold is dropped in one transaction.
 */
export const makeBookConsultingAppointment =
  (deps: {
    appointments: AppointmentStorePort;
    /** Null when the server keeps no applications: nobody can have applied online then. */
    applications: ApplicationStorePort | null;
    clock: ClockPort;
    ids: IdGeneratorPort;
    signer: LinkSignerPort;
    logger: LoggerPort;
  }) =>
  async (
    input: BookConsultingAppointmentInput,
  ): Promise<Result<BookedAppointment, BookingFailure | BookingContactError>> => {
    const contact = checkBookingContact(input.contact);
    if (!contact.ok) return err(contact.error);
    const now = deps.clock.now();
    const hold = await deps.appointments.hold(input.holdId);
    if (hold === null || Temporal.Instant.compare(Temporal.Instant.from(hold.expiresAt), now) <= 0)
      return err(bookingFailure('appointmentBookingIsTimedOut'));
    const online =
      deps.applications === null
        ? null
        : await onlineMatchOf(
            deps.applications,
            input,
            contact.value.phoneNumber,
            // The hold was taken HOLD_MINUTES before it expires (hold-consulting-slot.use-case.ts).
            Temporal.Instant.from(hold.expiresAt).subtract({ minutes: HOLD_MINUTES }),
            now,
          );
    if (online === 'own') return err(bookingFailure('inquiryBecameOnline'));
    const appointment: Appointment = {
      id: deps.ids.newId(),
      consultantId: hold.consultantId,
      slotStart: hold.slotStart,
      slotEnd: hold.slotEnd,
      source: APPOINTMENT_SOURCE_OF_ORIGIN[input.origin],
      status: 'booked',
      ownerKey: ownerKeyOf(input.owner),
      ...contact.value,
      product: input.product,
      tariffId: input.tariffId,
      createdAt: instantText(now),
      cancelledAt: null,
    };
    if ((await deps.appointments.book(appointment, hold.id)) === 'taken')
      return err(bookingFailure('noAvailableConsultants'));
    if (online === 'phone') {
      deps.logger.log('info', 'appointment booked beside a live online application', {
        appointmentId: appointment.id,
      });
    }
    // The confirmation mail went into the outbox with the booking (appointment store); the
    // outbox worker sends it (send-appointment-mails.use-case.ts) and retries it for a day.
    return ok({ appointment, cancelSignature: deps.signer.sign(cancelLinkText(appointment.id)) });
  };

export type BookConsultingAppointment = ReturnType<typeof makeBookConsultingAppointment>;
export const BookConsultingAppointment = Symbol.for('BookConsultingAppointment');
