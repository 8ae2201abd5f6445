import type { OutboxKind } from '../domain/outbox/outbox-kind';
import type { OutboxBacklog } from './metrics.port';

/** One due entry of the one outbox (domain/outbox/outbox-kind.ts), as the worker claimed it. */
export interface OutboxItem {
  readonly id: number;
  readonly kind: OutboxKind;
  /** What the entry is about: a reference, a request's or an appointment's id. */
  readonly key: string;
  /** Failed attempts so far. */
  readonly attempts: number;
  /** ISO instant the entry was due at. */
  readonly dueAt: string;
}

/**
 * The one outbox of everything told later, as the worker sees it. Entries are written by the
 * stores, in the same transaction as what they are about (a pay-in-more request, a chosen tariff
 * adjustment, an identification to report, a booked appointment), so nothing is stored without
 * its entry; the applications' own entries (hand-over, confirmation mail) are finished by the
 * application store, which changes the application in the same transaction.
 */
export interface OutboxPort {
  /**
   * Puts an entry in, due at `dueAt`, for what has no record of its own to be written with (a
   * text message asked for). One of the same kind and key already there stays as it is, unless
   * `reopen`: then it is due again from the start (a text message asked for once more).
   */
  enqueue(
    entry: { readonly kind: OutboxKind; readonly key: string; readonly dueAt: string },
    reopen?: boolean,
  ): Promise<void>;
  /**
   * Up to `limit` entries of these kinds due at `now`, oldest first. On PostgreSQL they are
   * claimed (`FOR UPDATE SKIP LOCKED`, then leased), so two servers never work on one entry.
   */
  claimDue(
    kinds: readonly OutboxKind[],
    now: string,
    limit: number,
  ): Promise<readonly OutboxItem[]>;
  /** The attempt failed: the entry is due again at `nextAttemptAt`, with the error kept. */
  retry(item: OutboxItem, nextAttemptAt: string, error: string): Promise<void>;
  /** The entry is done: sent, or given up with `error`. */
  finish(item: OutboxItem, error: string | null): Promise<void>;
  /** Entries of a kind not yet done, by key (support and tests). */
  pendingKeys(kind: OutboxKind): Promise<readonly string[]>;
  /** Per kind with entries not yet done: how many, and when the oldest is due (GET /metrics). */
  backlog(): Promise<readonly OutboxBacklog[]>;
}
export const OutboxPort = Symbol.for('OutboxPort');
