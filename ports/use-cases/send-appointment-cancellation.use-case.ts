import { Temporal } from 'temporal-polyfill';
import { appointmentCancellationMailOf } from '../../domain/consulting/appointment-confirmation-mail';
import { bookingUrlOf } from '../../domain/consulting/consulting-paths';
import { outboxMessageId } from '../../domain/outbox/message-id';
import type { Appointment } from '../appointment-store.port';
import type { CalendarInvitePort } from '../calendar-invite.port';
import type { MailPort } from '../mail.port';
import {
  type AppointmentMailSettings,
  appointmentCalendarEvent,
} from './send-appointment-confirmation.use-case';

/** The attachment that calls the confirmation's calendar entry off (its uid). */
export const CANCELLATION_ICS_NAME = 'termin-abgesagt.ics';

/**
 * Confirms a cancellation by mail (outbox kind appointmentCancelMail, issue 32, finding 9): the
 * half hour that was given up and the way to a new one, and the calendar file that calls the
 * confirmation's entry off (iTIP CANCEL, same uid). Rejects when the mail was not handed over.
 */
export const makeSendAppointmentCancellation =
  (deps: { mail: MailPort; invites: CalendarInvitePort; settings: AppointmentMailSettings }) =>
  async (appointment: Appointment): Promise<void> => {
    const rebook = bookingUrlOf({
      origin: 'results',
      product: appointment.product,
      tariffId: appointment.tariffId,
    });
    const rebookUrl = `${deps.settings.publicUrl}${rebook}`;
    const mail = appointmentCancellationMailOf({
      name: appointment.name,
      start: Temporal.Instant.from(appointment.slotStart),
      end: Temporal.Instant.from(appointment.slotEnd),
      topic: appointment.topic,
      rebookUrl,
      calendarFileName: CANCELLATION_ICS_NAME,
      brandName: deps.settings.brandName,
      hotline: deps.settings.hotline,
    });
    const domain = new URL(deps.settings.publicUrl).hostname;
    const ics = deps.invites.cancellationFile(
      appointmentCalendarEvent(appointment, domain, {
        description: `Abgesagt: telefonische Beratung. Neuen Termin vereinbaren: ${rebookUrl}`,
        url: rebookUrl,
      }),
      { name: appointment.name, email: appointment.email },
    );
    await deps.mail.send({
      to: appointment.email,
      subject: mail.subject,
      text: mail.text,
      messageId: outboxMessageId('appointmentCancelMail', appointment.id, domain),
      attachments: [
        {
          fileName: CANCELLATION_ICS_NAME,
          contentType: 'text/calendar; charset=utf-8; method=CANCEL',
          content: ics,
        },
      ],
    });
  };

export type SendAppointmentCancellation = ReturnType<typeof makeSendAppointmentCancellation>;
