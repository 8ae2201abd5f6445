import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { IcsCalendarInvite } from '../../../adapters/calendar/ics-calendar-invite.adapter';
import { berlinSlotText } from '../../../domain/consulting/appointment-confirmation-mail';
import { DEMO_TEAM } from '../../../domain/consulting/demo-team';
import type { Appointment } from '../../../ports/appointment-store.port';
import type { MailMessage } from '../../../ports/mail.port';
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

const setUp = () => {
  const sent: MailMessage[] = [];
  const send = makeSendAppointmentConfirmation({
    mail: { send: async (message) => void sent.push(message) },
    invites: new IcsCalendarInvite('-//Rentenkompass//Beratung//DE'),
    team: DEMO_TEAM,
    settings: {
      publicUrl: 'https://www.rentenkompass.example',
      brandName: 'Rentenkompass',
      hotline: '0800 123 45 67',
    },
  });
  return { sent, send };
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
