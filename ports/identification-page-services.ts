import type { IdentificationState } from '../domain/identification/identification-state';
import type { Result } from '../domain/result';
import type { NOT_LOGGED_IN } from './customer-area-page-services';
import type {
  IdentificationUseCaseError,
  IdentificationView,
  StartedIdentification,
} from './use-cases/identification.use-case';

/** Not the account's application (or none at all): the page answers 404. */
export const NOT_FOUND = 'notFound' as const;

type Answer<T> = Promise<typeof NOT_LOGGED_IN | typeof NOT_FOUND | T>;

/** The identification page's services for the request's logged-in account. Server only. */
export interface IdentificationPageServices {
  view(reference: string): Answer<IdentificationView>;
  start(
    reference: string,
    type: string,
  ): Answer<Result<StartedIdentification, IdentificationUseCaseError>>;
  sendSms(reference: string): Answer<Result<string, IdentificationUseCaseError>>;
  remindLater(reference: string): Answer<Result<string, IdentificationUseCaseError>>;
  finish(input: {
    readonly state: string;
    readonly response: string;
    readonly signature: string;
  }): Answer<
    Result<
      { readonly reference: string; readonly state: IdentificationState },
      IdentificationUseCaseError
    >
  >;
}
