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
