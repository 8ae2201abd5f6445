import { retentionCutoffsAt } from '../../domain/privacy/retention';
import type { ClockPort } from '../clock.port';
import type { LoginCodeStorePort } from '../login-code-store.port';
import type { LoginSessionStorePort } from '../login-session-store.port';

export interface SweptLoginData {
  readonly sessions: number;
  readonly codes: number;
}

/**
 * Deletes the sessions nobody can present any more and the void login codes
 * (domain/privacy/retention.ts), so the tables do not grow with every login.
 */
export const makeSweepExpiredLoginData =
  (deps: {
    readonly sessions: LoginSessionStorePort;
    readonly codes: LoginCodeStorePort;
    readonly clock: ClockPort;
  }) =>
  async (): Promise<SweptLoginData> => {
    const cutoffs = retentionCutoffsAt(deps.clock.now());
    const sessions = await deps.sessions.deleteLastSeenBefore(
      cutoffs.sessionsLastSeenBefore.toString(),
    );
    const codes = await deps.codes.deleteExpiredBefore(cutoffs.codesExpiredBefore.toString());
    return { sessions, codes };
  };

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type SweepExpiredLoginData = ReturnType<typeof makeSweepExpiredLoginData>;
export const SweepExpiredLoginData = Symbol.for('SweepExpiredLoginData');
