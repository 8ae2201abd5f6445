import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { DemoIdentificationService } from '../../../adapters/identification/demo-identification-service.adapter';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryIdentificationReminderStore } from '../../../adapters/memory/memory-identification-reminder-store.adapter';
import { MemoryIdentificationStore } from '../../../adapters/memory/memory-identification-store.adapter';
import { MemoryOutbox } from '../../../adapters/memory/memory-outbox.adapter';
import { MemorySms } from '../../../adapters/memory/memory-sms.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import { HmacLinkSigner } from '../../../adapters/system/hmac-link-signer.adapter';
import type { DocumentModel } from '../../../domain/application/document-model';
import type { StoredApplication } from '../../../ports/application-store.port';
import type { MailMessage } from '../../../ports/mail.port';
import {
  type IdentificationUseCases,
  makeIdentificationUseCases,
} from '../../../ports/use-cases/identification.use-case';
import {
  makeSendIdentificationReminders,
  type SendIdentificationReminders,
} from '../../../ports/use-cases/send-identification-reminders.use-case';
import {
  makeSendIdentificationSms,
  type SendIdentificationSms,
} from '../../../ports/use-cases/send-identification-sms.use-case';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
  sampleSignedOffer,
} from '../../fixtures/application/sample-application';

const AT = '2026-11-26T10:00:00.000Z';
const application = (
  reference: string,
  accountId: string | null,
  query?: string,
): StoredApplication => ({
  reference,
  owner: { accountId, visitorId: 'v-1' },
  status: 'handedOver',
  form: SAMPLE_FORM,
  choice: query === undefined ? SAMPLE_CHOICE : { ...SAMPLE_CHOICE, searchQuery: query },
  consents: ALL_CONSENTS,
  idempotencyKey: `k-${reference}`,
  submittedAt: AT,
  updatedAt: AT,
  signedOffer: query === undefined ? sampleSignedOffer(AT) : null,
});

let useCases: IdentificationUseCases;
let sendReminders: SendIdentificationReminders;
let applicationStore: MemoryApplicationStore;
let identificationStore: MemoryIdentificationStore;
let reminderStore: MemoryIdentificationReminderStore;
let clock: FixedClockAdapter;
let sms: MemorySms;
let sendSms: SendIdentificationSms;
let outbox: MemoryOutbox;
let mails: MailMessage[];
let rendered: DocumentModel[];
const service = new DemoIdentificationService(new HmacLinkSigner('demo-identification-key-0001'));

