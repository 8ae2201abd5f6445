import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryAccountStore } from '../../../adapters/memory/memory-account-store.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryOutbox } from '../../../adapters/memory/memory-outbox.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import { formatPrice } from '../../../domain/format/price';
import { RETRY_POLICIES, retryDelayS } from '../../../domain/outbox/retry-policy';
import type { InsurerGatewayPort, InsurerHandOver } from '../../../ports/insurer-gateway.port';
import type { MailMessage } from '../../../ports/mail.port';
import { makeApplicationDocuments } from '../../../ports/use-cases/application-documents.use-case';
import { makeProcessApplicationOutbox } from '../../../ports/use-cases/process-application-outbox.use-case';
import { storedInstantOf } from '../../../ports/use-cases/submit-application.use-case';
import { sampleStoredApplication } from '../../fixtures/application/sample-application';

// The hand-over's retries by the outbox's policy for the kind (domain/outbox/retry-policy.ts),
// against an insurer that is never there.

const downInsurer: InsurerGatewayPort = {
  handOver: async () => ({ kind: 'unavailable', error: 'ECONNREFUSED' }),
  reportAdjustmentChoice: async () => ({ kind: 'unavailable', error: 'ECONNREFUSED' }),
  reportPayInMore: async () => ({ kind: 'unavailable', error: 'ECONNREFUSED' }),
  reportIdentification: async () => ({ kind: 'unavailable', error: 'ECONNREFUSED' }),
  reportWithdrawal: async () => ({ kind: 'unavailable', error: 'ECONNREFUSED' }),
};

const SUBMITTED = Temporal.Instant.from('2026-11-27T17:00:00Z'); // a Friday evening

const setUp = async () => {
  const store = new MemoryApplicationStore();
  const clock = new FixedClockAdapter(SUBMITTED);
  await store.add(sampleStoredApplication('RK-2026-AAAAAAAA', storedInstantOf(SUBMITTED)), [
    'handOver',
  ]);
  const run = makeProcessApplicationOutbox({
    store,
    gateway: downInsurer,
    mail: { send: async () => undefined },
    catalogue: new MemoryTariffCatalogue({ demo: true, tariffs: [] }),
    accounts: new MemoryAccountStore(),
    clock,
    outbox: new MemoryOutbox(),
    brand: { name: 'Rentenkompass', phoneNumber: '0800 000000', host: 'portal.test' },
  });
  /** One run when the entry is due again; what the store keeps of the application and entry. */
  const nextAttempt = async () => {
    const [entry] = await store.dueEntries('9999-12-31T00:00:00Z', 1);
    if (entry !== undefined) clock.set(Temporal.Instant.from(entry.nextAttemptAt));
    await run();
  };
  return { store, clock, nextAttempt };
};

describe('the hand-over retried by its kind’s policy', () => {
  it('waits 5 s, 10 s, 20 s … after the failures, at most an hour', async () => {
    const { store, clock, nextAttempt } = await setUp();
    const waits: number[] = [];
    for (let n = 1; n <= 14; n += 1) {
      await nextAttempt();
      const [entry] = await store.dueEntries('9999-12-31T00:00:00Z', 1);
      waits.push(
        Temporal.Instant.from(entry?.nextAttemptAt ?? '')
          .since(clock.now())
          .total('seconds'),
      );
    }
    expect(waits).toEqual(
      Array.from({ length: 14 }, (_, i) => retryDelayS(RETRY_POLICIES.handOver, i + 1)),
    );
    expect(waits.slice(0, 4)).toEqual([5, 10, 20, 40]);
    expect(Math.max(...waits)).toBe(3600);
  });

  it('keeps the application through a long weekend of outage, and marks it failed after 7 days', async () => {
    const { store, clock, nextAttempt } = await setUp();
    const tuesdayMorning = Temporal.Instant.from('2026-12-01T07:00:00Z');
    while (Temporal.Instant.compare(clock.now(), tuesdayMorning) < 0) await nextAttempt();
    expect((await store.find('RK-2026-AAAAAAAA'))?.status).toBe('stored');
    let attempts = 0;
    while ((await store.find('RK-2026-AAAAAAAA'))?.status === 'stored' && attempts < 1_000) {
      await nextAttempt();
      attempts += 1;
    }
    expect((await store.find('RK-2026-AAAAAAAA'))?.status).toBe('failed');
    const gaveUpAfter = clock.now().since(SUBMITTED).total('hours');
    expect(gaveUpAfter).toBeGreaterThanOrEqual(7 * 24 - 1);
    expect(gaveUpAfter).toBeLessThanOrEqual(7 * 24 + 1);
    expect(await store.dueEntries('9999-12-31T00:00:00Z', 1)).toEqual([]);
  });
});

