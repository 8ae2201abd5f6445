import { err, ok, type Result } from '../../domain/result';
import type { Appointment, AppointmentStorePort } from '../appointment-store.port';
import type { LinkSignerPort } from '../link-signer.port';
import { cancelLinkText } from './book-consulting-appointment.use-case';
import {
  CANCEL_APPOINTMENT_MESSAGES,
  type CancelAppointmentError,
} from './cancel-consulting-appointment.use-case';

/**
 * The appointment of a signed link (the confirmation page, the cancel page before the customer
 * confirms): reading changes nothing, so mail scanners that follow the link cancel nothing. A
 * wrong signature and an unknown id give the same answer, as on cancelling.
 */
export const makeViewConsultingAppointment =
  (deps: { appointments: AppointmentStorePort; signer: LinkSignerPort }) =>
  async (id: string, signature: string): Promise<Result<Appointment, CancelAppointmentError>> => {
    const invalid = err({
      kind: 'consulting/link-invalid' as const,
      message: CANCEL_APPOINTMENT_MESSAGES['consulting/link-invalid'],
    });
    if (!deps.signer.verify(cancelLinkText(id), signature)) return invalid;
    const found = await deps.appointments.appointment(id);
    return found === null ? invalid : ok(found);
  };

export type ViewConsultingAppointment = ReturnType<typeof makeViewConsultingAppointment>;
export const ViewConsultingAppointment = Symbol.for('ViewConsultingAppointment');