beforeEach(async () => {
  const applications = new MemoryApplicationStore();
  await applications.add(application('RK-2026-AAAAAAAA', 'erika'), []);
  await applications.add(
    application('RK-2026-BBBBBBBB', 'erika', 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=50'),
    [],
  );
  applicationStore = applications;
  outbox = new MemoryOutbox();
  identificationStore = new MemoryIdentificationStore(outbox);
  const reminders = new MemoryIdentificationReminderStore();
  reminderStore = reminders;
  clock = new FixedClockAdapter(Temporal.Instant.from(AT));
  sms = new MemorySms();
  mails = [];
  rendered = [];
  useCases = makeIdentificationUseCases({
    applications,
    identifications: identificationStore,
    reminders,
    signer: new HmacLinkSigner('portal-state-key-000000001'),
    service,
    outbox,
    mail: { send: async (m) => void mails.push(m) },
    renderer: {
      render: async (model) => {
        rendered.push(model);
        return new Uint8Array([37, 80, 68, 70]);
      },
    },
    clock,
    ids: new SequentialIdGenerator('nonce'),
  });
  sendSms = makeSendIdentificationSms({
    outbox,
    clock,
    applications,
    identifications: identificationStore,
    sms,
    publicUrl: 'https://portal.test/',
    brandName: 'Rentenkompass',
  });
  sendReminders = makeSendIdentificationReminders({
    reminders,
    applications,
    identifications: identificationStore,
    mail: { send: async (m) => void mails.push(m) },
    clock,
    publicUrl: 'https://portal.test/',
    brandName: 'Rentenkompass',
  });
});

/** Starts a redirect type and answers as the demo service would. */
const redirectBack = async (
  type: string,
  response: 'success' | 'decline',
): Promise<{ state: string; response: string; signature: string }> => {
  const started = await useCases.start(ERIKA, 'RK-2026-AAAAAAAA', type);
  if (started === null || !started.ok || started.value.kind !== 'redirect') {
    throw new Error(`not started: ${JSON.stringify(started)}`);
  }
  const state = new URL(started.value.location, 'https://x.test').searchParams.get('state') ?? '';
  return { state, response, signature: service.sign(state, response) };
};

/** The owners as the pages ask: an account (any browser), or a guest's browser. */
const ERIKA = { accountId: 'erika', visitorId: 'visitor-of-erikas-browser' };
const MAX = { accountId: 'max', visitorId: 'visitor-of-maxs-browser' };

describe('identification use cases', () => {
  it('shows the offered types by the GwG level: 150 € a month is general, 50 € simplified', async () => {
    const general = await useCases.view(ERIKA, 'RK-2026-AAAAAAAA');
    expect(general?.statusLabel).toBe('Identifizierung offen');
    expect(general?.offered.map((o) => o.type)).toEqual(['videoIdent', 'postIdent', 'bankIdent']);
    const simplified = await useCases.view(ERIKA, 'RK-2026-BBBBBBBB');
    expect(simplified?.offered.map((o) => o.type)).toEqual([
      'schufaIdent',
      'videoIdent',
      'postIdent',
      'bankIdent',
      'ausweiskopie',
    ]);
  });

  it('answers null for another account and a guessed reference', async () => {
    expect(await useCases.view(MAX, 'RK-2026-AAAAAAAA')).toBeNull();
    expect(await useCases.view(ERIKA, 'RK-2026-ZZZZZZZZ')).toBeNull();
    expect(await useCases.start(MAX, 'RK-2026-AAAAAAAA', 'videoIdent')).toBeNull();
    expect(await useCases.sendSms(MAX, 'RK-2026-AAAAAAAA')).toBeNull();
    expect(await useCases.coupon(MAX, 'RK-2026-AAAAAAAA')).toBeNull();
  });

  it('finishes a video identification with success, once', async () => {
    const back = await redirectBack('videoIdent', 'success');
    expect(await useCases.finish(ERIKA, back)).toEqual({
      ok: true,
      value: { reference: 'RK-2026-AAAAAAAA', state: { status: 'done', type: 'videoIdent' } },
    });
    expect((await useCases.view(ERIKA, 'RK-2026-AAAAAAAA'))?.statusLabel).toBe(
      'Identifizierung abgeschlossen',
    );
    const again = await useCases.finish(ERIKA, back);
    expect(again?.ok === false && again.error.kind).toBe('identification/state-used');
  });

  it('records a decline, and the customer may start again', async () => {
    const back = await redirectBack('bankIdent', 'decline');
    const finished = await useCases.finish(ERIKA, back);
    expect(finished?.ok && finished.value.state).toEqual({ status: 'declined', type: 'bankIdent' });
    expect((await useCases.view(ERIKA, 'RK-2026-AAAAAAAA'))?.statusLabel).toBe(
      'Identifizierung abgelehnt',
    );
    expect((await useCases.start(ERIKA, 'RK-2026-AAAAAAAA', 'videoIdent'))?.ok).toBe(true);
  });

  it('refuses a forged state, a forged answer and an expired state with German messages', async () => {
    const back = await redirectBack('videoIdent', 'decline');
    const forgedState = await useCases.finish(ERIKA, {
      ...back,
      state: back.state.replace('videoIdent', 'bankIdent'),
    });
    expect(forgedState).toEqual({
      ok: false,
      error: {
        kind: 'identification/state-invalid',
        message:
          'Die Rückmeldung des Identifizierungsdienstes ist ungültig. Bitte starten Sie die Identifizierung erneut.',
      },
    });
    // The customer turns the decline into a success: the service's signature no longer fits.
    const forgedAnswer = await useCases.finish(ERIKA, { ...back, response: 'success' });
    expect(forgedAnswer?.ok === false && forgedAnswer.error.kind).toBe(
      'identification/state-invalid',
    );
    clock.advance({ hours: 2 });
    const expired = await useCases.finish(ERIKA, back);
    expect(expired?.ok === false && expired.error.kind).toBe('identification/state-expired');
    expect((await useCases.view(ERIKA, 'RK-2026-AAAAAAAA'))?.state.status).toBe('inProgress');
  });

  it("does not let another account use up the customer's redirect", async () => {
    const back = await redirectBack('videoIdent', 'success');
    expect(await useCases.finish(MAX, back)).toBeNull();
    expect((await useCases.finish(ERIKA, back))?.ok).toBe(true);
  });

  it('refuses a type that is not offered, and an ID copy leads to the upload page', async () => {
    const refused = await useCases.start(ERIKA, 'RK-2026-AAAAAAAA', 'ausweiskopie');
    expect(refused?.ok === false && refused.error.message).toBe(
      'Diese Art der Identifizierung ist für Ihren Antrag nicht möglich.',
    );
    expect(await useCases.start(ERIKA, 'RK-2026-BBBBBBBB', 'ausweiskopie')).toEqual({
      ok: true,
      value: {
        kind: 'upload',
        location: '/kundenbereich/dokumente?antrag=RK-2026-BBBBBBBB&art=ausweis',
      },
    });
  });

  it('makes the Postident coupon with reference, code and branch hint once Postident is chosen', async () => {
    expect(await useCases.coupon(ERIKA, 'RK-2026-AAAAAAAA')).toBeNull();
    expect(await useCases.start(ERIKA, 'RK-2026-AAAAAAAA', 'postIdent')).toEqual({
      ok: true,
      value: { kind: 'coupon' },
    });
    const coupon = await useCases.coupon(ERIKA, 'RK-2026-AAAAAAAA');
    expect(coupon?.fileName).toBe('Postident-Coupon-RK-2026-AAAAAAAA.pdf');
    const text = JSON.stringify(rendered[0]);
    expect(text).toContain('RK-2026-AAAAAAAA');
    expect(text).toMatch(/PI RK20 26AA AAAA AA[0-9A-Z]/);
    expect(text).toContain('in der Nähe von 80331 München');
  });

  it('puts the SMS with the link to the page into the outbox; the worker sends it, again when asked again', async () => {
    expect(await useCases.sendSms(ERIKA, 'RK-2026-AAAAAAAA')).toEqual({
      ok: true,
      value: '+49 170 1234567',
    });
    expect(sms.sent).toEqual([]);
    expect(await sendSms(10)).toEqual({ done: 1, retried: 0, givenUp: 0 });
    expect(sms.sent[0]?.to).toBe('+49 170 1234567');
    expect(sms.sent[0]?.text).toContain(
      'https://portal.test/kundenbereich/identifizierung?antrag=RK-2026-AAAAAAAA',
    );
    expect(sms.sent[0]?.messageId).toBe('<RK-2026-AAAAAAAA.identificationSms@portal.test>');
    expect(await sendSms(10)).toEqual({ done: 0, retried: 0, givenUp: 0 });
    await useCases.sendSms(ERIKA, 'RK-2026-AAAAAAAA');
    expect(await sendSms(10)).toEqual({ done: 1, retried: 0, givenUp: 0 });
    expect(sms.sent).toHaveLength(2);
  });

  it('sends no SMS for an identification done before the worker came to it', async () => {
    await useCases.sendSms(ERIKA, 'RK-2026-AAAAAAAA');
    await identificationStore.save({
      reference: 'RK-2026-AAAAAAAA',
      state: { status: 'done', type: 'videoIdent' },
      updatedAt: AT,
    });
    expect(await sendSms(10)).toEqual({ done: 0, retried: 0, givenUp: 0 });
    expect(sms.sent).toEqual([]);
    expect(await outbox.pendingKeys('identificationSms')).toEqual([]);
  });
});

describe('an ID copy in review', () => {
  it('starts nothing more: no other type, no SMS, no reminders, each with the German reason', async () => {
    const reference = 'RK-2026-BBBBBBBB';
    await identificationStore.save({
      reference,
      state: { status: 'inReview', type: 'ausweiskopie' },
      updatedAt: AT,
    });
    const reason = 'Ihre Ausweiskopie wird gerade geprüft. Bitte warten Sie auf das Ergebnis.';
    for (const answer of [
      await useCases.start(ERIKA, reference, 'videoIdent'),
      await useCases.sendSms(ERIKA, reference),
      await useCases.remindLater(ERIKA, reference),
    ]) {
      expect(answer?.ok === false && answer.error).toEqual({
        kind: 'identification/in-review',
        message: reason,
      });
    }
    expect(await outbox.pendingKeys('identificationSms')).toEqual([]);
    expect(await reminderStore.pendingFor(reference)).toEqual([]);
  });
});

describe('später identifizieren', () => {
  const REF = 'RK-2026-AAAAAAAA';
  const at = (iso: string): void => clock.set(Temporal.Instant.from(iso));

  it('schedules two reminders instead of mailing at once and shows their days', async () => {
    // Thursday 26.11.2026, 11:00 in Berlin: +2 days is a Saturday, so Monday 30.11.
    expect(await useCases.remindLater(ERIKA, REF)).toEqual({
      ok: true,
      value: 'juergen.muessig@example.de',
    });
    expect(mails).toEqual([]);
    expect((await useCases.view(ERIKA, REF))?.reminderDays).toEqual(['30.11.2026', '03.12.2026']);
    expect(await sendReminders(20)).toBe(0);
  });

  it('sends each due reminder once with the link and a stable message id', async () => {
    await useCases.remindLater(ERIKA, REF);
    at('2026-11-30T08:59:59.000Z');
    expect(await sendReminders(20)).toBe(0);
    at('2026-11-30T09:00:00.000Z');
    expect(await sendReminders(20)).toBe(1);
    expect(await sendReminders(20)).toBe(0);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('juergen.muessig@example.de');
    expect(mails[0]?.subject).toBe(`Erinnerung: Identifizierung für Ihren Antrag ${REF}`);
    expect(mails[0]?.text).toContain(
      `https://portal.test/kundenbereich/identifizierung?antrag=${REF}`,
    );
    expect((await useCases.view(ERIKA, REF))?.reminderDays).toEqual(['03.12.2026']);
    at('2026-12-10T09:00:00.000Z');
    expect(await sendReminders(20)).toBe(1);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
  });

  it('choosing again replaces the schedule instead of adding one', async () => {
    await useCases.remindLater(ERIKA, REF);
    at('2026-11-27T09:00:00.000Z');
    await useCases.remindLater(ERIKA, REF);
    expect((await useCases.view(ERIKA, REF))?.reminderDays).toEqual(['30.11.2026', '04.12.2026']);
    at('2026-12-31T09:00:00.000Z');
    expect(await sendReminders(20)).toBe(2);
  });

  it('keeps a reminder the mail port refused due and sends it on a later run', async () => {
    await useCases.remindLater(ERIKA, REF);
    at('2026-11-30T09:00:00.000Z');
    const failing = makeSendIdentificationReminders({
      reminders: reminderStore,
      applications: applicationStore,
      identifications: identificationStore,
      mail: {
        send: async () => {
          throw new Error('smtp down');
        },
      },
      clock,
      publicUrl: 'https://portal.test/',
      brandName: 'Rentenkompass',
    });
    expect(await failing(20)).toBe(0);
    expect(await sendReminders(20)).toBe(1);
    expect(mails).toHaveLength(1);
  });

  it('skips the reminders once the identification is done', async () => {
    await useCases.remindLater(ERIKA, REF);
    await identificationStore.save({
      reference: REF,
      state: { status: 'done', type: 'ausweiskopie' },
      updatedAt: AT,
    });
    expect((await useCases.view(ERIKA, REF))?.reminderDays).toEqual([]);
    at('2026-12-31T09:00:00.000Z');
    expect(await sendReminders(20)).toBe(0);
    expect(mails).toEqual([]);
    expect((await useCases.remindLater(ERIKA, REF))?.ok).toBe(false);
  });

  it('skips the reminders of an application the insurer declined', async () => {
    await useCases.remindLater(ERIKA, REF);
    const declined = new MemoryApplicationStore();
    await declined.add({ ...application(REF, 'erika'), status: 'declined' }, []);
    const send = makeSendIdentificationReminders({
      reminders: reminderStore,
      applications: declined,
      identifications: identificationStore,
      mail: { send: async (m) => void mails.push(m) },
      clock,
      publicUrl: 'https://portal.test/',
      brandName: 'Rentenkompass',
    });
    at('2026-12-31T09:00:00.000Z');
    expect(await send(20)).toBe(0);
    expect(await sendReminders(20)).toBe(0);
    expect(mails).toEqual([]);
  });
});
