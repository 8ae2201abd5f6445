import { Temporal } from 'temporal-polyfill';
import { identificationPagePath } from '../../domain/identification/identification-paths';
import {
  identificationReminderMail,
  identificationReminderStillDue,
} from '../../domain/identification/identification-reminders';
import { OPEN_IDENTIFICATION } from '../../domain/identification/identification-state';
import { hostOfPublicUrl, outboxMessageId } from '../../domain/outbox/message-id';
import type { ApplicationStorePort } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { IdentificationReminderStorePort } from '../identification-reminder-store.port';
import type { IdentificationStorePort } from '../identification-store.port';
import type { MailPort } from '../mail.port';
import { storedInstantOf } from './submit-application.use-case';

export interface SendIdentificationRemindersDeps {
  readonly reminders: IdentificationReminderStorePort;
  readonly applications: ApplicationStorePort;
  readonly identifications: IdentificationStorePort;
  readonly mail: MailPort;
  readonly clock: ClockPort;
  readonly publicUrl: string;
  readonly brandName: string;
}

/**
 * Sends the „später identifizieren“ reminders that are due, each once: marked sent only after the
 * mail port took the mail (a crash in between sends it again with the same message id, which the
 * customer's mail program shows once). A reminder whose identification was done meanwhile, or
 * whose application was declined or failed, is skipped. A mail the port refuses stays due and is
 * tried again on a later run; it stops neither the other reminders nor the outbox's hand-overs.
 * Answers how many mails went out.
 */
export const makeSendIdentificationReminders =
  (deps: SendIdentificationRemindersDeps) =>
  async (limit: number): Promise<number> => {
    let sent = 0;
    const due = await deps.reminders.due(storedInstantOf(deps.clock.now()), limit);
    for (const reminder of due) {
      const application = await deps.applications.find(reminder.reference);
      const identification =
        (await deps.identifications.find(reminder.reference))?.state ?? OPEN_IDENTIFICATION;
      const now = storedInstantOf(deps.clock.now());
      if (
        application === null ||
        !identificationReminderStillDue(identification, application.status)
      ) {
        await deps.reminders.markDone(reminder, 'skipped', now);
        continue;
      }
      const { personal } = application.form;
      const mail = identificationReminderMail({
        reference: reminder.reference,
        firstName: personal.firstName,
        lastName: personal.lastName,
        pageLink: `${deps.publicUrl.replace(/\/$/, '')}${identificationPagePath(reminder.reference)}`,
        brandName: deps.brandName,
      });
      const dueSeconds = Temporal.Instant.from(reminder.dueAt).epochMilliseconds / 1000;
      const accepted = await deps.mail
        .send({
          to: personal.email,
          subject: mail.subject,
          text: mail.text,
          // Stable per scheduled reminder: a resend after a crash is the same message.
          messageId: outboxMessageId(
            'identificationReminder',
            `${reminder.reference}.${dueSeconds}`,
            hostOfPublicUrl(deps.publicUrl),
          ),
          attachments: [],
        })
        .then(
          () => true,
          () => false,
        );
      if (!accepted) continue;
      await deps.reminders.markDone(reminder, 'sent', storedInstantOf(deps.clock.now()));
      sent += 1;
    }
    return sent;
  };

export type SendIdentificationReminders = ReturnType<typeof makeSendIdentificationReminders>;
export const SendIdentificationReminders = Symbol.for('SendIdentificationReminders');
