import type { AppointmentStorePort } from '../appointment-store.port';
import type { ClockPort } from '../clock.port';
import type { LinkSignerPort } from '../link-signer.port';
import type { OutboxPort } from '../outbox.port';
import { cancelLinkText } from './book-consulting-appointment.use-case';
import type { SendAppointmentCancellation } from './send-appointment-cancellation.use-case';
import type { SendAppointmentConfirmation } from './send-appointment-confirmation.use-case';
import { DONE, type OutboxWork, workOffOutbox } from './work-off-outbox';

/**
 * Sends the booked appointments' confirmation mails (outbox kind appointmentMail, written by the
 * appointment store with the booking): the text, the signed cancel link and termin.ics. An
 * appointment cancelled before its mail went out gets none; a mail server that does not take the
 * mail is tried again for a day (domain/outbox/retry-policy.ts). A cancellation is confirmed by
 * its own mail (outbox kind appointmentCancelMail, written by the store with the cancellation).
 */
export const makeSendAppointmentMails =
  (deps: {
    readonly outbox: OutboxPort;
    readonly clock: ClockPort;
    readonly appointments: AppointmentStorePort;
    readonly signer: LinkSignerPort;
    readonly sendConfirmation: SendAppointmentConfirmation;
    readonly sendCancellation: SendAppointmentCancellation;
  }) =>
  (limit: number): Promise<OutboxWork> =>
    workOffOutbox(deps, ['appointmentMail', 'appointmentCancelMail'], limit, async (item) => {
      const id = item.key;
      const appointment = await deps.appointments.appointment(id);
      if (appointment === null) return { kind: 'skipped', why: 'no appointment' };
      if (item.kind === 'appointmentCancelMail') {
        await deps.sendCancellation(appointment);
        return DONE;
      }
      if (appointment.status !== 'booked') return { kind: 'skipped', why: 'cancelled' };
      await deps.sendConfirmation({
        appointment,
        cancelSignature: deps.signer.sign(cancelLinkText(id)),
      });
      return DONE;
    });

export type SendAppointmentMails = ReturnType<typeof makeSendAppointmentMails>;
export const SendAppointmentMails = Symbol.for('SendAppointmentMails');
