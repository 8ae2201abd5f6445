import { Temporal } from 'temporal-polyfill';
import { acceptApplication } from '../../domain/application/application-status';
import { insurerReportPauseS } from '../../domain/application/insurer-report-pause';
import {
  applyInsurerVerdict,
  type IdentificationState,
} from '../../domain/identification/identification-state';
import type { ApplicationStorePort } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { IdentificationStorePort } from '../identification-store.port';
import type { InsurerGatewayPort } from '../insurer-gateway.port';
import type { PayInMoreStorePort } from '../pay-in-more-store.port';
import type { TariffAdjustmentStorePort } from '../tariff-adjustment-store.port';
import { storedInstantOf } from './submit-application.use-case';

export interface ReportToInsurerDeps {
  readonly store: ApplicationStorePort;
  readonly gateway: InsurerGatewayPort;
  readonly clock: ClockPort;
  readonly adjustments?: TariffAdjustmentStorePort;
  readonly identifications?: IdentificationStorePort;
  readonly payInMore?: PayInMoreStorePort;
}

/**
 * What the outbox worker tells the insurer besides the hand-over: the customers' tariff
 * adjustment choices, the identifications done or in review, and the pay-in-more requests. None
 * may be lost, so each is sent until the insurer takes it. Answers how many were told this run.
 */
export const makeReportToInsurer = (deps: ReportToInsurerDeps) => {
  // After the insurer could not take a report, every report step rests until this instant
  // (growing with the failures in a row); the first report it takes again ends the rest. Kept in
  // memory: after a restart the insurer is asked once at once, which is harmless.
  let insurerFailuresInARow = 0;
  let reportsResumeAt: Temporal.Instant | null = null;
  const reportsResting = (): boolean =>
    reportsResumeAt !== null && Temporal.Instant.compare(deps.clock.now(), reportsResumeAt) < 0;
  /** Records the insurer's answer to a report; true when it took it. */
  const insurerTook = (answer: { readonly kind: string }): boolean => {
    if (answer.kind === 'unavailable') {
      insurerFailuresInARow += 1;
      reportsResumeAt = deps.clock
        .now()
        .add({ seconds: insurerReportPauseS(insurerFailuresInARow) });
      return false;
    }
    insurerFailuresInARow = 0;
    reportsResumeAt = null;
    return true;
  };

  /**
   * Tells the insurer the customers' tariff adjustment choices not yet told. One it cannot take
   * now stays unreported and is sent on a later run; it does not count as work done, and the
   * report steps rest (`insurerReportPauseS`) instead of asking a down insurer on every run.
   */
  const reportAdjustmentChoices = async (limit: number): Promise<number> => {
    if (deps.adjustments === undefined) return 0;
    let reported = 0;
    for (const adjustment of await deps.adjustments.unreported(limit)) {
      if (reportsResting()) break;
      if (adjustment.choice === null) continue;
      const answer = await deps.gateway.reportAdjustmentChoice({
        reference: adjustment.reference,
        type: adjustment.choice.type,
        result: adjustment.choice.result,
        chosenAt: adjustment.choice.chosenAt,
      });
      if (!insurerTook(answer)) break;
      await deps.adjustments.markReported(adjustment.reference, storedInstantOf(deps.clock.now()));
      reported += 1;
    }
    return reported;
  };

  /**
   * Tells the insurer the identifications done or in review (GwG § 10 ff.) it was not told of;
   * its acceptance accepts the application (and an ID copy in review becomes done). One the
   * insurer cannot take now stays for a later run, like a tariff adjustment choice; one of an
   * application not yet handed over waits for the hand-over, and one of a declined or failed
   * application is not told (there is nothing to accept).
   */
  const reportIdentifications = async (limit: number): Promise<number> => {
    if (deps.identifications === undefined) return 0;
    let reported = 0;
    for (const identification of await deps.identifications.unreported(limit)) {
      if (reportsResting()) break;
      const { reference, state } = identification;
      const application = await deps.store.find(reference);
      if (application === null || application.status === 'stored') continue;
      const at = storedInstantOf(deps.clock.now());
      if (state.status !== 'done' && state.status !== 'inReview') continue;
      if (acceptApplication(application.status).ok) {
        const answer = await deps.gateway.reportIdentification({
          reference,
          type: state.type,
          status: state.status,
          identifiedAt: identification.updatedAt,
        });
        if (!insurerTook(answer)) break;
        const verdict = answer.kind === 'accepted' ? 'accepted' : 'declined';
        const next: IdentificationState = applyInsurerVerdict(state, verdict);
        // The new state first: saving makes it unreported, and the mark below reports it.
        if (next !== state)
          await deps.identifications.save({ reference, state: next, updatedAt: at });
        if (verdict === 'accepted') await deps.store.accept(reference, at);
        reported += 1;
      }
      await deps.identifications.markReported(reference, at);
    }
    return reported;
  };

  /**
   * Tells the insurer the customers' pay-in-more requests not yet told, as
   * `reportAdjustmentChoices` does: one the insurer cannot take now waits for a later run and
   * does not count as work done.
   */
  const reportPayInMoreRequests = async (limit: number): Promise<number> => {
    if (deps.payInMore === undefined) return 0;
    let reported = 0;
    for (const request of await deps.payInMore.unreported(limit)) {
      if (reportsResting()) break;
      const answer = await deps.gateway.reportPayInMore({
        reference: request.reference,
        requestId: request.id,
        oneTimeCents: request.oneTimeCents,
        monthlyIncreaseCents: request.monthlyIncreaseCents,
        requestedAt: request.requestedAt,
      });
      if (!insurerTook(answer)) break;
      await deps.payInMore.markReported(request.id, storedInstantOf(deps.clock.now()));
      reported += 1;
    }
    return reported;
  };

  return async (limit: number): Promise<number> =>
    (await reportAdjustmentChoices(limit)) +
    (await reportIdentifications(limit)) +
    (await reportPayInMoreRequests(limit));
};
