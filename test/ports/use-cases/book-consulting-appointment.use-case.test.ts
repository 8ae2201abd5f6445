import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryAppointmentStore } from '../../../adapters/memory/memory-appointment-store.adapter';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import { PlainLinkSigner } from '../../../adapters/memory/plain-link-signer.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import { DEMO_TEAM } from '../../../domain/consulting/demo-team';
import type { StoredApplication } from '../../../ports/application-store.port';
import {
  cancelLinkText,
  makeBookConsultingAppointment,
} from '../../../ports/use-cases/book-consulting-appointment.use-case';
import { makeCancelConsultingAppointment } from '../../../ports/use-cases/cancel-consulting-appointment.use-case';
import { makeHoldConsultingSlot } from '../../../ports/use-cases/hold-consulting-slot.use-case';
import { makeListConsultingSlots } from '../../../ports/use-cases/list-consulting-slots.use-case';
import { makeSendAppointmentMails } from '../../../ports/use-cases/send-appointment-mails.use-case';
import { exampleApplicationForm } from '../../support/memory-application-journey';

const at = (wall: string): Temporal.Instant =>
  Temporal.PlainDateTime.from(wall).toZonedDateTime('Europe/Berlin').toInstant();

const owner = { accountId: null, visitorId: 'visitor-1' };
const contact = {
  name: 'Erika Mustermann',
  phoneNumber: '0171 1234567',
  email: 'erika@example.org',
  topic: 'Riester-Rente',
};

const setUp = () => {
  const clock = new FixedClockAdapter(Temporal.Instant.from('2026-11-26T13:00:00Z'));
  const appointments = new MemoryAppointmentStore();
  const applications = new MemoryApplicationStore();
  const signer = new PlainLinkSigner();
  const ids = new SequentialIdGenerator();
  const logger = new MemoryLogger();
  const confirmations: { readonly id: string; readonly signature: string }[] = [];
  const cancellations: string[] = [];
  let mailDown = false;
  const deps = {
    team: DEMO_TEAM,
    appointments,
    applications,
    clock,
    ids,
    signer,
    logger,
  };
  const sendMails = makeSendAppointmentMails({
    outbox: appointments.outbox,
    clock,
    appointments,
    signer,
    sendConfirmation: async ({ appointment, cancelSignature }) => {
      if (mailDown) throw new Error('ECONNREFUSED');
      confirmations.push({ id: appointment.id, signature: cancelSignature });
    },
    sendCancellation: async (appointment) => {
      if (mailDown) throw new Error('ECONNREFUSED');
      cancellations.push(`${appointment.id} ${appointment.status}`);
    },
  });
  return {
    logger,
    confirmations,
    cancellations,
    mailDown: (down: boolean) => {
      mailDown = down;
    },
    sendMails,
    clock,
    applications,
    appointments,
    signer,
    hold: makeHoldConsultingSlot(deps),
    list: makeListConsultingSlots(deps),
    book: makeBookConsultingAppointment(deps),
    cancel: makeCancelConsultingAppointment(deps),
  };
};

const request = (holdId: string) => ({
  holdId,
  owner,
  origin: 'results' as const,
  contact,
  product: 'ruerup' as const,
  tariffId: null,
});

const storedApplication = (
  phoneNumber: string,
  status: StoredApplication['status'],
): StoredApplication => {
  const form = exampleApplicationForm();
  return {
    reference: `RK-${phoneNumber.replace(/\D/g, '')}`,
    owner: { accountId: null, visitorId: 'someone-else' },
    status,
    form: { ...form, personal: { ...form.personal, phoneNumber } },
    choice: { product: 'ruerup', tariffId: 't-1', searchQuery: '' },
    consents: { adviceWaiver: true, withdrawalNoticeRead: true, dataProtection: true },
    idempotencyKey: `key-${phoneNumber}`,
    submittedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    signedOffer: null,
  };
};

