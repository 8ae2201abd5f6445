import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../../domain/application/application-form';
import type { ApplicationStatus } from '../../domain/application/application-status';
import type { Result } from '../../domain/result';

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
  readonly sizeBytes: number;
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
