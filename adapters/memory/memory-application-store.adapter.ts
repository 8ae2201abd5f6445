import { Temporal } from 'temporal-polyfill';
import {
  type LifecycleEvent,
  STATUS_EVENTS,
  STATUS_PATHS,
} from '../../domain/application/application-lifecycle';
import { isWithdrawableStatus } from '../../domain/application/application-status';
import type { SignedOffer } from '../../domain/application/signed-offer';
import type {
  AddedApplication,
  ApplicationListFilter,
  ApplicationStorePort,
  OutboxEntry,
  OutboxOutcome,
  OutboxTask,
  PointsCredit,
  StoredApplication,
  StoredDocument,
} from '../../ports/application-store.port';
import { MemoryApplicationEvents } from './memory-application-events';
import { MemoryOutbox } from './memory-outbox.adapter';

interface MemoryEntry extends OutboxEntry {
  readonly done: boolean;
}

const ownerKey = (application: StoredApplication): string =>
  application.owner.accountId === null
    ? `v:${application.owner.visitorId}`
    : `a:${application.owner.accountId}`;

/** Applications, outbox, documents and points credits in maps (tests). */
export class MemoryApplicationStore implements ApplicationStorePort {
  private readonly applications = new Map<string, StoredApplication>();
  private readonly byKey = new Map<string, string>();
  private readonly entries: MemoryEntry[] = [];
  private readonly files = new Map<string, StoredDocument[]>();
  private readonly points = new Map<string, number>();
  /** Which account each credit went to. */
  private readonly pointsAccounts = new Map<string, string>();
  private nextId = 1;

  constructor(
    private readonly events: MemoryApplicationEvents = new MemoryApplicationEvents(),
    /** The one outbox of the report kinds (a withdrawal's report is written here). */
    readonly outbox: MemoryOutbox = new MemoryOutbox(),
  ) {}

  async add(
    application: StoredApplication,
    tasks: readonly OutboxTask[],
  ): Promise<AddedApplication> {
    const key = `${ownerKey(application)}\n${application.idempotencyKey}`;
    const first = this.byKey.get(key);
    if (first !== undefined) {
      return { created: false, application: this.applications.get(first) as StoredApplication };
    }
    if (this.applications.has(application.reference)) throw new Error('reference taken');
    this.applications.set(application.reference, application);
    this.byKey.set(key, application.reference);
    for (const kind of STATUS_PATHS[application.status]) {
      this.events.append(application.reference, kind, application.submittedAt);
    }
    for (const task of tasks) {
      this.entries.push({
        id: this.nextId++,
        reference: application.reference,
        task,
        attempts: 0,
        nextAttemptAt: application.submittedAt,
        lastError: null,
        done: false,
      });
    }
    return { created: true, application };
  }

  async find(reference: string): Promise<StoredApplication | null> {
    return this.applications.get(reference) ?? null;
  }

  async list(filter: ApplicationListFilter): Promise<readonly StoredApplication[]> {
    return [...this.applications.values()]
      .filter((a) => filter.status === null || a.status === filter.status)
      .filter((a) => filter.since === null || a.submittedAt >= filter.since)
      .sort(
        (a, b) =>
          b.submittedAt.localeCompare(a.submittedAt) || a.reference.localeCompare(b.reference),
      )
      .slice(0, filter.limit);
  }

  async listForAccount(accountId: string, limit: number): Promise<readonly StoredApplication[]> {
    return [...this.applications.values()]
      .filter((a) => a.owner.accountId === accountId)
      .sort(
        (a, b) =>
          b.submittedAt.localeCompare(a.submittedAt) || a.reference.localeCompare(b.reference),
      )
      .slice(0, limit);
  }

  async pointsBalance(accountId: string): Promise<number> {
    let total = 0;
    for (const [reference, points] of this.points) {
      if (this.pointsAccounts.get(reference) === accountId) total += points;
    }
    return total;
  }

