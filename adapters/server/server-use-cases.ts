import type { ApplicationDocuments } from '../../ports/use-cases/application-documents.use-case';
import type {
  GetApplicationDraft,
  SaveApplicationDraft,
} from '../../ports/use-cases/application-draft.use-case';
import type { BookConsultingAppointment } from '../../ports/use-cases/book-consulting-appointment.use-case';
import type { CalculatePensionGap } from '../../ports/use-cases/calculate-pension-gap.use-case';
import type { CalculatePoints } from '../../ports/use-cases/calculate-points.use-case';
import type { CancelConsultingAppointment } from '../../ports/use-cases/cancel-consulting-appointment.use-case';
import type { CompareQuery } from '../../ports/use-cases/compare-tariffs.use-case';
import type { ConsultingSupport } from '../../ports/use-cases/consulting-support.use-case';
import type { GetContributionLimits } from '../../ports/use-cases/contribution-limits.use-case';
import type {
  AdoptApplication,
  CustomerApplicationOf,
  CustomerOverviewOf,
} from '../../ports/use-cases/customer-applications.use-case';
import type { CustomerDocuments } from '../../ports/use-cases/customer-documents.use-case';
import type { ExchangeLoginCode } from '../../ports/use-cases/exchange-login-code.use-case';
import type { FindLoginSession } from '../../ports/use-cases/find-login-session.use-case';
import type { GetApplicationDocument } from '../../ports/use-cases/get-application-document.use-case';
import type { GetBusinessProcess } from '../../ports/use-cases/get-business-process.use-case';
import type { GetCampaignBanners } from '../../ports/use-cases/get-campaign-banners.use-case';
import type { GetExpiredSession } from '../../ports/use-cases/get-expired-session.use-case';
import type { GetPartnerInfo } from '../../ports/use-cases/get-partner-info.use-case';
import type { GetUserData } from '../../ports/use-cases/get-user-data.use-case';
import type { GuestLinkAccess } from '../../ports/use-cases/guest-link.use-case';
import type {
  FindConsultingHold,
  HoldConsultingSlot,
} from '../../ports/use-cases/hold-consulting-slot.use-case';
import type { IdentificationUseCases } from '../../ports/use-cases/identification.use-case';
import type { ListInsurers } from '../../ports/use-cases/insurer-list.use-case';
import type { KnownPersonalValuesOf } from '../../ports/use-cases/known-personal-values.use-case';
import type { ListConsultingSlots } from '../../ports/use-cases/list-consulting-slots.use-case';
import type { LogIn } from '../../ports/use-cases/log-in.use-case';
import type { LogInAnonymously } from '../../ports/use-cases/log-in-anonymously.use-case';
import type { LogOut } from '../../ports/use-cases/log-out.use-case';
import type { ManagePartnerSets } from '../../ports/use-cases/manage-partner-sets.use-case';
import type { PayInMore } from '../../ports/use-cases/pay-in-more.use-case';
import type { PreviousApplicationDataOf } from '../../ports/use-cases/previous-application-data.use-case';
import type { ProcessApplicationOutbox } from '../../ports/use-cases/process-application-outbox.use-case';
import type { RecordTrackingEvent } from '../../ports/use-cases/record-tracking-event.use-case';
import type { RegisterAccount } from '../../ports/use-cases/register-account.use-case';
import type { RegisterAnonymous } from '../../ports/use-cases/register-anonymous.use-case';
import type { RequestCallback } from '../../ports/use-cases/request-callback.use-case';
import type { RequestConsultingCallback } from '../../ports/use-cases/request-consulting-callback.use-case';
import type { RunCalculators } from '../../ports/use-cases/run-calculators.use-case';
import type { SaveBusinessProcess } from '../../ports/use-cases/save-business-process.use-case';
import type { SaveUserData } from '../../ports/use-cases/save-user-data.use-case';
import type { SendAppointmentConfirmation } from '../../ports/use-cases/send-appointment-confirmation.use-case';
import type {
  ApplicationsForSupport,
  GetApplication,
  SubmitApplication,
} from '../../ports/use-cases/submit-application.use-case';
import type { SweepExpiredLoginData } from '../../ports/use-cases/sweep-expired-login-data.use-case';
import type { TariffAdjustment } from '../../ports/use-cases/tariff-adjustment.use-case';
import type { TariffDetailsQuery } from '../../ports/use-cases/tariff-details.use-case';
import type { ViewConsultingAppointment } from '../../ports/use-cases/view-consulting-appointment.use-case';
import type { WatchlistUseCases } from '../../ports/use-cases/watchlist.use-case';
import type { Withdrawal } from '../../ports/use-cases/withdraw-application.use-case';
import type { OutboxSignal } from './application-outbox-worker';
import type { ApplicationJourneyUseCases, ServerDeps } from './server-deps';

