import { attemptCutoffsAt, retentionCutoffsAt } from '../../domain/privacy/retention';
import type { AttemptCounterPort } from '../attempt-counter.port';
import type { ClockPort } from '../clock.port';
import type { LoginCodeStorePort } from '../login-code-store.port';
import type { LoginSessionStorePort } from '../login-session-store.port';

export interface SweptLoginData {
  readonly sessions: number;
  readonly codes: number;
  /** Attempts of the brute-force counters past their scope's window. */
  readonly attempts: number;
}

/**
 * Deletes the sessions nobody can present any more, the void login codes and the attempts whose
 * window is over, in every scope (domain/privacy/retention.ts), so the tables do not grow with
 * every login — also when no new attempt of a scope comes to clear its old ones.
 */
export const makeSweepExpiredLoginData =
  (deps: {
    readonly sessions: LoginSessionStorePort;
    readonly codes: LoginCodeStorePort;
    readonly attempts: AttemptCounterPort;
    readonly clock: ClockPort;
  }) =>
  async (): Promise<SweptLoginData> => {
    const now = deps.clock.now();
    const cutoffs = retentionCutoffsAt(now);
    const sessions = await deps.sessions.deleteLastSeenBefore(
      cutoffs.sessionsLastSeenBefore.toString(),
    );
    const codes = await deps.codes.deleteExpiredBefore(cutoffs.codesExpiredBefore.toString());
    let attempts = 0;
    for (const { scope, untilMs } of attemptCutoffsAt(now)) {
      attempts += await deps.attempts.forgetUntil(scope, untilMs);
    }
    return { sessions, codes, attempts };
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type SweepExpiredLoginData = ReturnType<typeof makeSweepExpiredLoginData>;
export const SweepExpiredLoginData = Symbol.for('SweepExpiredLoginData');
