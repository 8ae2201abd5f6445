import { Temporal } from 'temporal-polyfill';
import type { ApplicationStatus } from '../application/application-status';
import { addWorkdays } from '../holidays/workdays';
import { type IdentificationState, isIdentificationOpen } from './identification-state';

/**
 * „Später identifizieren“ reminds twice: 2 and 7 calendar days after the choice, each at 10:00
 * Europe/Berlin, moved to the next workday (Monday to Friday, no holiday of the portal's default
 * state) when it falls on a weekend or holiday. Why: the first nudge comes while the application
 * is still fresh in mind, the second a week later before the insurer's start date is at risk;
 * 10:00 on a workday is when the customer can reach the hotline if the identification gets stuck,
 * and two mails are enough without turning the reminder into spam.
 */
export const REMINDER_DAYS_AFTER_CHOICE: readonly number[] = [2, 7];
export const REMINDER_HOUR = 10;
export const MAX_IDENTIFICATION_REMINDERS = REMINDER_DAYS_AFTER_CHOICE.length;

const BERLIN = 'Europe/Berlin';

/** The instants the reminders go out for a choice at `chosenAt`: after it, strictly in order. */
export const identificationReminderSchedule = (
  chosenAt: Temporal.Instant,
): readonly Temporal.Instant[] => {
  const chosenDate = chosenAt.toZonedDateTimeISO(BERLIN).toPlainDate();
  const instants: Temporal.Instant[] = [];
  for (const days of REMINDER_DAYS_AFTER_CHOICE) {
    const day = addWorkdays(chosenDate.add({ days }), 0);
    const at = day
      .toZonedDateTime({ timeZone: BERLIN, plainTime: new Temporal.PlainTime(REMINDER_HOUR) })
      .toInstant();
    const last = instants.at(-1);
    // Two offsets moved onto the same workday (a long holiday stretch) remind only once.
    if (last === undefined || Temporal.Instant.compare(at, last) > 0) instants.push(at);
  }
  return instants;
};

/**
 * A scheduled reminder still goes out only while the identification is open (not done, no ID copy
 * in review) and the
 * application can still become a contract (a declined or failed one needs no identification).
 */
export const identificationReminderStillDue = (
  identification: IdentificationState,
  applicationStatus: ApplicationStatus,
): boolean =>
  isIdentificationOpen(identification) &&
  (applicationStatus === 'stored' || applicationStatus === 'handedOver');

/** „28.11.2026“: the day of a reminder as the page and the mail show it. */
export const reminderDayText = (at: Temporal.Instant): string => {
  const date = at.toZonedDateTimeISO(BERLIN).toPlainDate();
  return `${String(date.day).padStart(2, '0')}.${String(date.month).padStart(2, '0')}.${date.year}`;
};

/** The page's confirmation with the days the reminders come. */
export const reminderConfirmationText = (days: readonly string[]): string =>
  days.length === 0
    ? 'Sie können sich jederzeit auf dieser Seite identifizieren – Ihr Versicherer beginnt den Vertrag erst danach.'
    : `Wir erinnern Sie per E-Mail am ${days.join(' und am ')} an Ihre Identifizierung. Identifizieren Sie sich, wann es Ihnen passt – Ihr Versicherer beginnt den Vertrag erst danach.`;

/** The reminder mail of one application. */
export const identificationReminderMail = (input: {
  readonly reference: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly pageLink: string;
  readonly brandName: string;
}): { readonly subject: string; readonly text: string } => ({
  subject: `Erinnerung: Identifizierung für Ihren Antrag ${input.reference}`,
  text: [
    `Guten Tag ${input.firstName} ${input.lastName},`,
    '',
    `Ihr Versicherer kann den Vertrag zu Ihrem Antrag ${input.reference} erst beginnen, wenn Sie sich identifiziert haben (Geldwäschegesetz).`,
    'Wann immer es Ihnen passt, wählen Sie hier, wie Sie sich identifizieren möchten:',
    input.pageLink,
    '',
    `Ihr ${input.brandName}-Team`,
  ].join('\n'),
});
