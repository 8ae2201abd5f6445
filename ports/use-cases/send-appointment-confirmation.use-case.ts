import { Temporal } from 'temporal-polyfill';
import {
  appointmentConfirmationMailOf,
  cancelPagePathOf,
} from '../../domain/consulting/appointment-confirmation-mail';
import type { Consultant } from '../../domain/consulting/consultant';
import { consultantNameIn } from '../../domain/consulting/demo-team';
import { outboxMessageId } from '../../domain/outbox/message-id';
import type { Appointment } from '../appointment-store.port';
import type { CalendarEvent, CalendarInvitePort } from '../calendar-invite.port';
import type { MailPort } from '../mail.port';
import type { BookedAppointment } from './book-consulting-appointment.use-case';

export interface AppointmentMailSettings {
  /** The portal's public origin, for the absolute cancel link. */
  readonly publicUrl: string;
  readonly brandName: string;
  readonly hotline: string;
}

/**
 * An appointment as a calendar event: the uid, times and title its confirmation and its
 * cancellation share, so the cancellation calls off the very entry the confirmation made.
 */
export const appointmentCalendarEvent = (
  appointment: Pick<Appointment, 'id' | 'slotStart' | 'slotEnd' | 'topic'>,
  domain: string,
  text: Pick<CalendarEvent, 'description' | 'url'>,
): CalendarEvent => ({
  uid: `${appointment.id}@${domain}`,
  start: appointment.slotStart,
  end: appointment.slotEnd,
  title: `Beratung: ${appointment.topic}`.slice(0, 120),
  ...text,
});

/**
 * Sends the booking's confirmation through the mail port: the German text with the half hour in
 * Berlin time, the signed cancel link, and the appointment as termin.ics. Rejects when the mail
 * was not handed over (the booking stands; the caller reports it).
 */
export const makeSendAppointmentConfirmation =
  (deps: {
    mail: MailPort;
    invites: CalendarInvitePort;
    team: readonly Consultant[];
    settings: AppointmentMailSettings;
  }) =>
  async ({
    appointment,
    cancelSignature,
  }: Pick<BookedAppointment, 'appointment' | 'cancelSignature'>): Promise<void> => {
    const cancelUrl = `${deps.settings.publicUrl}${cancelPagePathOf(appointment.id, cancelSignature)}`;
    const consultantName = consultantNameIn(deps.team, appointment.consultantId);
    const mail = appointmentConfirmationMailOf({
      name: appointment.name,
      start: Temporal.Instant.from(appointment.slotStart),
      end: Temporal.Instant.from(appointment.slotEnd),
      consultantName,
      topic: appointment.topic,
      phoneNumber: appointment.phoneNumber,
      cancelUrl,
      brandName: deps.settings.brandName,
      hotline: deps.settings.hotline,
    });
    const domain = new URL(deps.settings.publicUrl).hostname;
    const ics = deps.invites.eventFile(
      appointmentCalendarEvent(appointment, domain, {
        description: `Telefonische Beratung mit ${consultantName}. Absagen: ${cancelUrl}`,
        url: cancelUrl,
      }),
    );
    await deps.mail.send({
      to: appointment.email,
      subject: mail.subject,
      text: mail.text,
      messageId: outboxMessageId('appointmentMail', appointment.id, domain),
      // The charset and the iTIP method the file declares (RFC 5545, RFC 5546), so every
      // calendar reads its umlauts and files it as an event (issue 32).
      attachments: [
        {
          fileName: 'termin.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: ics,
        },
      ],
    });
  };

export type SendAppointmentConfirmation = ReturnType<typeof makeSendAppointmentConfirmation>;
export const SendAppointmentConfirmation = Symbol.for('SendAppointmentConfirmation');
