import type { Temporal } from 'temporal-polyfill';
import { missingConsents } from '../../domain/application/application-consents';
import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../../domain/application/application-form';
import { applyLifecycleEvent, lifecycleOf } from '../../domain/application/application-lifecycle';
import { isOwnerOf } from '../../domain/application/application-owner';
import {
  applicationReferenceOf,
  normalApplicationReference,
} from '../../domain/application/application-reference';
import type { ApplicationStatus } from '../../domain/application/application-status';
import {
  type ApplicationTariffError,
  applicationTariffDetails,
} from '../../domain/application/application-tariff';
import { fullApplicationFormCheck } from '../../domain/application/check-application-for-signing';
import { signedOfferOf } from '../../domain/application/signed-offer';
import { berlinDateOf } from '../../domain/calendar/berlin';
import type { TariffDetails } from '../../domain/comparison/tariff-details';
import { type DomainError, err, ok, type Result } from '../../domain/result';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';
import {
  type ApplicationStorePort,
  type StoredApplication,
  SUBMISSION_TASKS,
} from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { TariffCataloguePort } from '../tariff-catalogue.port';
import type { ApplicationDocuments } from './application-documents.use-case';

/**
 * Who an application belongs to: the logged-in account, or the signed visitor id of a guest.
 * Only the same owner can read it again (a stranger gets "not found", never "forbidden").
 */
export interface ApplicationOwner {
  readonly accountId: string | null;
  readonly visitorId: string;
}

/** The consents ticked on /online-contract (§ 6 VVG waiver, § 152 VVG withdrawal, data protection). */
export interface ApplicationConsents {
  readonly adviceWaiver: boolean;
  readonly withdrawalNoticeRead: boolean;
  readonly dataProtection: boolean;
}

export interface SubmitApplicationInput {
  readonly owner: ApplicationOwner;
  readonly form: ApplicationForm;
  readonly choice: ApplicationTariffChoice;
  readonly consents: ApplicationConsents;
  /**
   * Issued with the /online-contract page; the same key submitted twice (double click, reload
   * of the POST, retry) answers the first application instead of storing a second one.
   */
  readonly idempotencyKey: string;
}

export interface SubmittedApplication {
  readonly reference: string;
  readonly status: ApplicationStatus;
}

export interface SubmitApplicationError {
  /** `application/invalid`: a field or consent is wrong (message names it); `application/store`: not stored. */
  readonly kind: 'application/invalid' | 'application/risk' | 'application/store';
  readonly message: string;
  /** Field name → German message, for the form. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** Stores the application with its outbox entry in one transaction; the hand-over runs later. */
export type SubmitApplication = (
  input: SubmitApplicationInput,
) => Promise<Result<SubmittedApplication, SubmitApplicationError>>;
export const SubmitApplication = Symbol.for('SubmitApplication');

/** One document of an application, generated on the server (SPEC §9 names and sizes). */
export interface ApplicationDocument {
  /** Stable id within the application, used in the download URL. */
  readonly id: string;
  /** German title, e.g. "Produktinformationsblatt". */
  readonly title: string;
  /** Download name by the SPEC §9 document-name rule. */
  readonly fileName: string;
  /** null until the document was made (on its first opening, then kept). */
  readonly sizeBytes: number | null;
}

export interface ApplicationView {
  readonly reference: string;
  readonly status: ApplicationStatus;
  readonly choice: ApplicationTariffChoice;
  /** ISO instant the application was stored. */
  readonly submittedAt: string;
  readonly documents: readonly ApplicationDocument[];
}

/** The owner's application by reference; null for an unknown reference or another owner. */
export type GetApplication = (
  owner: ApplicationOwner,
  reference: string,
) => Promise<ApplicationView | null>;
export const GetApplication = Symbol.for('GetApplication');

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
const MAX_LISTED = 500;

export const SUBMIT_MESSAGES = {
  consents: 'Bitte bestätigen Sie die Erklärungen, um den Vertrag abzuschließen.',
  key: 'Die Anfrage ist ungültig. Bitte laden Sie die Seite neu.',
  store:
    'Ihr Antrag konnte gerade nicht gespeichert werden. Ihre Angaben sind erhalten, bitte versuchen Sie es erneut.',
} as const;

/**
 * An instant as stored: always milliseconds, so stored instants sort as text, e.g.
 * 2026-03-15T10:00:00.000Z. The same text as `instant.toString({ fractionalSecondDigits: 3 })`
 * for the years 0 to 9999, written by the engine's own ISO formatter (no date arithmetic): the
 * polyfill's general formatter cost a sixth of a submission.
 */
export const storedInstantOf = (instant: Temporal.Instant): string =>
  new Date(instant.epochMilliseconds).toISOString();

export interface SubmitApplicationDeps {
  readonly store: ApplicationStorePort;
  readonly catalogue: TariffCataloguePort;
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
  /** Told after a new application was stored, so the hand-over starts at once. */
  readonly onStored?: () => void;
  /**
   * The tariff's check and figures (applicationTariffDetails by default); the server passes a
   * memo of it (the same pure result for the same choice on the same day).
   */
  readonly figures?: (
    catalogue: TariffCatalogue,
    choice: ApplicationTariffChoice,
    now: Temporal.Instant,
  ) => Result<TariffDetails, ApplicationTariffError>;
}

/**
 * Checks the consents, the whole form (fullApplicationFormCheck: the same rules as the pages) and
 * the tariff, then stores the application with its outbox
 * entries (hand-over, confirmation mail) in one transaction. The same owner's idempotency key
 * answers the first application: a double click, a reload of the POST or a retry stores one.
 */
export const makeSubmitApplication =
  (deps: SubmitApplicationDeps): SubmitApplication =>
  async (input) => {
    const fields = missingConsents(input.consents);
    if (Object.keys(fields).length > 0) {
      return err({ kind: 'application/invalid', message: SUBMIT_MESSAGES.consents, fields });
    }
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
      return err({ kind: 'application/invalid', message: SUBMIT_MESSAGES.key });
    }
    const now = deps.clock.now();
    const today = berlinDateOf(now);
    const form = fullApplicationFormCheck(input.form, input.choice.product, today);
    if (!form.ok) return form;
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return err({ kind: 'application/store', message: SUBMIT_MESSAGES.store });
    const details = (deps.figures ?? applicationTariffDetails)(catalogue.value, input.choice, now);
    if (!details.ok) return details;
    const at = storedInstantOf(now);
    // What is signed is kept whole with the application: every figure of the signing page and
    // the documents, read from here by the documents, the customer area and the hand-over.
    const signedOffer = signedOfferOf(details.value, catalogue.value.demo, at);
    try {
      const added = await deps.store.add(
        {
          reference: applicationReferenceOf(today.year, deps.ids.newId()),
          owner: { accountId: input.owner.accountId, visitorId: input.owner.visitorId },
          status: 'stored',
          form: form.value,
          choice: input.choice,
          consents: input.consents,
          idempotencyKey: input.idempotencyKey,
          submittedAt: at,
          updatedAt: at,
          signedOffer,
        },
        SUBMISSION_TASKS,
      );
      if (added.created) deps.onStored?.();
      return ok({ reference: added.application.reference, status: added.application.status });
    } catch {
      return err({ kind: 'application/store', message: SUBMIT_MESSAGES.store });
    }
  };

