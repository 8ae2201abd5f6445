import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { IcsCalendarInvite } from '../../../adapters/calendar/ics-calendar-invite.adapter';
import { berlinSlotText } from '../../../domain/consulting/appointment-confirmation-mail';
import { DEMO_TEAM } from '../../../domain/consulting/demo-team';
import type { Appointment } from '../../../ports/appointment-store.port';
import type { MailMessage } from '../../../ports/mail.port';
import {
  CANCELLATION_ICS_NAME,
  makeSendAppointmentCancellation,
} from '../../../ports/use-cases/send-appointment-cancellation.use-case';
import { makeSendAppointmentConfirmation } from '../../../ports/use-cases/send-appointment-confirmation.use-case';

const appointment = (slotStart: string, slotEnd: string): Appointment => ({
  id: 'apt-1',
  consultantId: 'demo-anna',
  slotStart,
  slotEnd,
  source: 'appointmentBooking',
  status: 'booked',
  ownerKey: 'visitor:v',
  name: 'Jürgen Müßig',
  phoneNumber: '0171 1234567',
  email: 'juergen@example.org',
  topic: 'Rürup-Rente',
  product: 'ruerup',
  tariffId: null,
  createdAt: '2026-11-26T13:00:00.000Z',
  cancelledAt: null,
});

const SETTINGS = {
  publicUrl: 'https://www.rentenkompass.example',
  brandName: 'Rentenkompass',
  hotline: '0800 123 45 67',
};

const setUp = () => {
  const sent: MailMessage[] = [];
  const mail = { send: async (message: MailMessage) => void sent.push(message) };
  const invites = new IcsCalendarInvite('-//Rentenkompass//Beratung//DE', {
    name: 'Rentenkompass',
    email: 'antrag@www.rentenkompass.example',
  });
  const send = makeSendAppointmentConfirmation({
    mail,
    invites,
    team: DEMO_TEAM,
    settings: SETTINGS,
  });
  const sendCancellation = makeSendAppointmentCancellation({ mail, invites, settings: SETTINGS });
  return { sent, send, sendCancellation };
};

/** The attachment's only VEVENT, read by Mozilla's ical.js (Thunderbird's parser). */
const eventOf = (message: MailMessage | undefined) => {
  const content = message?.attachments[0]?.content;
  if (content === undefined) throw new Error('no attachment');
  const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(content)));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (vevent === null) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  // URI schemes are case-insensitive (RFC 3986 §3.1): the ics package writes MAILTO: and mailto:.
  const address = (name: string): string | null => {
    const value = vevent.getFirstPropertyValue(name);
    return value === null ? null : String(value).replace(/^mailto:/i, 'mailto:');
  };
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    organizer: address('organizer'),
    attendee: address('attendee'),
    attendeeName: vevent.getFirstProperty('attendee')?.getParameter('cn') ?? null,
  };
};

describe('the appointment confirmation mail', () => {
  it('names the half hour in Berlin time, the demo consultant and the signed cancel link', async () => {
    const { sent, send } = setUp();
    await send({
      appointment: appointment('2026-11-27T09:00:00.000Z', '2026-11-27T09:30:00.000Z'),
      cancelSignature: 'sig/+=',
    });
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe('juergen@example.org');
    expect(mail?.subject).toBe('Ihr Beratungstermin am Freitag, 27.11.2026, 10:00–10:30 Uhr');
    expect(mail?.text).toContain('Guten Tag Jürgen Müßig,');
    expect(mail?.text).toContain('Beraterin/Berater: Anna Becker (Demo)');
    expect(mail?.text).toContain(
      'https://www.rentenkompass.example/beratung/termin-absagen?id=apt-1&sig=sig%2F%2B%3D',
    );
  });

  it('attaches the appointment as an iCalendar file in UTC', async () => {
    const { sent, send } = setUp();
    await send({
      appointment: appointment('2026-11-27T09:00:00.000Z', '2026-11-27T09:30:00.000Z'),
      cancelSignature: 'sig',
    });
    const attachment = sent[0]?.attachments[0];
    expect(attachment).toMatchObject({
      fileName: 'termin.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const ics = new TextDecoder().decode(attachment?.content);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART:20261127T090000Z');
    expect(ics).toContain('DTEND:20261127T093000Z');
    expect(ics).toContain('UID:apt-1@www.rentenkompass.example');
    expect(ics).toContain('SUMMARY:Beratung: Rürup-Rente');
  });

  it('reads the wall-clock time right on both sides of a daylight-saving change', () => {
    // Sunday 29 March 2026 clocks go forward: 10:00 in Berlin is 09:00 UTC before, 08:00 after.
    const before = Temporal.Instant.from('2026-03-27T09:00:00Z');
    const after = Temporal.Instant.from('2026-03-30T08:00:00Z');
    expect(berlinSlotText(before, before.add({ minutes: 30 }))).toBe(
      'Freitag, 27.03.2026, 10:00–10:30 Uhr',
    );
    expect(berlinSlotText(after, after.add({ minutes: 30 }))).toBe(
      'Montag, 30.03.2026, 10:00–10:30 Uhr',
    );
  });
});

describe('the appointment cancellation mail', () => {
  it('calls the confirmation’s calendar entry off: the same uid and times, CANCEL, a higher sequence', async () => {
    const { sent, send, sendCancellation } = setUp();
    const booked = appointment('2026-11-27T09:00:00.000Z', '2026-11-27T09:30:00.000Z');
    await send({ appointment: booked, cancelSignature: 'sig' });
    await sendCancellation({ ...booked, status: 'cancelled', cancelledAt: '2026-11-26T15:00:00Z' });
    const [confirmation, cancellation] = sent;
    expect(cancellation?.attachments).toHaveLength(1);
    expect(cancellation?.attachments[0]).toMatchObject({
      fileName: CANCELLATION_ICS_NAME,
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    const published = eventOf(confirmation);
    const cancelled = eventOf(cancellation);
    expect(published).toMatchObject({
      method: 'PUBLISH',
      uid: 'apt-1@www.rentenkompass.example',
      sequence: 0,
      status: 'CONFIRMED',
      start: '2026-11-27T09:00:00.000Z',
      end: '2026-11-27T09:30:00.000Z',
      summary: 'Beratung: Rürup-Rente',
      organizer: 'mailto:antrag@www.rentenkompass.example',
    });
    expect(cancelled).toEqual({
      ...published,
      method: 'CANCEL',
      sequence: 1,
      status: 'CANCELLED',
      attendee: 'mailto:juergen@example.org',
      attendeeName: 'Jürgen Müßig',
    });
    expect(cancellation?.subject).toBe(
      'Ihr Beratungstermin am Freitag, 27.11.2026, 10:00–10:30 Uhr ist abgesagt',
    );
    expect(cancellation?.text).toContain(
      'Die Absage für Ihren Kalender finden Sie im Anhang (termin-abgesagt.ics).',
    );
    expect(cancellation?.text).toContain(
      'https://www.rentenkompass.example/beratung/termin?origin=results&product=ruerup',
    );
  });
});
