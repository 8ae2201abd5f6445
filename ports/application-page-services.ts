import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../domain/application/application-form';
import type { Result } from '../domain/result';
import type {
  ApplicationConsents,
  ApplicationDocument,
  ApplicationView,
  SubmitApplicationError,
  SubmittedApplication,
} from './use-cases/submit-application.use-case';

/**
 * What the application journey's pages use, for the request's customer (their account or, as a
 * guest, their visitor id): only the server has it, so these pages render on the server.
 */
export interface ApplicationPageServices {
  /** The customer's draft from /personal-data, or null. */
  draft(): Promise<ApplicationForm | null>;
  /** The documents to read before signing, for the draft and the tariff. */
  documentsPreview(choice: ApplicationTariffChoice): Promise<readonly ApplicationDocument[]>;
  /** A fresh key for one /online-contract page: its submissions count once. */
  newIdempotencyKey(): string;
  submit(input: {
    readonly choice: ApplicationTariffChoice;
    readonly consents: ApplicationConsents;
    readonly idempotencyKey: string;
  }): Promise<Result<SubmittedApplication, SubmitApplicationError>>;
  /** The customer's own application; null for an unknown reference or another customer's. */
  application(reference: string): Promise<ApplicationView | null>;
}
