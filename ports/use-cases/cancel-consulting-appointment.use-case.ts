import { Temporal } from 'temporal-polyfill';
import { instantText } from '../../domain/consulting/consulting-slot';
import { err, ok, type Result } from '../../domain/result';
import type { Appointment, AppointmentStorePort } from '../appointment-store.port';
import type { ClockPort } from '../clock.port';
import type { LinkSignerPort } from '../link-signer.port';
import { cancelLinkText } from './book-consulting-appointment.use-case';

export type CancelAppointmentErrorKind =
  | 'consulting/link-invalid'
  | 'consulting/already-cancelled'
  | 'consulting/past';

export interface CancelAppointmentError {
  readonly kind: CancelAppointmentErrorKind;
  readonly message: string;
}

export const CANCEL_APPOINTMENT_MESSAGES: Readonly<Record<CancelAppointmentErrorKind, string>> = {
  'consulting/link-invalid':
    'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer Terminbestätigung.',
  'consulting/already-cancelled': 'Dieser Termin wurde bereits abgesagt.',
  'consulting/past': 'Der Termin hat bereits begonnen und kann nicht mehr abgesagt werden.',
};

const failure = (kind: CancelAppointmentErrorKind): Result<never, CancelAppointmentError> =>
  err({ kind, message: CANCEL_APPOINTMENT_MESSAGES[kind] });

/**
 * Cancels an appointment through the signed link of its confirmation; the slot is free again at
 * once, so the customer rebooks by choosing a new one. A wrong signature and an unknown id give
 * the same answer: the link tells nobody which appointments exist.
 */
export const makeCancelConsultingAppointment =
  (deps: { appointments: AppointmentStorePort; clock: ClockPort; signer: LinkSignerPort }) =>
  async (id: string, signature: string): Promise<Result<Appointment, CancelAppointmentError>> => {
    if (!deps.signer.verify(cancelLinkText(id), signature))
      return failure('consulting/link-invalid');
    const found = await deps.appointments.appointment(id);
    if (found === null) return failure('consulting/link-invalid');
    if (found.status === 'cancelled') return failure('consulting/already-cancelled');
    const now = deps.clock.now();
    if (Temporal.Instant.compare(Temporal.Instant.from(found.slotStart), now) <= 0)
      return failure('consulting/past');
    const cancelled = await deps.appointments.cancel(id, instantText(now));
    return cancelled === null ? failure('consulting/already-cancelled') : ok(cancelled);
  };

export type CancelConsultingAppointment = ReturnType<typeof makeCancelConsultingAppointment>;
export const CancelConsultingAppointment = Symbol.for('CancelConsultingAppointment');
