import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryAccountStore } from '../../../adapters/memory/memory-account-store.adapter';
import { MemoryApplicationEvents } from '../../../adapters/memory/memory-application-events';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryIdentificationStore } from '../../../adapters/memory/memory-identification-store.adapter';
import { MemoryOutbox } from '../../../adapters/memory/memory-outbox.adapter';
import { MemoryTariffAdjustmentStore } from '../../../adapters/memory/memory-tariff-adjustment-store.adapter';
import { MemoryUploadedDocumentStore } from '../../../adapters/memory/memory-uploaded-document-store.adapter';
import type { ApplicationStatus } from '../../../domain/application/application-status';
import type { UploadedDocumentKind } from '../../../domain/documents/uploaded-document';
import type { IdentificationState } from '../../../domain/identification/identification-state';
import type {
  IdentificationReport,
  IdentificationReportAnswer,
  InsurerGatewayPort,
} from '../../../ports/insurer-gateway.port';
import { makeIdCopyReview } from '../../../ports/use-cases/id-copy-review.use-case';
import {
  makeProcessApplicationOutbox,
  type ProcessOutboxDeps,
} from '../../../ports/use-cases/process-application-outbox.use-case';
import { sampleStoredApplication } from '../../fixtures/application/sample-application';

const AT = '2026-11-26T10:00:00.000Z';

/** The insurer's side of the identification report: answers in turn, records what it was told. */
class ReportingInsurer {
  readonly reports: IdentificationReport[] = [];
  answers: IdentificationReportAnswer[] = [];
  readonly gateway: InsurerGatewayPort = {
    handOver: async () => ({ kind: 'unavailable', error: 'not in this test' }),
    reportAdjustmentChoice: async () => ({ kind: 'received' }),
    reportPayInMore: async () => ({ kind: 'received' }),
    reportWithdrawal: async () => ({ kind: 'received' }),
    reportIdentification: async (report) => {
      this.reports.push(report);
      return this.answers.shift() ?? { kind: 'accepted' };
    },
  };
}

let applications: MemoryApplicationStore;
let outbox: MemoryOutbox;
let identifications: MemoryIdentificationStore;
let adjustments: MemoryTariffAdjustmentStore;
let uploads: MemoryUploadedDocumentStore;
let insurer: ReportingInsurer;
let clock: FixedClockAdapter;
let run: ReturnType<typeof makeProcessApplicationOutbox>;

const apply = async (reference: string, status: ApplicationStatus): Promise<void> => {
  await applications.add(
    sampleStoredApplication(reference, AT, {
      owner: { accountId: 'a-1', visitorId: 'v-1' },
      status,
    }),
    [],
  );
};
const identify = (reference: string, state: IdentificationState): Promise<void> =>
  identifications.save({ reference, state, updatedAt: AT });
const statusOf = async (reference: string): Promise<ApplicationStatus | undefined> =>
  (await applications.find(reference))?.status;
const upload = (reference: string, kind: UploadedDocumentKind): Promise<void> =>
  uploads.add({
    id: `${reference}-${kind}`,
    reference,
    kind,
    originalName: 'ausweis.png',
    contentType: 'image/png',
    sizeBytes: 10,
    uploadedAt: AT,
  });

let accounts: MemoryAccountStore;

beforeEach(async () => {
  // One history for the three stores, as the database's table is.
  const events = new MemoryApplicationEvents();
  applications = new MemoryApplicationStore(events);
  accounts = new MemoryAccountStore();
  // a-1 collects points (SPEC §6); a-2 does not.
  for (const [id, points] of [
    ['a-1', true],
    ['a-2', false],
  ] as const) {
    await accounts.create({
      id,
      email: `${id}@example.de`,
      passwordHash: 'h',
      salutation: null,
      firstName: 'Erika',
      lastName: 'Mustermann',
      phoneNumber: null,
      points,
      createdAt: AT,
    });
  }
  outbox = new MemoryOutbox();
  identifications = new MemoryIdentificationStore(outbox, events);
  adjustments = new MemoryTariffAdjustmentStore(outbox, events);
  uploads = new MemoryUploadedDocumentStore();
  insurer = new ReportingInsurer();
  clock = new FixedClockAdapter(Temporal.Instant.from('2026-11-26T12:00:00Z'));
  run = makeProcessApplicationOutbox({
    store: applications,
    gateway: insurer.gateway,
    // Not reached: these applications have no outbox entries.
    mail: {} as ProcessOutboxDeps['mail'],
    catalogue: {} as ProcessOutboxDeps['catalogue'],
    accounts,
    clock,
    outbox,
    brand: { name: 'Rentenkompass', phoneNumber: '040 1234567' },
    identifications,
    adjustments,
  });
});

