import { Temporal } from 'temporal-polyfill';
import { appointmentCancellationMailOf } from '../../domain/consulting/appointment-confirmation-mail';
import { bookingUrlOf } from '../../domain/consulting/consulting-paths';
import { outboxMessageId } from '../../domain/outbox/message-id';
import type { Appointment } from '../appointment-store.port';
import type { MailPort } from '../mail.port';
import type { AppointmentMailSettings } from './send-appointment-confirmation.use-case';

/**
 * Confirms a cancellation by mail (outbox kind appointmentCancelMail, issue 32, finding 9): the
 * half hour that was given up and the way to a new one. Rejects when the mail was not handed over.
 */
export const makeSendAppointmentCancellation =
  (deps: { mail: MailPort; settings: AppointmentMailSettings }) =>
  async (appointment: Appointment): Promise<void> => {
    const rebook = bookingUrlOf({
      origin: 'results',
      product: appointment.product,
      tariffId: appointment.tariffId,
    });
    const mail = appointmentCancellationMailOf({
      name: appointment.name,
      start: Temporal.Instant.from(appointment.slotStart),
      end: Temporal.Instant.from(appointment.slotEnd),
      topic: appointment.topic,
      rebookUrl: `${deps.settings.publicUrl}${rebook}`,
      brandName: deps.settings.brandName,
      hotline: deps.settings.hotline,
    });
    const domain = new URL(deps.settings.publicUrl).hostname;
    await deps.mail.send({
      to: appointment.email,
      subject: mail.subject,
      text: mail.text,
      messageId: outboxMessageId('appointmentCancelMail', appointment.id, domain),
      attachments: [],
    });
  };

export type SendAppointmentCancellation = ReturnType<typeof makeSendAppointmentCancellation>;
