import type { Temporal } from 'temporal-polyfill';
import { startOfBerlinDay } from '../../domain/calendar/berlin';
import { instantText } from '../../domain/consulting/consulting-slot';
import { type PhoneSearchError, phoneSearchPatternOf } from '../../domain/phone/phone-pattern';
import { err, ok, type Result } from '../../domain/result';
import type { Appointment, AppointmentStorePort } from '../appointment-store.port';
import type { CallbackRequest, CallbackRequestStorePort } from '../callback-request-store.port';

/** What the support's phone search found: callback requests and appointments, newest first. */
export interface FoundInquiries {
  readonly callbackRequests: readonly CallbackRequest[];
  readonly appointments: readonly Appointment[];
}

/**
 * The newest records the phone search looks through in each store: the stores hold the numbers
 * as typed, so the SPEC §5 pattern runs here and not in SQL (no portable regex in SQLite and
 * PostgreSQL); the bound keeps one search cheap.
 */
export const INQUIRY_SEARCH_WINDOW = 5_000;

/** The support's view of consulting: a day's appointments and the phone search (SPEC §5). */
export interface ConsultingSupport {
  appointmentsOn(date: Temporal.PlainDate): Promise<readonly Appointment[]>;
  inquiriesByPhone(phone: string): Promise<Result<FoundInquiries, PhoneSearchError>>;
}

export const makeConsultingSupport = (deps: {
  appointments: AppointmentStorePort;
  callbacks: CallbackRequestStorePort;
}): ConsultingSupport => ({
  /** The appointments (booked and cancelled) of a Berlin day, by start. */
  appointmentsOn: (date: Temporal.PlainDate): Promise<readonly Appointment[]> =>
    deps.appointments.between(
      instantText(startOfBerlinDay(date)),
      instantText(startOfBerlinDay(date.add({ days: 1 }))),
    ),
  /**
   * The callback requests and appointments whose phone number is the searched one however it
   * was written (SPEC §5 full-match pattern); an error for an input without searchable digits.
   */
  inquiriesByPhone: async (phone: string): Promise<Result<FoundInquiries, PhoneSearchError>> => {
    const source = phoneSearchPatternOf(phone, { fullMatch: true });
    if (!source.ok) return err(source.error);
    const pattern = new RegExp(source.value);
    const [callbacks, appointments] = await Promise.all([
      deps.callbacks.recent(INQUIRY_SEARCH_WINDOW),
      deps.appointments.recent(INQUIRY_SEARCH_WINDOW),
    ]);
    return ok({
      callbackRequests: callbacks.filter((request) => pattern.test(request.phoneNumber)),
      appointments: appointments.filter((appointment) => pattern.test(appointment.phoneNumber)),
    });
  },
});

export const ConsultingSupport = Symbol.for('ConsultingSupport');
