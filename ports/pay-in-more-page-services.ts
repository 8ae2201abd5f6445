import type { PayInMorePageError } from '../domain/pay-in-more/pay-in-more-notice';
import type { Result } from '../domain/result';
import type { NOT_LOGGED_IN } from './customer-area-page-services';
import type { PayInMoreRequest } from './pay-in-more-store.port';
import type {
  PayInMoreInput,
  PayInMoreSubmitError,
  PayInMoreView,
} from './use-cases/pay-in-more.use-case';

/** The Zuzahlung page's services for the request's logged-in account. Server only. */
export interface PayInMorePageServices {
  view(
    reference: string,
  ): Promise<typeof NOT_LOGGED_IN | Result<PayInMoreView, PayInMorePageError>>;
  submit(
    reference: string,
    input: PayInMoreInput,
  ): Promise<typeof NOT_LOGGED_IN | Result<PayInMoreRequest, PayInMoreSubmitError>>;
}
