import type { Kysely, Transaction } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { OutboxKind } from '../../../domain/outbox/outbox-kind';
import type { Database } from './database-schema';

type Writer = Kysely<Database> | Transaction<Database>;

/**
 * An instant as the outbox keeps it: ISO with exactly three fractional digits, so that the due
 * times of all entries sort as text the way they sort as instants (SQLite compares the text and
 * uses its index; '…:00Z' would sort after '…:00.000Z').
 */
export const outboxInstant = (instant: string): string =>
  isStoredForm(instant)
    ? instant
    : Temporal.Instant.from(instant).toString({ fractionalSecondDigits: 3 });

/**
 * Whether the text is already in that form (what storedInstantOf writes), checked by the
 * engine's own ISO parser and formatter: the polyfill's parse and format of every due time the
 * worker looked for was a twentieth of a submission's CPU all-in (issue 31, finding 4). A text
 * of another form, or no instant at all, goes to Temporal (which normalises it, or throws).
 */
const isStoredForm = (instant: string): boolean => {
  if (instant.length !== 24) return false;
  const date = new Date(instant);
  return !Number.isNaN(date.getTime()) && date.toISOString() === instant;
};

/**
 * Puts an entry into the one outbox, due at `dueAt`, inside the caller's transaction. An entry
 * of the same kind and key already there stays as it is, unless `reopen`: then it is due again
 * from the start (attempts 0), as when an identification changed and is news again.
 */
export const enqueueOutbox = async (
  db: Writer,
  entry: { readonly kind: OutboxKind; readonly key: string; readonly dueAt: string },
  reopen = false,
): Promise<void> => {
  const reset = {
    attempts: 0,
    next_attempt_at: outboxInstant(entry.dueAt),
    last_error: null,
    done: 0,
  };
  await db
    .insertInto('outbox')
    .values({ kind: entry.kind, key: entry.key, ...reset })
    .onConflict((c) =>
      reopen
        ? c.columns(['kind', 'key']).doUpdateSet(reset)
        : c.columns(['kind', 'key']).doNothing(),
    )
    .execute();
};

/** Marks the entry of this kind and key done (it was told), inside the caller's transaction. */
export const closeOutbox = async (
  db: Writer,
  entry: { readonly kind: OutboxKind; readonly key: string },
): Promise<void> => {
  await db
    .updateTable('outbox')
    .set({ done: 1, last_error: null })
    .where('kind', '=', entry.kind)
    .where('key', '=', entry.key)
    .execute();
};
