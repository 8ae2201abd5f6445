import { Temporal } from 'temporal-polyfill';
import { inBerlin } from '../../../domain/calendar/berlin';
import { berlinClockText, consultantNameIn, DEMO_TEAM } from '../../../domain/consulting/demo-team';
import type { TeamSlot } from '../../../domain/consulting/team-slots';
import type { Appointment } from '../../../ports/appointment-store.port';

// The consulting API's readers of request values and its JSON answers, shared by the customer's
// routes, the support's admin routes and the booking pages' services.

export const CONSULTING_DATE_MESSAGE =
  'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.';
export const CONSULTING_STATE_MESSAGE = 'Das Bundesland ist unbekannt.';
export const CONSULTING_START_MESSAGE = 'Bitte wählen Sie einen gültigen Termin.';

/** A calendar day written YYYY-MM-DD, or null (no other ISO forms, no 30 February). */
export const consultingDateOf = (text: string): Temporal.PlainDate | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    return null;
  }
};

/**
 * A slot start as sent, or null: no instant, or one outside the years 1 to 9999 (no half hour
 * lies there, and its end would be past Temporal's range: +275760-09-13T00:00:00Z is the last
 * instant, and adding 30 minutes to it throws).
 */
export const instantOf = (text: string): Temporal.Instant | null => {
  try {
    const instant = Temporal.Instant.from(text);
    const { year } = instant.toZonedDateTimeISO('UTC');
    return year >= 1 && year <= 9999 ? instant : null;
  } catch {
    return null;
  }
};

export const consultantNameOf = (id: string): string => consultantNameIn(DEMO_TEAM, id);

export const slotJsonOf = (slot: TeamSlot) => ({
  start: slot.start.toString(),
  end: slot.end.toString(),
  /** Berlin wall-clock times, as the customer reads them. */
  from: berlinClockText(slot.start),
  to: berlinClockText(slot.end),
  freeConsultants: slot.freeConsultantIds.length,
});

/** What the customer may see of an appointment: no owner key. */
export const appointmentJsonOf = (appointment: Appointment) => ({
  id: appointment.id,
  status: appointment.status,
  slotStart: appointment.slotStart,
  slotEnd: appointment.slotEnd,
  from: berlinClockText(Temporal.Instant.from(appointment.slotStart)),
  to: berlinClockText(Temporal.Instant.from(appointment.slotEnd)),
  date: inBerlin(Temporal.Instant.from(appointment.slotStart)).toPlainDate().toString(),
  consultant: consultantNameOf(appointment.consultantId),
  source: appointment.source,
  name: appointment.name,
  email: appointment.email,
  topic: appointment.topic,
});

/** The path of the signed cancel link of an appointment (POST). */
export const cancelPathOf = (id: string, signature: string): string =>
  `/api/consulting/appointments/${encodeURIComponent(id)}/cancel?sig=${encodeURIComponent(signature)}`;