/** A catalogue that is missing or broken is an operations failure: the error handler logs it, 500. */
export class CatalogueUnavailable extends Error {
  override readonly name = 'CatalogueUnavailable';
}

/** Every use case the server's routes, login plugins and page services call. */
export interface ServerUseCases {
  readonly compareQuery: CompareQuery;
  readonly tariffDetailsQuery: TariffDetailsQuery;
  readonly listInsurers: ListInsurers;
  readonly contributionLimits: GetContributionLimits;
  readonly calculatePoints: CalculatePoints;
  readonly calculatePensionGap: CalculatePensionGap;
  readonly runCalculators: RunCalculators;
  readonly getBusinessProcess: GetBusinessProcess;
  readonly saveBusinessProcess: SaveBusinessProcess;
  readonly getPartnerInfo: GetPartnerInfo;
  /** Partner sets for support staff (admin API, `rente partner`). */
  readonly managePartnerSets: ManagePartnerSets;
  readonly getCampaignBanners: GetCampaignBanners;
  readonly recordTrackingEvent: RecordTrackingEvent;
  readonly findLoginSession: FindLoginSession;
  readonly getUserData: GetUserData;
  readonly getExpiredSession: GetExpiredSession;
  readonly saveUserData: SaveUserData;
  readonly logOut: LogOut;
  readonly exchangeLoginCode: ExchangeLoginCode;
  readonly registerAnonymous: RegisterAnonymous;
  readonly logIn: LogIn;
  readonly registerAccount: RegisterAccount;
  readonly logInAnonymously: LogInAnonymously;
  readonly sweepExpiredLoginData: SweepExpiredLoginData;
  /** What is known of a request's person: the client log redacts it. */
  readonly knownPersonalValues: KnownPersonalValuesOf;
  readonly saveApplicationDraft: SaveApplicationDraft;
  readonly getApplicationDraft: GetApplicationDraft;
  readonly requestCallback: RequestCallback;
  readonly applicationJourney: ApplicationJourneyUseCases;
  readonly submitApplication: SubmitApplication;
  readonly getApplication: GetApplication;
  readonly applicationDocuments: ApplicationDocuments;
  readonly getApplicationDocument: GetApplicationDocument;
  readonly processApplicationOutbox: ProcessApplicationOutbox;
  readonly applicationsForSupport: ApplicationsForSupport;
  readonly customerOverview: CustomerOverviewOf;
  /** One application's card for its owner (an account or a guest's browser); absent: none. */
  readonly customerApplication?: CustomerApplicationOf;
  /** „Konto anlegen“: a guest application of this browser into the logged-in account. */
  readonly adoptApplication?: AdoptApplication;
  /** A guest's signed link to the application: opened, and sent again. */
  readonly guestLinkAccess?: GuestLinkAccess;
  readonly watchlist: WatchlistUseCases;
  readonly previousApplicationData: PreviousApplicationDataOf;
  readonly customerDocuments: CustomerDocuments;
  readonly tariffAdjustment: TariffAdjustment;
  /** The pay-in-more campaign (Zuzahlung); absent on a server built without it. */
  readonly payInMore?: PayInMore;
  /** The withdrawal (Widerruf, § 152 VVG) from the customer area; absent: no withdrawal page. */
  readonly withdrawal?: Withdrawal;
  readonly listConsultingSlots: ListConsultingSlots;
  readonly holdConsultingSlot: HoldConsultingSlot;
  readonly bookConsultingAppointment: BookConsultingAppointment;
  readonly cancelConsultingAppointment: CancelConsultingAppointment;
  readonly consultingSupport: ConsultingSupport;
  readonly sendAppointmentConfirmation: SendAppointmentConfirmation;
  readonly requestConsultingCallback: RequestConsultingCallback;
  readonly identification: IdentificationUseCases;
  readonly findConsultingHold: FindConsultingHold;
  readonly viewConsultingAppointment: ViewConsultingAppointment;
}

/** What every route plugin of the server is registered with: the ports and the use cases. */
export interface RouteOptions {
  readonly deps: ServerDeps;
  readonly useCases: ServerUseCases;
}

/**
 * The server as adapters/composition/server.composition.ts composes it from its one container:
 * the ports, the use cases, and the signal that wakes the outbox worker when an application is
 * stored.
 */
export interface ServerComposition {
  readonly deps: ServerDeps;
  readonly useCases: ServerUseCases;
  readonly outboxSignal: OutboxSignal;
}
