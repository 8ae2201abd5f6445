import { RETRY_POLICIES, retryDelayS } from '../outbox/retry-policy';

// Reports to the insurer (tariff adjustment choices, identifications, pay-in-more requests) are
// retried without end, since none of them may be lost; after the insurer could not take one, the
// reports rest with the reports' retry policy (5 s, 10 s, 20 s … capped at 15 minutes,
// domain/outbox/retry-policy.ts), so a down insurer is not asked on every run of the outbox worker.
export const INSURER_REPORT_MAX_PAUSE_S = RETRY_POLICIES.payInMoreReport.maxDelayS;

/** Seconds the reports rest after `failuresInARow` answers of an unavailable insurer (1 = first). */
export const insurerReportPauseS = (failuresInARow: number): number =>
  retryDelayS(RETRY_POLICIES.payInMoreReport, failuresInARow);
