import type { IdentificationStatus } from '../identification/identification-state';
import { type DomainError, err, ok, type Result } from '../result';
import { isOneOf } from '../value-set';
import type { ApplicationStatus } from './application-status';

/**
 * The one lifecycle of an application (issue 29): every change is an event, kept with its time,
 * and the state is what the events make of it. The insurer's and the customer's sides run side by
 * side (identification, tariff adjustment), so the state is derived from a few facts; the rules
 * below say which event may follow which, and what it sets off (points, a report).
 */
export const LIFECYCLE_EVENTS = [
  /** The customer signed; the application and its signed offer are stored. */
  'submitted',
  /** The insurer took the hand-over. */
  'handedOver',
  /** The insurer refused the application (at the hand-over or after the identification). */
  'declined',
  /** The hand-over was given up after its retries (support may try again). */
  'failed',
  /** Support hands a failed application over again (`rente application retry`). */
  'retried',
  /** The customer chose an identification that is not done yet. */
  'identificationOpened',
  /** The ID copy (both sides) waits for the insurer's check. */
  'identificationInReview',
  /** The identification is done (web identification, or the ID copy checked). */
  'identificationDone',
  /** The insurer proposed a tariff adjustment the customer has to answer. */
  'adjustmentRequired',
  /** The customer answered the tariff adjustment. */
  'adjustmentChosen',
  /** The insurer took the application on. */
  'accepted',
  /** The customer withdrew (Widerruf, § 152 VVG). */
  'withdrawn',
  /** The insurer confirmed the withdrawal. */
  'withdrawalConfirmed',
] as const;
export type LifecycleEventKind = (typeof LIFECYCLE_EVENTS)[number];
export const isLifecycleEventKind = (input: unknown): input is LifecycleEventKind =>
  isOneOf(LIFECYCLE_EVENTS, input);

/** One event as it is kept: what happened and when (ISO instant). */
export interface LifecycleEvent {
  readonly kind: LifecycleEventKind;
  readonly at: string;
}

/** Where an application stands, derived from its events. */
export const LIFECYCLE_STATES = [
  'submitted',
  'handedOver',
  'identificationOpen',
  'identificationInReview',
  'adjustmentRequired',
  'accepted',
  'declined',
  'failed',
  'withdrawn',
] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

export type IdentificationProgress = 'none' | 'open' | 'inReview' | 'done';

/** The facts the events have set. */
export interface Lifecycle {
  /** Null before the first event. */
  readonly phase:
    | 'submitted'
    | 'handedOver'
    | 'accepted'
    | 'declined'
    | 'failed'
    | 'withdrawn'
    | null;
  readonly identification: IdentificationProgress;
  /** Whether the insurer's tariff adjustment waits for the customer's choice. */
  readonly adjustmentOpen: boolean;
  readonly pointsCredited: boolean;
  readonly withdrawalConfirmed: boolean;
}

export const NEW_LIFECYCLE: Lifecycle = {
  phase: null,
  identification: 'none',
  adjustmentOpen: false,
  pointsCredited: false,
  withdrawalConfirmed: false,
};

/** What a transition sets off besides the new state. */
export type LifecycleEffect = 'creditPoints' | 'reportWithdrawal';

export interface Transition {
  readonly lifecycle: Lifecycle;
  readonly effects: readonly LifecycleEffect[];
}

export type LifecycleError = DomainError<
  'application/lifecycle' | 'application/adjustment-open' | 'application/withdrawn'
>;

export const LIFECYCLE_MESSAGES = {
  adjustmentOpen:
    'Die Tarifanpassung ist noch offen: Der Antrag kann erst nach Ihrer Entscheidung angenommen werden.',
  notHandedOver: 'Der Antrag liegt dem Versicherer nicht vor und kann nicht angenommen werden.',
  withdrawn: 'Der Antrag ist widerrufen.',
  finished: 'Der Antrag ist abgeschlossen.',
  notYet: 'Dieser Schritt passt nicht zum Stand des Antrags.',
} as const;

