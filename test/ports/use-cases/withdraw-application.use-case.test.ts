import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { WITHDRAWAL_MESSAGES } from '../../../domain/application/withdrawal';
import type { InsurerGatewayPort, WithdrawalReport } from '../../../ports/insurer-gateway.port';
import type { MailMessage } from '../../../ports/mail.port';
import { makeProcessApplicationOutbox } from '../../../ports/use-cases/process-application-outbox.use-case';
import { makeWithdrawal } from '../../../ports/use-cases/withdraw-application.use-case';
import { sampleStoredApplication } from '../../fixtures/application/sample-application';

// The withdrawal use case on the memory stores: who may, until when (the server's clock), and
// what the outbox then does (the insurer told once, the mail sent, a hand-over not made at all).

const SIGNED = '2026-11-02T09:00:00.000Z';
const GUEST = { accountId: null, visitorId: 'visitor-aaaaaaaaaaaaaaaa' };
const STRANGER = { accountId: null, visitorId: 'visitor-bbbbbbbbbbbbbbbb' };
const A = 'RK-2026-AAAAAAAA';

class RecordingInsurer {
  readonly handOvers: string[] = [];
  readonly withdrawals: WithdrawalReport[] = [];
  readonly gateway: InsurerGatewayPort = {
    handOver: async (application) => {
      this.handOvers.push(application.reference);
      return { kind: 'accepted', insurerReference: 'X' };
    },
    reportAdjustmentChoice: async () => ({ kind: 'received' }),
    reportPayInMore: async () => ({ kind: 'received' }),
    reportIdentification: async () => ({ kind: 'accepted' }),
    reportWithdrawal: async (report) => {
      this.withdrawals.push(report);
      return { kind: 'received' };
    },
  };
}

const setUp = (now: string) => {
  const store = new MemoryApplicationStore();
  const clock = new FixedClockAdapter(Temporal.Instant.from(now));
  const insurer = new RecordingInsurer();
  const mails: MailMessage[] = [];
  const outbox = makeProcessApplicationOutbox({
    store,
    gateway: insurer.gateway,
    mail: { send: async (message) => void mails.push(message) },
    catalogue: { load: async () => ({ ok: false, error: { kind: 'x', message: 'x' } }) } as never,
    accounts: { findById: async () => null } as never,
    clock,
    outbox: store.outbox,
    brand: { name: 'Rentenkompass', phoneNumber: '0800 123 456 7' },
  });
  const withdrawal = makeWithdrawal({ applications: store, clock });
  return { store, clock, insurer, mails, outbox, withdrawal };
};

describe('makeWithdrawal', () => {
  it('withdraws an accepted application until the 30th day after the acceptance', async () => {
    // Stored accepted: its events are submitted, handedOver, accepted, all at SIGNED.
    const onTime = setUp('2026-12-02T22:59:00Z'); // 23:59 in Berlin, day 30
    await onTime.store.add(sampleStoredApplication(A, SIGNED, { status: 'accepted' }), []);
    const view = await onTime.withdrawal.view(GUEST, A);
    expect(view.ok && view.value.line).toBe('Widerruf online möglich bis 02.12.2026.');
    const done = await onTime.withdrawal.withdraw(GUEST, A, true);
    expect(done.ok && done.value.period).toEqual({
      kind: 'withdrawn',
      at: '2026-12-02T22:59:00.000Z',
      confirmed: false,
    });

    const late = setUp('2026-12-02T23:00:00Z'); // 00:00 in Berlin, day 31
    await late.store.add(sampleStoredApplication(A, SIGNED, { status: 'accepted' }), []);
    const refused = await late.withdrawal.withdraw(GUEST, A, true);
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'withdrawal/expired', message: WITHDRAWAL_MESSAGES.expired('2026-12-02') },
    });
    expect((await late.store.find(A))?.status).toBe('accepted');
  });

  it('refuses without the confirmation, for a stranger, and for a declined application', async () => {
    const subject = setUp('2026-11-03T10:00:00Z');
    await subject.store.add(sampleStoredApplication(A, SIGNED, { status: 'handedOver' }), []);
    expect(await subject.withdrawal.withdraw(GUEST, A, false)).toMatchObject({
      ok: false,
      error: { kind: 'withdrawal/unconfirmed', message: WITHDRAWAL_MESSAGES.confirmMissing },
    });
    expect(await subject.withdrawal.withdraw(STRANGER, A, true)).toMatchObject({
      ok: false,
      error: { kind: 'withdrawal/not-found' },
    });
    // The guest's signed link names the application it is for, and only that one.
    expect(
      await subject.withdrawal.withdraw({ signedLinkFor: 'RK-2026-BBBBBBBB' }, A, true),
    ).toMatchObject({ ok: false, error: { kind: 'withdrawal/not-found' } });
    expect((await subject.store.find(A))?.status).toBe('handedOver');
    await subject.store.add(
      sampleStoredApplication('RK-2026-DDDDDDDD', SIGNED, {
        status: 'declined',
        idempotencyKey: 'd',
      }),
      [],
    );
    expect(await subject.withdrawal.withdraw(GUEST, 'RK-2026-DDDDDDDD', true)).toMatchObject({
      ok: false,
      error: { kind: 'withdrawal/none' },
    });
  });

  it('tells the insurer once, mails the customer, and keeps the confirmation', async () => {
    const subject = setUp('2026-11-03T10:00:00Z');
    await subject.store.add(sampleStoredApplication(A, SIGNED, { status: 'handedOver' }), []);
    expect((await subject.withdrawal.withdraw(GUEST, A, true)).ok).toBe(true);
    await subject.outbox(20);
    await subject.outbox(20);
    expect(subject.insurer.withdrawals).toEqual([
      { reference: A, withdrawnAt: '2026-11-03T10:00:00.000Z' },
    ]);
    expect(subject.mails).toHaveLength(1);
    expect(subject.mails[0]?.subject).toBe(`Ihr Widerruf zum Antrag ${A} ist eingegangen`);
    expect(subject.mails[0]?.to).toBe(sampleStoredApplication(A, SIGNED).form.personal.email);
    expect(subject.mails[0]?.text).toContain(
      'wir bestätigen den Eingang Ihres Widerrufs vom 03.11.2026, 11:00 Uhr',
    );
    expect((await subject.store.history(A)).map((e) => e.kind)).toEqual([
      'submitted',
      'handedOver',
      'withdrawn',
      'withdrawalConfirmed',
    ]);
  });

  it('never hands over an application withdrawn before its hand-over', async () => {
    const subject = setUp(SIGNED);
    await subject.store.add(sampleStoredApplication(A, SIGNED), ['handOver']);
    expect((await subject.withdrawal.withdraw(GUEST, A, true)).ok).toBe(true);
    await subject.outbox(20);
    expect(subject.insurer.handOvers).toEqual([]);
    expect(subject.insurer.withdrawals).toEqual([]);
    expect(subject.mails.map((m) => m.subject)).toEqual([
      `Ihr Widerruf zum Antrag ${A} ist eingegangen`,
    ]);
  });
});
