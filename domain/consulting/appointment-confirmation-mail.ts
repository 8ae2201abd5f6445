import type { Temporal } from 'temporal-polyfill';
import { inBerlin } from '../calendar/berlin';
import { cancelPageUrlOf } from './consulting-paths';

const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const two = (n: number): string => String(n).padStart(2, '0');

/** "Freitag, 27.11.2026": a day with its weekday, as the consulting pages and mails write it. */
export const weekdayDateText = (date: Temporal.PlainDate): string =>
  `${WEEKDAYS[date.dayOfWeek - 1] ?? ''}, ${two(date.day)}.${two(date.month)}.${date.year}`;

/** "Fr, 27.11.": a day in the booking page's day list. */
export const shortWeekdayDateText = (date: Temporal.PlainDate): string =>
  `${(WEEKDAYS[date.dayOfWeek - 1] ?? '').slice(0, 2)}, ${two(date.day)}.${two(date.month)}.`;

/** "Freitag, 27.11.2026, 10:00–10:30 Uhr": the half hour in Berlin wall-clock time. */
export const berlinSlotText = (start: Temporal.Instant, end: Temporal.Instant): string => {
  const from = inBerlin(start);
  const to = inBerlin(end);
  return `${weekdayDateText(from.toPlainDate())}, ${two(from.hour)}:${two(from.minute)}–${two(to.hour)}:${two(to.minute)} Uhr`;
};

/** The path of the page where the customer cancels (and then rebooks) with the signed link. */
export const cancelPagePathOf = cancelPageUrlOf;

export interface AppointmentMailFacts {
  readonly name: string;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
  readonly consultantName: string;
  readonly topic: string;
  readonly phoneNumber: string;
  /** The absolute cancel link. */
  readonly cancelUrl: string;
  readonly brandName: string;
  readonly hotline: string;
}

/** The lines both appointment mails end with: the hotline and the team's greeting. */
const closingOf = (facts: { readonly hotline: string; readonly brandName: string }): string[] => [
  '',
  `Fragen? Rufen Sie uns kostenfrei an: ${facts.hotline}`,
  '',
  'Freundliche Grüße',
  `Ihr ${facts.brandName}-Team`,
];

/** The confirmation of a booked consultation: subject and plain text (the .ics goes with it). */
export const appointmentConfirmationMailOf = (
  facts: AppointmentMailFacts,
): { readonly subject: string; readonly text: string } => {
  const when = berlinSlotText(facts.start, facts.end);
  return {
    subject: `Ihr Beratungstermin am ${when}`,
    text: [
      `Guten Tag ${facts.name},`,
      '',
      'vielen Dank für Ihre Terminbuchung. Wir bestätigen Ihren telefonischen Beratungstermin:',
      '',
      `Termin: ${when} (deutsche Zeit)`,
      `Beraterin/Berater: ${facts.consultantName}`,
      `Thema: ${facts.topic}`,
      `Wir rufen Sie an unter: ${facts.phoneNumber}`,
      '',
      'Den Termin für Ihren Kalender finden Sie im Anhang (termin.ics).',
      '',
      'Sie möchten den Termin absagen oder einen anderen wählen? Über diesen Link sagen Sie ihn ab und buchen neu:',
      facts.cancelUrl,
      ...closingOf(facts),
    ].join('\n'),
  };
};

export interface CancellationMailFacts {
  readonly name: string;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
  readonly topic: string;
  /** The absolute address of the booking page, for a new appointment. */
  readonly rebookUrl: string;
  /** The attached calendar file that calls the appointment off. */
  readonly calendarFileName: string;
  readonly brandName: string;
  readonly hotline: string;
}

/** The confirmation of a cancelled consultation (issue 32, finding 9): subject and plain text. */
export const appointmentCancellationMailOf = (
  facts: CancellationMailFacts,
): { readonly subject: string; readonly text: string } => {
  const when = berlinSlotText(facts.start, facts.end);
  return {
    subject: `Ihr Beratungstermin am ${when} ist abgesagt`,
    text: [
      `Guten Tag ${facts.name},`,
      '',
      'wir bestätigen: Ihr telefonischer Beratungstermin ist abgesagt.',
      '',
      `Abgesagter Termin: ${when} (deutsche Zeit)`,
      `Thema: ${facts.topic}`,
      '',
      `Die Absage für Ihren Kalender finden Sie im Anhang (${facts.calendarFileName}). Entfernt Ihr Kalender den Termin nicht von selbst, löschen Sie ihn bitte dort.`,
      '',
      'Einen neuen Termin vereinbaren Sie hier:',
      facts.rebookUrl,
      ...closingOf(facts),
    ].join('\n'),
  };
};
