import type { OutboxKind } from '../../domain/outbox/outbox-kind';
import { mayRetry, RETRY_POLICIES, retryDelayS } from '../../domain/outbox/retry-policy';
import type { ClockPort } from '../clock.port';
import type { OutboxItem, OutboxPort } from '../outbox.port';
import { storedInstantOf } from './submit-application.use-case';

/** What became of one attempt at an outbox entry. */
export type OutboxAttempt =
  /** Told or sent. */
  | { readonly kind: 'done' }
  /** Nothing (more) to do: the entry is done without sending, the reason kept. */
  | { readonly kind: 'skipped'; readonly why: string }
  /** Not now (a server down, a precondition not yet met): tried again by the kind's policy. */
  | { readonly kind: 'failed'; readonly why: string };

export const DONE: OutboxAttempt = { kind: 'done' };

/** What one run over the outbox did, for the log (never personal data). */
export interface OutboxWork {
  readonly done: number;
  readonly retried: number;
  readonly givenUp: number;
}

/**
 * Claims up to `limit` due entries of `kinds` and attempts each: done and skipped entries are
 * finished, failed ones tried again after their kind's delay (domain/outbox/retry-policy.ts) or
 * given up after its last attempt. An attempt that throws counts as failed.
 */
export const workOffOutbox = async (
  deps: { readonly outbox: OutboxPort; readonly clock: ClockPort },
  kinds: readonly OutboxKind[],
  limit: number,
  attempt: (item: OutboxItem) => Promise<OutboxAttempt>,
): Promise<OutboxWork> => {
  const work = { done: 0, retried: 0, givenUp: 0 };
  const claimed = await deps.outbox.claimDue(kinds, storedInstantOf(deps.clock.now()), limit);
  for (const item of claimed) {
    let result: OutboxAttempt;
    try {
      result = await attempt(item);
    } catch (e) {
      result = { kind: 'failed', why: e instanceof Error ? e.message : String(e) };
    }
    if (result.kind === 'done') {
      await deps.outbox.finish(item, null);
      work.done += 1;
    } else if (result.kind === 'skipped') {
      await deps.outbox.finish(item, result.why);
    } else if (mayRetry(RETRY_POLICIES[item.kind], item.attempts + 1)) {
      const delay = retryDelayS(RETRY_POLICIES[item.kind], item.attempts + 1);
      const next = deps.clock.now().add({ seconds: delay });
      await deps.outbox.retry(item, storedInstantOf(next), result.why);
      work.retried += 1;
    } else {
      await deps.outbox.finish(item, result.why);
      work.givenUp += 1;
    }
  }
  return work;
};
