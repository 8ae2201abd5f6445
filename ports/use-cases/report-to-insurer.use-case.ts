import { applyLifecycleEvent, lifecycleOf } from '../../domain/application/application-lifecycle';
import {
  applyInsurerVerdict,
  type IdentificationState,
} from '../../domain/identification/identification-state';
import type { OutboxKind } from '../../domain/outbox/outbox-kind';
import type { AccountStorePort } from '../account-store.port';
import type {
  ApplicationStorePort,
  PointsCredit,
  StoredApplication,
} from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { IdentificationStorePort } from '../identification-store.port';
import type { InsurerGatewayPort } from '../insurer-gateway.port';
import type { OutboxPort } from '../outbox.port';
import type { PayInMoreStorePort } from '../pay-in-more-store.port';
import type { TariffAdjustmentStorePort } from '../tariff-adjustment-store.port';
import { storedInstantOf } from './submit-application.use-case';
import { DONE, type OutboxAttempt, type OutboxWork, workOffOutbox } from './work-off-outbox';

export interface ReportToInsurerDeps {
  readonly store: ApplicationStorePort;
  readonly gateway: InsurerGatewayPort;
  readonly clock: ClockPort;
  /** The one outbox: the stores below write the report entries, this use case works them off. */
  readonly outbox: OutboxPort;
  readonly adjustments?: TariffAdjustmentStorePort;
  readonly identifications?: IdentificationStorePort;
  readonly payInMore?: PayInMoreStorePort;
  /** Whose account collects points (SPEC §6): credited when the insurer accepts. */
  readonly accounts: AccountStorePort;
}

const later = (why: string): OutboxAttempt => ({ kind: 'failed', why });
const nothing = (why: string): OutboxAttempt => ({ kind: 'skipped', why });

/**
 * What the outbox worker tells the insurer besides the hand-over: the customers' tariff
 * adjustment choices, the identifications done or in review, the pay-in-more requests and the
 * withdrawals. Each
 * is an entry of the one outbox, written by its store with the record; none may be lost, so an
 * entry the insurer cannot take now is retried by its kind's policy (5 s doubling to at most
 * 15 minutes, never given up: domain/outbox/retry-policy.ts), each entry on its own.
 */