/** The state a customer, support and an auditor see. */
export const lifecycleStateOf = (lifecycle: Lifecycle): LifecycleState => {
  const { phase } = lifecycle;
  if (phase === null || phase === 'submitted') return 'submitted';
  if (phase !== 'handedOver') return phase;
  if (lifecycle.adjustmentOpen) return 'adjustmentRequired';
  if (lifecycle.identification === 'inReview') return 'identificationInReview';
  if (lifecycle.identification === 'open') return 'identificationOpen';
  return 'handedOver';
};

const refused = (
  kind: LifecycleError['kind'],
  message: string,
): Result<Transition, LifecycleError> => err({ kind, message });

const to = (
  lifecycle: Lifecycle,
  changes: Partial<Lifecycle>,
  effects: readonly LifecycleEffect[] = [],
): Result<Transition, LifecycleError> => ok({ lifecycle: { ...lifecycle, ...changes }, effects });

/** Whether the insurer has the application and nobody has ended it. */
const open = (lifecycle: Lifecycle): boolean => lifecycle.phase === 'handedOver';

/**
 * The one rule book: the transition `event` makes from `lifecycle`, or why it may not happen.
 * A repeated report that changes nothing (accepted twice, identification done twice) is allowed
 * and sets off nothing again, so the outbox may deliver twice.
 */
export const applyLifecycleEvent = (
  lifecycle: Lifecycle,
  event: LifecycleEventKind,
): Result<Transition, LifecycleError> => {
  const { phase } = lifecycle;
  if (phase === null) {
    return event === 'submitted'
      ? to(lifecycle, { phase: 'submitted' })
      : refused('application/lifecycle', LIFECYCLE_MESSAGES.notYet);
  }
  if (phase === 'withdrawn') {
    // Nothing after the withdrawal but the insurer's confirmation.
    return event === 'withdrawalConfirmed' && !lifecycle.withdrawalConfirmed
      ? to(lifecycle, { withdrawalConfirmed: true })
      : refused('application/withdrawn', LIFECYCLE_MESSAGES.withdrawn);
  }
  switch (event) {
    case 'submitted':
      return refused('application/lifecycle', LIFECYCLE_MESSAGES.notYet);
    case 'handedOver':
      return phase === 'submitted'
        ? to(lifecycle, { phase: 'handedOver' })
        : refused('application/lifecycle', LIFECYCLE_MESSAGES.notYet);
    case 'failed':
      return phase === 'submitted'
        ? to(lifecycle, { phase: 'failed' })
        : refused('application/lifecycle', LIFECYCLE_MESSAGES.notYet);
    case 'retried':
      return phase === 'failed'
        ? to(lifecycle, { phase: 'submitted' })
        : refused('application/lifecycle', LIFECYCLE_MESSAGES.notYet);
    case 'declined':
      return phase === 'submitted' || phase === 'handedOver'
        ? to(lifecycle, { phase: 'declined' })
        : refused('application/lifecycle', LIFECYCLE_MESSAGES.finished);
    case 'identificationOpened':
    case 'identificationInReview':
    case 'identificationDone': {
      if (phase === 'declined' || phase === 'failed') {
        return refused('application/lifecycle', LIFECYCLE_MESSAGES.finished);
      }
      const progress: IdentificationProgress =
        event === 'identificationOpened'
          ? 'open'
          : event === 'identificationInReview'
            ? 'inReview'
            : 'done';
      // Done stays done: a later choice changes nothing the insurer was told.
      if (lifecycle.identification === 'done') return to(lifecycle, {});
      return to(lifecycle, { identification: progress });
    }
    case 'adjustmentRequired':
      return open(lifecycle)
        ? to(lifecycle, { adjustmentOpen: true })
        : refused('application/lifecycle', LIFECYCLE_MESSAGES.notYet);
    case 'adjustmentChosen':
      return lifecycle.adjustmentOpen
        ? to(lifecycle, { adjustmentOpen: false })
        : refused('application/lifecycle', LIFECYCLE_MESSAGES.notYet);
    case 'accepted':
      if (phase === 'accepted') return to(lifecycle, {});
      if (phase !== 'handedOver') {
        return refused('application/lifecycle', LIFECYCLE_MESSAGES.notHandedOver);
      }
      // The insurer has no contract it could accept until the customer chose.
      if (lifecycle.adjustmentOpen) {
        return refused('application/adjustment-open', LIFECYCLE_MESSAGES.adjustmentOpen);
      }
      return to(
        lifecycle,
        { phase: 'accepted', identification: 'done', pointsCredited: true },
        lifecycle.pointsCredited ? [] : ['creditPoints'],
      );
    case 'withdrawn':
      if (phase === 'declined' || phase === 'failed') {
        return refused('application/lifecycle', LIFECYCLE_MESSAGES.finished);
      }
      // The insurer is told only of what it has (handed over or accepted).
      return to(
        lifecycle,
        { phase: 'withdrawn', adjustmentOpen: false },
        phase === 'submitted' ? [] : ['reportWithdrawal'],
      );
    case 'withdrawalConfirmed':
      return refused('application/lifecycle', LIFECYCLE_MESSAGES.notYet);
  }
};