/** The owner's application with its documents listed (made when one is first opened). */
export const makeGetApplication =
  (deps: {
    readonly store: ApplicationStorePort;
    readonly documents: ApplicationDocuments;
  }): GetApplication =>
  async (owner, reference) => {
    const normal = normalApplicationReference(reference);
    if (normal === null) return null;
    const application = await deps.store.find(normal);
    if (application === null || !isOwnerOf(owner, application.owner)) return null;
    return {
      reference: application.reference,
      status: application.status,
      choice: application.choice,
      submittedAt: application.submittedAt,
      // Without a signed offer nothing can be made: no list either (as before).
      documents: application.signedOffer === null ? [] : await deps.documents.listed(application),
    };
  };

/** Support's view: every application by reference, or a list by status and time (admin API). */
/** Why support cannot hand an application over again. */
export type RetryError = DomainError<'application/not-found' | 'application/not-failed'>;

export const RETRY_MESSAGES = {
  notFound: 'Einen Antrag mit dieser Nummer gibt es nicht.',
  notFailed:
    'Nur ein Antrag, dessen Übermittlung fehlgeschlagen ist, kann erneut übermittelt werden.',
} as const;

export const makeApplicationsForSupport = (deps: {
  readonly store: ApplicationStorePort;
  readonly clock: ClockPort;
}) => ({
  find: async (reference: string): Promise<StoredApplication | null> => {
    const normal = normalApplicationReference(reference);
    return normal === null ? null : deps.store.find(normal);
  },
  /**
   * Support hands a failed application over again (`rente application retry`): the lifecycle's
   * `retried`, its hand-over entry due now with fresh attempts, in one transaction. Never lost:
   * a failed application waits for this (or the customer's call) instead of being dropped.
   */
  retry: async (reference: string): Promise<Result<StoredApplication, RetryError>> => {
    const normal = normalApplicationReference(reference);
    const application = normal === null ? null : await deps.store.find(normal);
    if (application === null) {
      return err({ kind: 'application/not-found', message: RETRY_MESSAGES.notFound });
    }
    const lifecycle = lifecycleOf(await deps.store.history(application.reference));
    if (!applyLifecycleEvent(lifecycle, 'retried').ok || application.status !== 'failed') {
      return err({ kind: 'application/not-failed', message: RETRY_MESSAGES.notFailed });
    }
    const done = await deps.store.retry(application.reference, storedInstantOf(deps.clock.now()));
    const after = await deps.store.find(application.reference);
    return done && after !== null
      ? ok(after)
      : err({ kind: 'application/not-failed', message: RETRY_MESSAGES.notFailed });
  },
  list: (filter: {
    readonly status: ApplicationStatus | null;
    readonly since: Temporal.Instant | null;
  }): Promise<readonly StoredApplication[]> =>
    deps.store.list({
      status: filter.status,
      since: filter.since === null ? null : storedInstantOf(filter.since),
      limit: MAX_LISTED,
    }),
});
export type ApplicationsForSupport = ReturnType<typeof makeApplicationsForSupport>;
export const ApplicationsForSupport = Symbol.for('ApplicationsForSupport');
