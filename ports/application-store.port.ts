import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../domain/application/application-form';
import type { LifecycleEvent } from '../domain/application/application-lifecycle';
import type { ApplicationStatus } from '../domain/application/application-status';
import type { SignedOffer } from '../domain/application/signed-offer';
import type {
  ApplicationConsents,
  ApplicationOwner,
} from './use-cases/submit-application.use-case';

/** A submitted application as it is kept. */
export interface StoredApplication {
  readonly reference: string;
  readonly owner: ApplicationOwner;
  readonly status: ApplicationStatus;
  readonly form: ApplicationForm;
  readonly choice: ApplicationTariffChoice;
  readonly consents: ApplicationConsents;
  readonly idempotencyKey: string;
  /** ISO instant the application was stored. */
  readonly submittedAt: string;
  /** ISO instant of the last status change. */
  readonly updatedAt: string;
  /**
   * What the customer signed, kept whole at submission (domain/application/signed-offer.ts).
   * Null only for an application stored before snapshots (migration 0019) whose tariff had left
   * the catalogue by the first start after it (`keepSignedOffer` fills the others once).
   */
  readonly signedOffer: SignedOffer | null;
}

/**
 * The application store's own outbox entries, each done exactly once when it succeeds: the
 * hand-over and the confirmation mail (written with the application), the withdrawal's mail
 * (written with the withdrawal).
 */
export const OUTBOX_TASKS = ['handOver', 'confirmationMail', 'withdrawalMail'] as const;
export type OutboxTask = (typeof OUTBOX_TASKS)[number];
/** What the outbox does after the application is stored. */
export const SUBMISSION_TASKS: readonly OutboxTask[] = ['handOver', 'confirmationMail'];

export interface OutboxEntry {
  readonly id: number;
  readonly reference: string;
  readonly task: OutboxTask;
  /** Attempts made so far. */
  readonly attempts: number;
  /** ISO instant it is due. */
  readonly nextAttemptAt: string;
  readonly lastError: string | null;
}

/** How an attempt ended: done (with the application's new status), again later, or given up. */
export type OutboxOutcome =
  | { readonly kind: 'done'; readonly status?: ApplicationStatus }
  | { readonly kind: 'retry'; readonly nextAttemptAt: string; readonly error: string }
  | { readonly kind: 'givenUp'; readonly status?: ApplicationStatus; readonly error: string };

/** Points for a points member's accepted application. */
export interface PointsCredit {
  readonly accountId: string;
  readonly points: number;
}

/** A generated document of an application (PDF bytes). */
export interface StoredDocument {
  readonly id: string;
  readonly title: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

export interface ApplicationListFilter {
  readonly status: ApplicationStatus | null;
  /** ISO instant: stored at or after it. */
  readonly since: string | null;
  readonly limit: number;
}

export interface AddedApplication {
  /** False when the owner had already submitted this idempotency key: nothing new was stored. */
  readonly created: boolean;
  readonly application: StoredApplication;
}

export interface ApplicationStorePort {
  /**
   * Stores the application, its `submitted` event and one outbox entry per task, due at once, in
   * ONE transaction. An owner's second submission with the same idempotency key stores nothing
   * and answers the first.
   */
  add(application: StoredApplication, tasks: readonly OutboxTask[]): Promise<AddedApplication>;
  find(reference: string): Promise<StoredApplication | null>;
  /** Newest first. */
  list(filter: ApplicationListFilter): Promise<readonly StoredApplication[]>;
  /** The account's own applications (the customer area), newest first; a guest's are not among them. */
  listForAccount(accountId: string, limit: number): Promise<readonly StoredApplication[]>;
  /** The points credited to the account over all its applications (0 when none). */
  pointsBalance(accountId: string): Promise<number>;
  /** Entries not done and due at `now`, oldest first. */
  dueEntries(now: string, limit: number): Promise<readonly OutboxEntry[]>;
  /**
   * Records an attempt; a status change in the same transaction as the entry, with its event
   * (handedOver, declined or failed). A withdrawn application keeps its status; one the insurer
   * took meanwhile (`handedOver`) gets its `withdrawalReport` entry instead.
   */
  finishAttempt(entry: OutboxEntry, outcome: OutboxOutcome, now: string): Promise<void>;
  /**
   * The insurer accepted the application (status `accepted`): only a handed-over one changes,
   * in one transaction with its `accepted` event and the points of a points member (credited once per application, only
   * here: SPEC §6 „sobald der Versicherer Ihren Antrag angenommen hat“). True when the
   * application is accepted afterwards.
   */
  accept(reference: string, at: string, points: PointsCredit | null): Promise<boolean>;
  /**
   * A failed application handed over again: status `stored`, its `retried` event and its
   * hand-over entry due at `at` with no attempts, in one transaction; only a failed one changes.
   * True when it changed.
   */
  retry(reference: string, at: string): Promise<boolean>;
  /**
   * The customer withdrew (§ 152 VVG): status `withdrawn` and its `withdrawn` event, in one
   * transaction with the outbox entries: the confirmation mail (`withdrawalMail`), and the report
   * to the insurer (`withdrawalReport`) when the insurer has it — a hand-over not yet made is
   * closed instead. Only a stored, handed-over or accepted application changes; true when it
   * changed. A hand-over that was under way still ends with the insurer told (finishAttempt).
   */
  withdraw(reference: string, at: string): Promise<boolean>;
  /** The insurer confirmed the withdrawal: its `withdrawalConfirmed` event, once. */
  confirmWithdrawal(reference: string, at: string): Promise<void>;
  /**
   * „Konto anlegen“: a guest application of this visitor becomes the account's (its owner key
   * too). Only one without an account and of this visitor changes; true when it changed.
   */
  adoptIntoAccount(reference: string, visitorId: string, accountId: string): Promise<boolean>;
  /** Every change of the application with its time, oldest first (its lifecycle's events). */
  history(reference: string): Promise<readonly LifecycleEvent[]>;
  /** Points credited for the application, or null. */
  creditedPoints(reference: string): Promise<number | null>;
  /** Applications without a signed offer (stored before snapshots), oldest first. */
  withoutSignedOffer(limit: number): Promise<readonly StoredApplication[]>;
  /** Keeps the signed offer of an application that has none; one it has stays as it is. */
  keepSignedOffer(reference: string, offer: SignedOffer): Promise<void>;
  /** Keeps the generated documents; documents already kept stay as they are. */
  saveDocuments(reference: string, documents: readonly StoredDocument[]): Promise<void>;
  /** The kept documents in the order saved; [] before any were generated. */
  documents(reference: string): Promise<readonly StoredDocument[]>;
}
export const ApplicationStorePort = Symbol.for('ApplicationStorePort');