describe('points at the acceptance (SPEC §6: „sobald der Versicherer Ihren Antrag angenommen hat“)', () => {
  it('credits the signed points once, when the insurer accepts, and never to a non-member or a guest', async () => {
    const owners = { 'RK-P1': 'a-1', 'RK-P2': 'a-2', 'RK-P3': null } as const;
    for (const [reference, accountId] of Object.entries(owners)) {
      await applications.add(
        sampleStoredApplication(reference, AT, {
          owner: { accountId, visitorId: 'v-1' },
          status: 'handedOver',
          idempotencyKey: reference,
        }),
        [],
      );
      expect(await applications.creditedPoints(reference)).toBeNull();
      await identify(reference, { status: 'done', type: 'videoIdent' });
    }
    await run();
    const signed = (await applications.find('RK-P1'))?.signedOffer?.details.row.points ?? 0;
    expect(signed).toBeGreaterThan(0);
    expect(await applications.creditedPoints('RK-P1')).toBe(signed);
    expect(await applications.creditedPoints('RK-P2')).toBeNull();
    expect(await applications.creditedPoints('RK-P3')).toBeNull();
    expect(await applications.pointsBalance('a-1')).toBe(signed);
    // A second report (the identification news again) credits nothing more.
    await identify('RK-P1', { status: 'done', type: 'postIdent' });
    await run();
    expect(await applications.pointsBalance('a-1')).toBe(signed);
  });
});

