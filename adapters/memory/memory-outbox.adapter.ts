import type { OutboxKind } from '../../domain/outbox/outbox-kind';
import type { OutboxBacklog } from '../../ports/metrics.port';
import type { OutboxItem, OutboxPort } from '../../ports/outbox.port';

interface Entry {
  readonly id: number;
  readonly kind: OutboxKind;
  readonly key: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  done: boolean;
}

/**
 * The one outbox in a list (tests). The memory stores that write entries in production (in the
 * same transaction as their record) write them here: give the stores and the worker one instance.
 */
export class MemoryOutbox implements OutboxPort {
  private readonly entries: Entry[] = [];

  /** As adapters/storage/sql/outbox-entries.ts `enqueueOutbox` (the stores' side, synchronous). */
  add(
    entry: { readonly kind: OutboxKind; readonly key: string; readonly dueAt: string },
    reopen = false,
  ): void {
    const found = this.find(entry.kind, entry.key);
    if (found === undefined) {
      this.entries.push({
        id: this.entries.length + 1,
        kind: entry.kind,
        key: entry.key,
        attempts: 0,
        nextAttemptAt: entry.dueAt,
        lastError: null,
        done: false,
      });
    } else if (reopen) {
      Object.assign(found, {
        attempts: 0,
        nextAttemptAt: entry.dueAt,
        lastError: null,
        done: false,
      });
    }
  }

  /** As adapters/storage/sql/outbox-entries.ts `closeOutbox`. */
  close(kind: OutboxKind, key: string): void {
    const found = this.find(kind, key);
    if (found !== undefined) Object.assign(found, { done: true, lastError: null });
  }

  async enqueue(
    entry: { readonly kind: OutboxKind; readonly key: string; readonly dueAt: string },
    reopen = false,
  ): Promise<void> {
    this.add(entry, reopen);
  }

  async claimDue(
    kinds: readonly OutboxKind[],
    now: string,
    limit: number,
  ): Promise<readonly OutboxItem[]> {
    return this.entries
      .filter(
        (e) => !e.done && kinds.includes(e.kind) && Date.parse(e.nextAttemptAt) <= Date.parse(now),
      )
      .sort((a, b) => Date.parse(a.nextAttemptAt) - Date.parse(b.nextAttemptAt) || a.id - b.id)
      .slice(0, limit)
      .map((e) => ({
        id: e.id,
        kind: e.kind,
        key: e.key,
        attempts: e.attempts,
        dueAt: e.nextAttemptAt,
      }));
  }

  async retry(item: OutboxItem, nextAttemptAt: string, error: string): Promise<void> {
    const found = this.entries.find((e) => e.id === item.id && !e.done);
    if (found !== undefined)
      Object.assign(found, { attempts: item.attempts + 1, nextAttemptAt, lastError: error });
  }

  async finish(item: OutboxItem, error: string | null): Promise<void> {
    const found = this.entries.find((e) => e.id === item.id);
    if (found !== undefined)
      Object.assign(found, { attempts: item.attempts + 1, lastError: error, done: true });
  }

  async pendingKeys(kind: OutboxKind): Promise<readonly string[]> {
    return this.entries
      .filter((e) => e.kind === kind && !e.done)
      .sort((a, b) => Date.parse(a.nextAttemptAt) - Date.parse(b.nextAttemptAt) || a.id - b.id)
      .map((e) => e.key);
  }

  async backlog(): Promise<readonly OutboxBacklog[]> {
    const byKind = new Map<OutboxKind, OutboxBacklog>();
    for (const e of this.entries) {
      if (e.done) continue;
      const seen = byKind.get(e.kind);
      const older =
        seen === undefined || Date.parse(e.nextAttemptAt) < Date.parse(seen.oldestDueAt);
      byKind.set(e.kind, {
        kind: e.kind,
        pending: (seen?.pending ?? 0) + 1,
        oldestDueAt: older ? e.nextAttemptAt : (seen?.oldestDueAt ?? e.nextAttemptAt),
      });
    }
    return [...byKind.values()];
  }

  private find(kind: OutboxKind, key: string): Entry | undefined {
    return this.entries.find((e) => e.kind === kind && e.key === key);
  }
}