describe('booking a consulting appointment', () => {
  it('books the held slot with the SPEC §3 source of the page and frees nothing else', async () => {
    const { hold, book, list } = setUp();
    const held = await hold(at('2026-11-27T10:00'));
    if (!held.ok) throw new Error('no hold');
    const booked = await book({ ...request(held.value.id), origin: 'riskStop' });
    expect(booked).toMatchObject({
      ok: true,
      value: {
        appointment: {
          consultantId: held.value.consultantId,
          slotStart: held.value.slotStart,
          source: 'onlineContractService',
          status: 'booked',
          ownerKey: 'visitor:visitor-1',
          name: 'Erika Mustermann',
          product: 'ruerup',
        },
      },
    });
    // The hold is used up: the same hold id books nothing a second time.
    expect(await book(request(held.value.id))).toMatchObject({
      ok: false,
      error: { kind: 'consulting/appointmentBookingIsTimedOut' },
    });
    const slots = await list({ date: Temporal.PlainDate.from('2026-11-27') });
    const ten = slots.find((slot) => slot.start.equals(at('2026-11-27T10:00')));
    expect(ten?.freeConsultantIds).not.toContain(held.value.consultantId);
  });

  it('puts the confirmation mail into the outbox with the booking; the worker sends it with the cancel link, and retries a mail server that is down', async () => {
    const {
      hold,
      book,
      confirmations,
      cancellations,
      mailDown,
      sendMails,
      clock,
      cancel,
      appointments,
    } = setUp();
    const first = await hold(at('2026-11-27T10:00'));
    if (!first.ok) throw new Error('no hold');
    const booked = await book(request(first.value.id));
    if (!booked.ok) throw new Error('not booked');
    expect(confirmations).toEqual([]);
    expect(await appointments.outbox.pendingKeys('appointmentMail')).toEqual([
      booked.value.appointment.id,
    ]);
    mailDown(true);
    expect(await sendMails(10)).toEqual({ done: 0, retried: 1, givenUp: 0 });
    expect(booked.value.appointment.status).toBe('booked');
    mailDown(false);
    expect(await sendMails(10)).toEqual({ done: 0, retried: 0, givenUp: 0 });
    clock.advance({ seconds: 30 });
    expect(await sendMails(10)).toEqual({ done: 1, retried: 0, givenUp: 0 });
    expect(confirmations).toEqual([
      { id: booked.value.appointment.id, signature: booked.value.cancelSignature },
    ]);
    expect(await sendMails(10)).toEqual({ done: 0, retried: 0, givenUp: 0 });
    // An appointment cancelled before its mail went out gets none.
    const second = await hold(at('2026-11-27T11:00'));
    if (!second.ok) throw new Error('no hold');
    const other = await book(request(second.value.id));
    if (!other.ok) throw new Error('not booked');
    await cancel(other.value.appointment.id, other.value.cancelSignature);
    expect(await appointments.outbox.pendingKeys('appointmentCancelMail')).toEqual([
      other.value.appointment.id,
    ]);
    // The booking's mail is skipped; the cancellation is confirmed (issue 32, finding 9).
    expect(await sendMails(10)).toEqual({ done: 1, retried: 0, givenUp: 0 });
    expect(confirmations).toHaveLength(1);
    expect(cancellations).toEqual([`${other.value.appointment.id} cancelled`]);
    expect(await appointments.outbox.pendingKeys('appointmentMail')).toEqual([]);
    expect(await appointments.outbox.pendingKeys('appointmentCancelMail')).toEqual([]);
  });

  it('gives a confirmation mail up after a day of a mail server that is down', async () => {
    const { hold, book, mailDown, sendMails, clock } = setUp();
    const held = await hold(at('2026-11-27T10:00'));
    if (!held.ok) throw new Error('no hold');
    await book(request(held.value.id));
    mailDown(true);
    let given = 0;
    for (let hour = 0; hour < 30 && given === 0; hour += 1) {
      for (let run = 0; run < 60; run += 1) {
        given += (await sendMails(10)).givenUp;
        clock.advance({ minutes: 1 });
      }
    }
    expect(given).toBe(1);
    // Given up once the waits reach a day (domain/outbox/retry-policy.ts), not before.
    const hours = (clock.now().epochMilliseconds - Date.parse('2026-11-26T13:00:00Z')) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(23.9);
    expect(hours).toBeLessThanOrEqual(25.1);
  });

  it('checks the contact first, with the German message of the field', async () => {
    const { hold, book } = setUp();
    const held = await hold(at('2026-11-27T10:00'));
    if (!held.ok) throw new Error('no hold');
    expect(
      await book({ ...request(held.value.id), contact: { ...contact, name: ' ' } }),
    ).toMatchObject({
      ok: false,
      error: {
        kind: 'consulting/contact',
        field: 'name',
        message: 'Bitte geben Sie Ihren Namen an.',
      },
    });
  });

  it('refuses an expired or unknown hold as timed out', async () => {
    const { hold, book, clock } = setUp();
    const held = await hold(at('2026-11-27T10:00'));
    if (!held.ok) throw new Error('no hold');
    clock.advance({ minutes: 5 });
    const timedOut = {
      ok: false,
      error: {
        kind: 'consulting/appointmentBookingIsTimedOut',
        message:
          'Die Zeit für die Terminbuchung ist abgelaufen. Bitte wählen Sie erneut einen Termin.',
      },
    };
    expect(await book(request(held.value.id))).toMatchObject(timedOut);
    expect(await book(request('no-such-hold'))).toMatchObject(timedOut);
  });

  it('never tells whether someone else applied: a phone match books, and is logged by id only', async () => {
    const { hold, book, applications, logger } = setUp();
    // Someone else's live application with the booker's phone number (+49 171 1234567).
    await applications.add(storedApplication('+49 171 123-4567', 'handedOver'), []);
    const held = await hold(at('2026-11-27T10:00'));
    if (!held.ok) throw new Error('no hold');
    const booked = await book({ ...request(held.value.id), tariffId: 't-1' });
    if (!booked.ok) throw new Error('a phone match must not refuse the booking');
    expect(booked.value.appointment.status).toBe('booked');
    expect(logger.entries).toEqual([
      {
        level: 'info',
        message: 'appointment booked beside a live online application',
        meta: { appointmentId: booked.value.appointment.id },
      },
    ]);
  });

  it('lets an existing customer book: an earlier application, for another tariff or this one, refuses nothing', async () => {
    const { hold, book, applications } = setUp();
    // A logged-in customer whose application (on another device) went online a week ago.
    const customer = { accountId: 'account-1', visitorId: 'visitor-1' };
    await applications.add(
      {
        ...storedApplication('0171 9999999', 'handedOver'),
        owner: { accountId: 'account-1', visitorId: 'another-device' },
      },
      [],
    );
    for (const [wall, tariffId] of [
      ['2026-11-27T10:00', null],
      ['2026-11-27T10:30', 't-2'],
      ['2026-11-27T11:00', 't-1'],
    ] as const) {
      const held = await hold(at(wall));
      if (!held.ok) throw new Error('no hold');
      const booked = await book({ ...request(held.value.id), owner: customer, tariffId });
      expect({ tariffId, ok: booked.ok }).toEqual({ tariffId, ok: true });
    }
  });

  it('answers inquiryBecameOnline only when the owner applied online for this tariff after the hold', async () => {
    const { hold, book, applications, clock } = setUp();
    const held = await hold(at('2026-11-27T10:00'));
    const other = await hold(at('2026-11-27T10:30'));
    if (!held.ok || !other.ok) throw new Error('no hold');
    clock.advance({ minutes: 2 });
    // Meanwhile: the owner signs t-1 online; someone else with the same phone number, too.
    const now = clock.now().toString();
    await applications.add(
      { ...storedApplication('0171 9999999', 'stored'), owner, submittedAt: now },
      [],
    );
    await applications.add(
      { ...storedApplication('+49 171 1234567', 'stored'), submittedAt: now },
      [],
    );
    // Another tariff: booked (the other's application with the booker's number says nothing).
    expect((await book({ ...request(other.value.id), tariffId: 't-2' })).ok).toBe(true);
    expect(await book({ ...request(held.value.id), tariffId: 't-1' })).toMatchObject({
      ok: false,
      error: { kind: 'consulting/inquiryBecameOnline', reason: 'inquiryBecameOnline' },
    });
  });

  it('books beside the owner’s declined application for the same tariff', async () => {
    const { hold, book, applications } = setUp();
    await applications.add({ ...storedApplication('0171 7654321', 'declined'), owner }, []);
    const held = await hold(at('2026-11-27T10:00'));
    if (!held.ok) throw new Error('no hold');
    expect((await book({ ...request(held.value.id), tariffId: 't-1' })).ok).toBe(true);
  });

  it('cancels through the signed link only, and the slot can be booked again', async () => {
    const { hold, book, cancel, signer, clock } = setUp();
    const held = await hold(at('2026-11-27T10:00'));
    if (!held.ok) throw new Error('no hold');
    const booked = await book(request(held.value.id));
    if (!booked.ok) throw new Error('not booked');
    const { appointment, cancelSignature } = booked.value;
    expect(signer.verify(cancelLinkText(appointment.id), cancelSignature)).toBe(true);

    expect(await cancel(appointment.id, 'forged')).toMatchObject({
      ok: false,
      error: { kind: 'consulting/link-invalid' },
    });
    expect(await cancel('unknown', signer.sign(cancelLinkText('unknown')))).toMatchObject({
      ok: false,
      error: { kind: 'consulting/link-invalid' },
    });
    expect(await cancel(appointment.id, cancelSignature)).toMatchObject({
      ok: true,
      value: { status: 'cancelled', cancelledAt: '2026-11-26T13:00:00.000Z' },
    });
    expect(await cancel(appointment.id, cancelSignature)).toMatchObject({
      ok: false,
      error: {
        kind: 'consulting/already-cancelled',
        message: 'Dieser Termin wurde bereits abgesagt.',
      },
    });

    // Rebooking: the same consultant's half hour is free again.
    const rebookHolds = [];
    for (let i = 0; i < 3; i++) rebookHolds.push(await hold(at('2026-11-27T10:00')));
    expect(rebookHolds.map((h) => h.ok && h.value.consultantId)).toContain(
      appointment.consultantId,
    );

    const later = await hold(at('2026-11-27T11:00'));
    if (!later.ok) throw new Error('no hold');
    const second = await book(request(later.value.id));
    if (!second.ok) throw new Error('not booked');
    clock.set(at('2026-11-27T11:00'));
    expect(await cancel(second.value.appointment.id, second.value.cancelSignature)).toMatchObject({
      ok: false,
      error: { kind: 'consulting/past' },
    });
  });
});