describe('reporting identifications to the insurer (outbox)', () => {
  it('reports a done web identification once and accepts the application', async () => {
    await apply('RK-1', 'handedOver');
    await identify('RK-1', { status: 'done', type: 'videoIdent' });
    expect(await run()).toEqual({ done: 1, retried: 0, givenUp: 0 });
    expect(insurer.reports).toEqual([
      { reference: 'RK-1', type: 'videoIdent', status: 'done', identifiedAt: AT },
    ]);
    expect(await statusOf('RK-1')).toBe('accepted');
    // The history keeps each side's step with its time, the acceptance at the report's.
    expect(await applications.history('RK-1')).toEqual([
      { kind: 'submitted', at: AT },
      { kind: 'handedOver', at: AT },
      { kind: 'identificationDone', at: AT },
      { kind: 'accepted', at: '2026-11-26T12:00:00.000Z' },
    ]);
    expect(await run()).toEqual({ done: 0, retried: 0, givenUp: 0 });
    expect(insurer.reports).toHaveLength(1);
  });

  it('does not accept while the tariff adjustment waits for the choice, then accepts after it', async () => {
    await apply('RK-1', 'handedOver');
    await adjustments.propose(
      'RK-1',
      { beitragsGarantie: { requested: 90, offered: 80 }, sustainabilityType: null },
      AT,
    );
    await identify('RK-1', { status: 'done', type: 'videoIdent' });
    expect(await run()).toEqual({ done: 0, retried: 1, givenUp: 0 });
    expect(insurer.reports).toEqual([]);
    expect(await statusOf('RK-1')).toBe('handedOver');
    await adjustments.choose('RK-1', {
      type: 'keepTariff',
      result: 'beitragsgarantieKeepTariff',
      chosenAt: '2026-11-26T12:00:00.000Z',
    });
    clock.advance({ seconds: 5 });
    // The choice is told, and the identification's report comes due again and accepts.
    expect(await run()).toEqual({ done: 2, retried: 0, givenUp: 0 });
    expect(insurer.reports).toHaveLength(1);
    expect(await statusOf('RK-1')).toBe('accepted');
  });

  it('keeps the report for a later run while the insurer is unavailable', async () => {
    await apply('RK-1', 'handedOver');
    await identify('RK-1', { status: 'done', type: 'bankIdent' });
    insurer.answers = [{ kind: 'unavailable', error: 'HTTP 503' }];
    expect(await run()).toEqual({ done: 0, retried: 1, givenUp: 0 });
    expect(await statusOf('RK-1')).toBe('handedOver');
    // The report is tried again 5 s after the insurer could not take it.
    expect(await run()).toEqual({ done: 0, retried: 0, givenUp: 0 });
    expect(insurer.reports).toHaveLength(1);
    clock.advance({ seconds: 5 });
    expect(await run()).toEqual({ done: 1, retried: 0, givenUp: 0 });
    expect(insurer.reports).toHaveLength(2);
    expect(await statusOf('RK-1')).toBe('accepted');
  });

  it('waits for the hand-over, and never tells of a declined or failed application', async () => {
    await apply('RK-S', 'stored');
    await apply('RK-D', 'declined');
    await apply('RK-F', 'failed');
    for (const reference of ['RK-S', 'RK-D', 'RK-F']) {
      await identify(reference, { status: 'done', type: 'videoIdent' });
    }
    // The stored one waits (tried again later); the declined and failed ones are done untold.
    expect(await run()).toEqual({ done: 0, retried: 1, givenUp: 0 });
    expect(insurer.reports).toEqual([]);
    expect(await statusOf('RK-D')).toBe('declined');
    expect(await statusOf('RK-F')).toBe('failed');
    expect(await outbox.pendingKeys('identificationReport')).toEqual(['RK-S']);
  });

  it('takes an ID copy through review to done and the application to accepted', async () => {
    const review = makeIdCopyReview({ uploads, identifications, clock });
    await apply('RK-1', 'handedOver');
    await identify('RK-1', { status: 'inProgress', type: 'ausweiskopie' });
    await upload('RK-1', 'ausweisVorderseite');
    expect(await review('RK-1')).toBe(false);
    expect((await identifications.find('RK-1'))?.state.status).toBe('inProgress');
    await run();
    expect(insurer.reports).toEqual([]);
    await upload('RK-1', 'ausweisRueckseite');
    expect(await review('RK-1')).toBe(true);
    expect((await identifications.find('RK-1'))?.state).toEqual({
      status: 'inReview',
      type: 'ausweiskopie',
    });
    await run();
    expect(insurer.reports.map((r) => r.status)).toEqual(['inReview']);
    expect((await identifications.find('RK-1'))?.state).toEqual({
      status: 'done',
      type: 'ausweiskopie',
    });
    expect(await statusOf('RK-1')).toBe('accepted');
    await run();
    expect(insurer.reports).toHaveLength(1);
  });

  it('declines an ID copy the insurer refuses, leaving the application handed over', async () => {
    await apply('RK-1', 'handedOver');
    await identify('RK-1', { status: 'inReview', type: 'ausweiskopie' });
    insurer.answers = [{ kind: 'declined', reason: 'unleserlich' }];
    await run();
    expect((await identifications.find('RK-1'))?.state.status).toBe('declined');
    expect(await statusOf('RK-1')).toBe('handedOver');
    expect(await outbox.pendingKeys('identificationReport')).toEqual([]);
  });

  it('moves no identification but an ID copy in progress', async () => {
    const review = makeIdCopyReview({ uploads, identifications, clock });
    await apply('RK-1', 'handedOver');
    await upload('RK-1', 'ausweisVorderseite');
    await upload('RK-1', 'ausweisRueckseite');
    expect(await review('RK-1')).toBe(false);
    await identify('RK-1', { status: 'inProgress', type: 'postIdent' });
    expect(await review('RK-1')).toBe(false);
    await identify('RK-1', { status: 'done', type: 'videoIdent' });
    expect(await review('RK-1')).toBe(false);
    expect((await identifications.find('RK-1'))?.state.status).toBe('done');
  });
});