/**
 * The lifecycle the kept events make, oldest first. A kept event the rules refuse (a database
 * edited by hand) is skipped, not a crash: the events are the record, the state their reading.
 */
export const lifecycleOf = (events: readonly LifecycleEvent[]): Lifecycle => {
  let lifecycle = NEW_LIFECYCLE;
  for (const event of events) {
    const next = applyLifecycleEvent(lifecycle, event.kind);
    if (next.ok) lifecycle = next.value.lifecycle;
  }
  return lifecycle;
};

/** The German words of the history (Meine Anträge, `rente application show`). */
export const LIFECYCLE_EVENT_LABELS: Readonly<Record<LifecycleEventKind, string>> = {
  submitted: 'Antrag unterschrieben und eingegangen',
  handedOver: 'An den Versicherer übermittelt',
  declined: 'Vom Versicherer abgelehnt',
  failed: 'Übermittlung fehlgeschlagen',
  retried: 'Übermittlung erneut gestartet',
  identificationOpened: 'Identifizierung begonnen',
  identificationInReview: 'Ausweiskopie liegt dem Versicherer zur Prüfung vor',
  identificationDone: 'Identifizierung abgeschlossen',
  adjustmentRequired: 'Tarifanpassung vom Versicherer vorgeschlagen',
  adjustmentChosen: 'Entscheidung zur Tarifanpassung übermittelt',
  accepted: 'Vom Versicherer angenommen',
  withdrawn: 'Widerrufen',
  withdrawalConfirmed: 'Widerruf vom Versicherer bestätigt',
};

/** The event a store records when it moves an application to a status (APPLICATION_STATUSES). */
export const STATUS_EVENTS: Readonly<Record<ApplicationStatus, LifecycleEventKind>> = {
  stored: 'retried',
  handedOver: 'handedOver',
  declined: 'declined',
  failed: 'failed',
  accepted: 'accepted',
  withdrawn: 'withdrawn',
};

/**
 * The event an identification's new status is for the application: chosen, started or declined
 * (to be done again) keep it open; the ID copy waits for review; done.
 */
export const identificationEventOf = (status: IdentificationStatus): LifecycleEventKind =>
  status === 'done'
    ? 'identificationDone'
    : status === 'inReview'
      ? 'identificationInReview'
      : 'identificationOpened';

/**
 * The events that bring a new application to `status`: what a store records when an application
 * is stored with it (the portal stores `stored`; tests and imports may store others).
 */
export const STATUS_PATHS: Readonly<Record<ApplicationStatus, readonly LifecycleEventKind[]>> = {
  stored: ['submitted'],
  handedOver: ['submitted', 'handedOver'],
  declined: ['submitted', 'declined'],
  failed: ['submitted', 'failed'],
  accepted: ['submitted', 'handedOver', 'accepted'],
  withdrawn: ['submitted', 'withdrawn'],
};
