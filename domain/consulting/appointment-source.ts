import { isOneOf } from '../value-set';

// SPEC §3: where a consulting appointment comes from.
export const APPOINTMENT_SOURCES = [
  'rebot',
  'appointmentBooking',
  'onlineContractService',
  'customerActivationProcess',
  'customerFollowUpProcess',
  'insuranceFollowUpProcess',
  'invalidPhoneNumberProcess',
] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];
export const isAppointmentSource = (input: unknown): input is AppointmentSource =>
  isOneOf(APPOINTMENT_SOURCES, input);

/**
 * Where a callback request comes from. A callback is no appointment, and SPEC §3 names sources
 * for appointments only, none for a callback: `callbackRequest` is the portal's own callback form
 * („Rückruf statt Termin“ on the booking page, issue 29 finding 9). The risk stop of the online
 * contract keeps the SPEC §3 source `onlineContractService`, which names exactly that case.
 */
export const CALLBACK_SOURCES = ['callbackRequest', 'onlineContractService'] as const;
export type CallbackSource = (typeof CALLBACK_SOURCES)[number];
export const isCallbackSource = (input: unknown): input is CallbackSource =>
  isOneOf(CALLBACK_SOURCES, input);

/** The appointment sources the callback forms used before migration 0022. */
export const LEGACY_CALLBACK_FORM_SOURCES: readonly string[] = [
  'appointmentBooking',
  'customerFollowUpProcess',
];

/**
 * The source of a stored callback row: a callback source as it is; a row the portal's callback
 * forms filed with the booking's source before migration 0022 (`appointmentBooking`, and
 * `customerFollowUpProcess` from /thankyou) as `callbackRequest` — only those forms wrote them,
 * so a server still on the old code during a rolling update loses nothing; anything else: null.
 */
export const callbackSourceOfStored = (stored: string): CallbackSource | null => {
  if (isCallbackSource(stored)) return stored;
  return LEGACY_CALLBACK_FORM_SOURCES.includes(stored) ? 'callbackRequest' : null;
};

// SPEC §3: why an appointment booking failed.
export const FAILED_BOOKING_REASONS = [
  'appointmentBookingIsTimedOut',
  'inquiryBecameOnline',
  'noAvailableConsultants',
  'assignmentInProgress',
] as const;
export type FailedBookingReason = (typeof FAILED_BOOKING_REASONS)[number];
export const isFailedBookingReason = (input: unknown): input is FailedBookingReason =>
  isOneOf(FAILED_BOOKING_REASONS, input);

/** What the customer reads when a booking fails. */
export const FAILED_BOOKING_MESSAGES: Readonly<Record<FailedBookingReason, string>> = {
  appointmentBookingIsTimedOut:
    'Die Zeit für die Terminbuchung ist abgelaufen. Bitte wählen Sie erneut einen Termin.',
  inquiryBecameOnline:
    'Ihr Antrag wurde inzwischen online abgeschlossen. Ein Beratungstermin ist nicht mehr nötig.',
  noAvailableConsultants:
    'Zurzeit ist leider kein Berater verfügbar. Bitte wählen Sie einen anderen Termin.',
  assignmentInProgress: 'Ihr Termin wird gerade einem Berater zugeordnet. Bitte warten Sie kurz.',
};

// SPEC §3: why a consultant is inactive (takes no new appointments).
export const CONSULTANT_INACTIVITY_REASONS = [
  'leadDistribution',
  'absence',
  'leadFreeDays',
  'leadDistributionDisabledUntilDays',
  'shift',
  'telegraStatus',
] as const;
export type ConsultantInactivityReason = (typeof CONSULTANT_INACTIVITY_REASONS)[number];
export const isConsultantInactivityReason = (input: unknown): input is ConsultantInactivityReason =>
  isOneOf(CONSULTANT_INACTIVITY_REASONS, input);
