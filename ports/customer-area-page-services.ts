import type { UploadedDocumentKind } from '../domain/documents/uploaded-document';
import type { Result } from '../domain/result';
import type {
  TariffAdjustmentDecision,
  TariffAdjustmentError,
} from '../domain/tariff-adjustment/tariff-adjustment';
import type { WatchlistEntry, WatchlistError } from '../domain/watchlist/watchlist-entry';
import type { IdentificationPageServices } from './identification-page-services';
import type { PayInMorePageServices } from './pay-in-more-page-services';
import type {
  CustomerApplication,
  CustomerOverview,
} from './use-cases/customer-applications.use-case';
import type { TariffAdjustmentView } from './use-cases/tariff-adjustment.use-case';
import type { WatchlistView } from './use-cases/watchlist.use-case';
import type {
  WithdrawalNotFound,
  WithdrawalRefusal,
  WithdrawalView,
} from './use-cases/withdraw-application.use-case';

/** The customer area of a logged-in account. */
export interface CustomerArea extends CustomerOverview {
  /** SPEC §6: a logged-in user is in the points programme when points is 'yes'. */
  readonly pointsMember: boolean;
}

/** One uploaded file as the „Dokumente“ page lists it (SPEC §9 shortened name, size). */
export interface CustomerUploadView {
  readonly id: string;
  readonly kind: UploadedDocumentKind;
  /** The name the file was sent with, shortened to 30 characters. */
  readonly name: string;
  /** The SPEC §9 name the download carries. */
  readonly fileName: string;
  /** „1,2 MB“. */
  readonly size: string;
  readonly url: string;
}

/** One application of the account with its generated PDFs and the customer's uploads. */
export interface CustomerDocumentsView {
  readonly application: CustomerApplication;
  readonly uploads: readonly CustomerUploadView[];
}

/** The withdrawal page's services for the request's logged-in account. Server only. */
export interface WithdrawalPageServices {
  view(
    reference: string,
  ): Promise<typeof NOT_LOGGED_IN | Result<WithdrawalView, WithdrawalNotFound>>;
  /** `confirmed`: the customer ticked the confirmation. */
  withdraw(
    reference: string,
    confirmed: boolean,
  ): Promise<typeof NOT_LOGGED_IN | Result<WithdrawalView, WithdrawalRefusal>>;
}

/** What a „Merken“ or „Entfernen“ form answers when nobody is logged in. */
export const NOT_LOGGED_IN = 'login' as const;

/**
 * What the customer area's pages use, for the request's logged-in account (a live, not anonymous
 * login); guests, anonymous and expired sessions get null or NOT_LOGGED_IN. Server only.
 */
export interface CustomerAreaPageServices {
  overview(): Promise<CustomerArea | null>;
  watchlist(): Promise<readonly WatchlistView[] | null>;
  save(input: {
    readonly kind: string;
    readonly tariffId: string;
    readonly query: string;
  }): Promise<typeof NOT_LOGGED_IN | Result<WatchlistEntry, WatchlistError>>;
  /** False when the account has no such entry. */
  remove(id: string): Promise<typeof NOT_LOGGED_IN | boolean>;
  /**
   * One application's card for its owner (the account, or a guest's browser): the page a guest's
   * signed link opens; null when it is not the asker's (or does not exist).
   */
  application(reference: string): Promise<typeof NOT_LOGGED_IN | CustomerApplication | null>;
  /** „In mein Kundenkonto übernehmen“: false without a login or for another's application. */
  adopt?(reference: string): Promise<boolean>;
  /** „Link erneut senden“: a new link to a guest application's e-mail address; silent. */
  resendGuestLink?(reference: string): Promise<void>;
  /** The application's documents; null when it is not the owner's (or does not exist). */
  documents(reference: string): Promise<typeof NOT_LOGGED_IN | CustomerDocumentsView | null>;
  /** The identification of the account's applications; absent on a server without it. */
  readonly identification?: IdentificationPageServices;
  /** The pay-in-more campaign (Zuzahlung); absent on a server without it. */
  readonly payInMore?: PayInMorePageServices;
  /** The withdrawal (Widerruf, § 152 VVG) of one of the account's applications. */
  readonly withdrawal?: WithdrawalPageServices;
  /** The tariff adjustment of one of the account's applications (SPEC §3). */
  tariffAdjustment(
    reference: string,
  ): Promise<typeof NOT_LOGGED_IN | Result<TariffAdjustmentView, TariffAdjustmentError>>;
  /** The customer's choice, made once; the insurer is told by the outbox worker. */
  chooseTariffAdjustment(
    reference: string,
    choice: unknown,
  ): Promise<
    | typeof NOT_LOGGED_IN
    | Result<
        TariffAdjustmentDecision & { readonly view: TariffAdjustmentView },
        TariffAdjustmentError
      >
  >;
}