  async dueEntries(now: string, limit: number): Promise<readonly OutboxEntry[]> {
    return this.entries
      .filter((e) => !e.done && e.nextAttemptAt <= now)
      .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id - b.id)
      .slice(0, limit)
      .map(({ done: _done, ...entry }) => entry);
  }

  async finishAttempt(entry: OutboxEntry, outcome: OutboxOutcome, now: string): Promise<void> {
    const index = this.entries.findIndex((e) => e.id === entry.id);
    const kept = this.entries[index];
    if (kept === undefined) return;
    const attempts = entry.attempts + 1;
    if (outcome.kind === 'retry') {
      this.entries[index] = {
        ...kept,
        attempts,
        nextAttemptAt: outcome.nextAttemptAt,
        lastError: outcome.error,
      };
      return;
    }
    this.entries[index] = {
      ...kept,
      attempts,
      nextAttemptAt: now,
      lastError: outcome.kind === 'givenUp' ? outcome.error : null,
      done: true,
    };
    const application = this.applications.get(entry.reference);
    if (application?.status === 'withdrawn') {
      // Withdrawn while the hand-over was under way: the insurer has it and must be told.
      if (outcome.status === 'handedOver') {
        this.outbox.add({ kind: 'withdrawalReport', key: entry.reference, dueAt: now });
      }
      return;
    }
    if (outcome.status !== undefined && application !== undefined) {
      this.applications.set(entry.reference, {
        ...application,
        status: outcome.status,
        updatedAt: now,
      });
      this.events.append(entry.reference, STATUS_EVENTS[outcome.status], now);
    }
  }

  async accept(reference: string, at: string, points: PointsCredit | null): Promise<boolean> {
    const application = this.applications.get(reference);
    if (application?.status === 'handedOver') {
      this.applications.set(reference, { ...application, status: 'accepted', updatedAt: at });
      this.events.append(reference, 'accepted', at);
      if (points !== null && !this.points.has(reference)) {
        this.points.set(reference, points.points);
        this.pointsAccounts.set(reference, points.accountId);
      }
      return true;
    }
    return application?.status === 'accepted';
  }

  async retry(reference: string, at: string): Promise<boolean> {
    const application = this.applications.get(reference);
    if (application?.status !== 'failed') return false;
    this.applications.set(reference, { ...application, status: 'stored', updatedAt: at });
    this.events.append(reference, 'retried', at);
    const index = this.entries.findIndex((e) => e.reference === reference && e.task === 'handOver');
    const entry = this.entries[index];
    const fresh = { attempts: 0, nextAttemptAt: at, lastError: null, done: false };
    if (entry !== undefined) this.entries[index] = { ...entry, ...fresh };
    else this.entries.push({ id: this.nextId++, reference, task: 'handOver', ...fresh });
    return true;
  }

  async withdraw(reference: string, at: string): Promise<boolean> {
    const application = this.applications.get(reference);
    if (application === undefined || !isWithdrawableStatus(application.status)) return false;
    this.applications.set(reference, { ...application, status: 'withdrawn', updatedAt: at });
    this.events.append(reference, 'withdrawn', at);
    if (application.status === 'stored') {
      const index = this.entries.findIndex(
        (e) => e.reference === reference && e.task === 'handOver' && !e.done,
      );
      const entry = this.entries[index];
      if (entry !== undefined)
        this.entries[index] = { ...entry, done: true, lastError: 'withdrawn' };
    } else {
      this.outbox.add({ kind: 'withdrawalReport', key: reference, dueAt: at });
    }
    if (!this.entries.some((e) => e.reference === reference && e.task === 'withdrawalMail')) {
      this.entries.push({
        id: this.nextId++,
        reference,
        task: 'withdrawalMail',
        attempts: 0,
        nextAttemptAt: at,
        lastError: null,
        done: false,
      });
    }
    return true;
  }

  async adoptIntoAccount(
    reference: string,
    visitorId: string,
    accountId: string,
  ): Promise<boolean> {
    const application = this.applications.get(reference);
    if (
      application === undefined ||
      application.owner.accountId !== null ||
      application.owner.visitorId !== visitorId
    ) {
      return false;
    }
    this.applications.set(reference, { ...application, owner: { accountId, visitorId } });
    return true;
  }

  async confirmWithdrawal(reference: string, at: string): Promise<void> {
    if (this.applications.get(reference)?.status !== 'withdrawn') return;
    const events = this.events.history(reference);
    if (events.some((event) => event.kind === 'withdrawalConfirmed')) return;
    this.events.append(reference, 'withdrawalConfirmed', at);
  }

  async history(reference: string): Promise<readonly LifecycleEvent[]> {
    return this.events.history(reference);
  }

  async creditedPoints(reference: string): Promise<number | null> {
    return this.points.get(reference) ?? null;
  }

  async withoutSignedOffer(limit: number): Promise<readonly StoredApplication[]> {
    return [...this.applications.values()]
      .filter((application) => application.signedOffer === null)
      .sort(
        (a, b) =>
          Temporal.Instant.compare(a.submittedAt, b.submittedAt) ||
          a.reference.localeCompare(b.reference),
      )
      .slice(0, limit);
  }

  async keepSignedOffer(reference: string, offer: SignedOffer): Promise<void> {
    const application = this.applications.get(reference);
    if (application === undefined || application.signedOffer !== null) return;
    this.applications.set(reference, { ...application, signedOffer: offer });
  }

  async saveDocuments(reference: string, documents: readonly StoredDocument[]): Promise<void> {
    const kept = this.files.get(reference) ?? [];
    for (const document of documents) {
      if (!kept.some((k) => k.id === document.id)) kept.push(document);
    }
    this.files.set(reference, kept);
  }

  async documents(reference: string): Promise<readonly StoredDocument[]> {
    return this.files.get(reference) ?? [];
  }
}