export const makeReportToInsurer = (deps: ReportToInsurerDeps) => {
  const { gateway } = deps;
  const now = (): string => storedInstantOf(deps.clock.now());

  const reportAdjustmentChoice = async (
    adjustments: TariffAdjustmentStorePort,
    reference: string,
  ): Promise<OutboxAttempt> => {
    const adjustment = await adjustments.find(reference);
    if (adjustment?.choice == null) return nothing('no choice');
    if (adjustment.reportedAt !== null) return nothing('reported before');
    const answer = await gateway.reportAdjustmentChoice({
      reference,
      type: adjustment.choice.type,
      result: adjustment.choice.result,
      chosenAt: adjustment.choice.chosenAt,
    });
    if (answer.kind === 'unavailable') return later(answer.error);
    await adjustments.markReported(reference, now());
    return DONE;
  };

  /**
   * An identification done or in review (GwG § 10 ff.): the insurer's acceptance accepts the
   * application (and an ID copy in review becomes done). One of an application not yet handed
   * over waits for the hand-over; one of a declined or failed application is not told (there is
   * nothing to accept).
   */
  /** The signed points of a points member's application; null for a guest or a non-member. */
  const pointsFor = async (application: StoredApplication): Promise<PointsCredit | null> => {
    const { accountId } = application.owner;
    const points = application.signedOffer?.details.row.points ?? 0;
    if (accountId === null || points <= 0) return null;
    const account = await deps.accounts.findById(accountId);
    return account?.points === true ? { accountId: account.id, points } : null;
  };

  const reportIdentification = async (
    identifications: IdentificationStorePort,
    reference: string,
  ): Promise<OutboxAttempt> => {
    const identification = await identifications.find(reference);
    const application = await deps.store.find(reference);
    if (identification === null || application === null) {
      return nothing('no identification');
    }
    const { state } = identification;
    if (state.status !== 'done' && state.status !== 'inReview') {
      return nothing('nothing to report');
    }
    if (application.status === 'stored') return later('waiting for the hand-over');
    // The one rule book: the events kept so far say whether the insurer may accept now.
    const lifecycle = lifecycleOf(await deps.store.history(reference));
    const acceptance = applyLifecycleEvent(lifecycle, 'accepted');
    // Told once the customer chose (the entry is tried again, at most 15 minutes apart).
    if (!acceptance.ok && acceptance.error.kind === 'application/adjustment-open') {
      return later('waiting for the tariff adjustment choice');
    }
    if (!acceptance.ok) {
      await identifications.markReported(reference, now());
      return nothing(`application ${application.status}`);
    }
    const answer = await gateway.reportIdentification({
      reference,
      type: state.type,
      status: state.status,
      identifiedAt: identification.updatedAt,
    });
    if (answer.kind === 'unavailable') return later(answer.error);
    const at = now();
    const verdict = answer.kind === 'accepted' ? 'accepted' : 'declined';
    const next: IdentificationState = applyInsurerVerdict(state, verdict);
    // The new state first: saving makes it news again, and the mark below reports it.
    if (next !== state) await identifications.save({ reference, state: next, updatedAt: at });
    if (verdict === 'accepted') {
      await deps.store.accept(reference, at, await pointsFor(application));
    }
    await identifications.markReported(reference, at);
    return DONE;
  };

  const reportPayInMore = async (
    payInMore: PayInMoreStorePort,
    id: string,
  ): Promise<OutboxAttempt> => {
    const request = await payInMore.findById(id);
    if (request === null) return nothing('no request');
    if (request.reportedAt !== null) return nothing('reported before');
    const answer = await gateway.reportPayInMore({
      reference: request.reference,
      requestId: request.id,
      oneTimeCents: request.oneTimeCents,
      monthlyIncreaseCents: request.monthlyIncreaseCents,
      requestedAt: request.requestedAt,
    });
    if (answer.kind === 'unavailable') return later(answer.error);
    await payInMore.markReported(id, now());
    return DONE;
  };

  /**
   * A withdrawal (§ 152 VVG) of an application the insurer has; the insurer's answer is its
   * confirmation, kept as the `withdrawalConfirmed` event.
   */
  const reportWithdrawal = async (reference: string): Promise<OutboxAttempt> => {
    const application = await deps.store.find(reference);
    if (application?.status !== 'withdrawn') return nothing('not withdrawn');
    const events = await deps.store.history(reference);
    if (lifecycleOf(events).withdrawalConfirmed) return nothing('confirmed before');
    const withdrawnAt = events.find((event) => event.kind === 'withdrawn')?.at;
    const answer = await gateway.reportWithdrawal({
      reference,
      withdrawnAt: withdrawnAt ?? application.updatedAt,
    });
    if (answer.kind === 'unavailable') return later(answer.error);
    await deps.store.confirmWithdrawal(reference, now());
    return DONE;
  };

  /** The report of each kind whose store this server has. */
  const reporters: Partial<Record<OutboxKind, (key: string) => Promise<OutboxAttempt>>> = {
    withdrawalReport: reportWithdrawal,
    ...(deps.adjustments === undefined
      ? {}
      : {
          adjustmentChoiceReport: (key: string) =>
            reportAdjustmentChoice(deps.adjustments as TariffAdjustmentStorePort, key),
        }),
    ...(deps.identifications === undefined
      ? {}
      : {
          identificationReport: (key: string) =>
            reportIdentification(deps.identifications as IdentificationStorePort, key),
        }),
    ...(deps.payInMore === undefined
      ? {}
      : {
          payInMoreReport: (key: string) =>
            reportPayInMore(deps.payInMore as PayInMoreStorePort, key),
        }),
  };
  const kinds = Object.keys(reporters) as OutboxKind[];

  /** Works off up to `limit` due report entries. */
  return (limit: number): Promise<OutboxWork> =>
    workOffOutbox(deps, kinds, limit, async (item) => {
      const report = reporters[item.kind];
      return report === undefined ? nothing('no reporter') : report(item.key);
    });
};