describe('the hand-over of what was signed', () => {
  it('hands over the signed figures and mails no PDF; each document is made once from the signed figures, whatever the catalogue says now', async () => {
    const store = new MemoryApplicationStore();
    const at = storedInstantOf(SUBMITTED);
    const application = sampleStoredApplication('RK-2026-BBBBBBBB', at);
    await store.add(application, ['handOver', 'confirmationMail']);
    const handedOver: InsurerHandOver[] = [];
    const mails: MailMessage[] = [];
    const run = makeProcessApplicationOutbox({
      store,
      gateway: {
        ...downInsurer,
        handOver: async (sent) => {
          handedOver.push(sent);
          return { kind: 'accepted', insurerReference: 'X-1' };
        },
      },
      mail: { send: async (mail) => void mails.push(mail) },
      catalogue: new MemoryTariffCatalogue({ demo: true, tariffs: [] }),
      accounts: new MemoryAccountStore(),
      clock: new FixedClockAdapter(SUBMITTED.add({ hours: 1 })),
      outbox: new MemoryOutbox(),
      brand: { name: 'Rentenkompass', phoneNumber: '0800 000000', host: 'portal.test' },
    });
    await run();
    const offer = application.signedOffer;
    if (offer === null) throw new Error('the sample has a signed offer');
    expect(handedOver).toHaveLength(1);
    expect(handedOver[0]?.signedOffer).toEqual({
      row: offer.details.row,
      pensionStart: offer.details.pensionStart,
      signedAt: at,
      demo: true,
    });
    expect(handedOver[0]?.monthlyContribution).toBe(offer.details.row.monthlyContribution);
    expect((await store.find(application.reference))?.status).toBe('handedOver');
    // The mail names the four documents and where they are; none is made for it.
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toEqual([]);
    expect(mails[0]?.text).toContain(
      'Ihre Unterlagen (Ihr Antrag, Produktinformationsblatt, Allgemeine Versicherungsbedingungen, Kosteninformation) finden Sie jederzeit als PDF',
    );
    expect(await store.documents(application.reference)).toEqual([]);

    // Opened later: made from the signed figures (the tariff has left the catalogue since), kept,
    // and served from the store thereafter, also by a new process (a fresh use case).
    const rendered: string[] = [];
    const documentsOf = () =>
      makeApplicationDocuments({
        catalogue: new MemoryTariffCatalogue({ demo: true, tariffs: [] }),
        renderer: {
          render: async (model) => {
            rendered.push(JSON.stringify(model));
            return new TextEncoder().encode(`%PDF ${rendered.length}`);
          },
        },
        store,
        clock: new FixedClockAdapter(SUBMITTED.add({ hours: 40 * 24 })),
      });
    const first = await documentsOf().forApplication(application);
    expect(rendered).toHaveLength(4);
    expect(
      rendered.some((model) => model.includes(formatPrice(offer.details.row.projectedPension))),
    ).toBe(true);
    const again = await documentsOf().forApplication(application);
    expect(rendered).toHaveLength(4);
    expect(again).toEqual(first);
    expect(first.ok && first.value.map((d) => new TextDecoder().decode(d.bytes))).toEqual([
      '%PDF 1',
      '%PDF 2',
      '%PDF 3',
      '%PDF 4',
    ]);
  });
});
