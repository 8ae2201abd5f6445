import { AccountStorePort } from '../../ports/account-store.port';
import { ApplicationDraftStorePort } from '../../ports/application-draft-store.port';
import { ApplicationStorePort } from '../../ports/application-store.port';
import { AppointmentStorePort } from '../../ports/appointment-store.port';
import { AttemptCounterPort } from '../../ports/attempt-counter.port';
import { AttemptKeyPort } from '../../ports/attempt-key.port';
import { BusinessProcessStorePort } from '../../ports/business-process-store.port';
import { CallbackRequestStorePort } from '../../ports/callback-request-store.port';
import { ClockPort } from '../../ports/clock.port';
import { DocumentRendererPort } from '../../ports/document-renderer.port';
import { HealthPort } from '../../ports/health.port';
import { IdGeneratorPort } from '../../ports/id-generator.port';
import { IdentificationReminderStorePort } from '../../ports/identification-reminder-store.port';
import { IdentificationStorePort } from '../../ports/identification-store.port';
import { InsurerGatewayPort } from '../../ports/insurer-gateway.port';
import { LoggerPort } from '../../ports/logger.port';
import { LoginCodeStorePort } from '../../ports/login-code-store.port';
import { LoginSessionStorePort } from '../../ports/login-session-store.port';
import { MailPort } from '../../ports/mail.port';
import { MetricsPort } from '../../ports/metrics.port';
import { OutboxPort } from '../../ports/outbox.port';
import { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import { PasswordHasherPort } from '../../ports/password-hasher.port';
import { PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import { SmsPort } from '../../ports/sms.port';
import { TariffAdjustmentStorePort } from '../../ports/tariff-adjustment-store.port';
import { TrackingEventStorePort } from '../../ports/tracking-event-store.port';
import { UploadedDocumentStorePort } from '../../ports/uploaded-document-store.port';
import { ApplicationDocuments } from '../../ports/use-cases/application-documents.use-case';
import {
  GetApplicationDraft,
  SaveApplicationDraft,
} from '../../ports/use-cases/application-draft.use-case';
import { BookConsultingAppointment } from '../../ports/use-cases/book-consulting-appointment.use-case';
import { CalculatePensionGap } from '../../ports/use-cases/calculate-pension-gap.use-case';
import { CalculatePoints } from '../../ports/use-cases/calculate-points.use-case';
import { CancelConsultingAppointment } from '../../ports/use-cases/cancel-consulting-appointment.use-case';
import { CompareQuery } from '../../ports/use-cases/compare-tariffs.use-case';
import { ConsultingSupport } from '../../ports/use-cases/consulting-support.use-case';
import { GetContributionLimits } from '../../ports/use-cases/contribution-limits.use-case';
import {
  AdoptApplication,
  CustomerApplicationOf,
  CustomerOverviewOf,
} from '../../ports/use-cases/customer-applications.use-case';
import { CustomerDocuments } from '../../ports/use-cases/customer-documents.use-case';
import { ExchangeLoginCode } from '../../ports/use-cases/exchange-login-code.use-case';
import { FindLoginSession } from '../../ports/use-cases/find-login-session.use-case';
import { GetApplicationDocument } from '../../ports/use-cases/get-application-document.use-case';
import { GetBusinessProcess } from '../../ports/use-cases/get-business-process.use-case';
import { GetCampaignBanners } from '../../ports/use-cases/get-campaign-banners.use-case';
import { GetExpiredSession } from '../../ports/use-cases/get-expired-session.use-case';
import { GetPartnerInfo } from '../../ports/use-cases/get-partner-info.use-case';
import { GetUserData } from '../../ports/use-cases/get-user-data.use-case';
import { GuestLinkAccess } from '../../ports/use-cases/guest-link.use-case';
import {
  FindConsultingHold,
  HoldConsultingSlot,
} from '../../ports/use-cases/hold-consulting-slot.use-case';
import { IdentificationUseCases } from '../../ports/use-cases/identification.use-case';
import { ListInsurers } from '../../ports/use-cases/insurer-list.use-case';
import { KnownPersonalValuesOf } from '../../ports/use-cases/known-personal-values.use-case';
import { ListConsultingSlots } from '../../ports/use-cases/list-consulting-slots.use-case';
import { LogIn } from '../../ports/use-cases/log-in.use-case';
import { LogInAnonymously } from '../../ports/use-cases/log-in-anonymously.use-case';
import { LogOut } from '../../ports/use-cases/log-out.use-case';
import { ManagePartnerSets } from '../../ports/use-cases/manage-partner-sets.use-case';
import { PayInMore } from '../../ports/use-cases/pay-in-more.use-case';
import { PreviousApplicationDataOf } from '../../ports/use-cases/previous-application-data.use-case';
import { ProcessApplicationOutbox } from '../../ports/use-cases/process-application-outbox.use-case';
import { RecordTrackingEvent } from '../../ports/use-cases/record-tracking-event.use-case';
import { RegisterAccount } from '../../ports/use-cases/register-account.use-case';
import { RegisterAnonymous } from '../../ports/use-cases/register-anonymous.use-case';
import { RequestCallback } from '../../ports/use-cases/request-callback.use-case';
import { RequestConsultingCallback } from '../../ports/use-cases/request-consulting-callback.use-case';
import { RunCalculators } from '../../ports/use-cases/run-calculators.use-case';
import { SaveBusinessProcess } from '../../ports/use-cases/save-business-process.use-case';
import { SaveUserData } from '../../ports/use-cases/save-user-data.use-case';
import { SendAppointmentConfirmation } from '../../ports/use-cases/send-appointment-confirmation.use-case';
import {
  ApplicationsForSupport,
  GetApplication,
  SubmitApplication,
} from '../../ports/use-cases/submit-application.use-case';
import { SweepExpiredLoginData } from '../../ports/use-cases/sweep-expired-login-data.use-case';
import { TariffAdjustment } from '../../ports/use-cases/tariff-adjustment.use-case';
import { TariffDetailsQuery } from '../../ports/use-cases/tariff-details.use-case';
import { ViewConsultingAppointment } from '../../ports/use-cases/view-consulting-appointment.use-case';
import { WatchlistUseCases } from '../../ports/use-cases/watchlist.use-case';
import { Withdrawal } from '../../ports/use-cases/withdraw-application.use-case';
import { WatchlistStorePort } from '../../ports/watchlist-store.port';
import type { ServerDeps } from '../server/server-deps';
import type { ServerUseCases } from '../server/server-use-cases';
import type { TokensOf } from './resolve';

// The server's ports and use cases, each with the token the one container binds it under:
// composeServer resolves them all at start (resolveAll), tests put doubles in by the same names.

/** The server's ports, as the routes and the page services read them. */
export type ServerPorts = Omit<ServerDeps, 'config'>;

/**
 * Each port of ServerDeps and the token the container binds it under; the catalogue and the
 * database backup are optional and taken apart (composeServer).
 */
export const SERVER_PORTS: TokensOf<Omit<ServerPorts, 'catalogue' | 'databaseBackup'>> = {
  clock: ClockPort,
  ids: IdGeneratorPort,
  logger: LoggerPort,
  health: HealthPort,
  businessProcess: BusinessProcessStorePort,
  accounts: AccountStorePort,
  sessions: LoginSessionStorePort,
  codes: LoginCodeStorePort,
  partnerSets: PartnerSetStorePort,
  passwords: PasswordHasherPort,
  attempts: AttemptCounterPort,
  attemptKeys: AttemptKeyPort,
  trackingEvents: TrackingEventStorePort,
  applications: ApplicationStorePort,
  insurerGateway: InsurerGatewayPort,
  mail: MailPort,
  documentRenderer: DocumentRendererPort,
  applicationDrafts: ApplicationDraftStorePort,
  callbackRequests: CallbackRequestStorePort,
  watchlist: WatchlistStorePort,
  tariffAdjustments: TariffAdjustmentStorePort,
  payInMoreRequests: PayInMoreStorePort,
  appointments: AppointmentStorePort,
  uploadedDocuments: UploadedDocumentStorePort,
  identifications: IdentificationStorePort,
  identificationReminders: IdentificationReminderStorePort,
  outbox: OutboxPort,
  sms: SmsPort,
  metrics: MetricsPort,
};

/** The journey pages' four use cases as one binding (a test may put its own in place). */
export const ApplicationJourney = Symbol.for('ApplicationJourney');

/** Each use case of ServerUseCases and its token. */
export const SERVER_USE_CASES: TokensOf<ServerUseCases> = {
  compareQuery: CompareQuery,
  tariffDetailsQuery: TariffDetailsQuery,
  listInsurers: ListInsurers,
  contributionLimits: GetContributionLimits,
  calculatePoints: CalculatePoints,
  calculatePensionGap: CalculatePensionGap,
  runCalculators: RunCalculators,
  getBusinessProcess: GetBusinessProcess,
  saveBusinessProcess: SaveBusinessProcess,
  getPartnerInfo: GetPartnerInfo,
  managePartnerSets: ManagePartnerSets,
  getCampaignBanners: GetCampaignBanners,
  recordTrackingEvent: RecordTrackingEvent,
  findLoginSession: FindLoginSession,
  getUserData: GetUserData,
  getExpiredSession: GetExpiredSession,
  saveUserData: SaveUserData,
  logOut: LogOut,
  exchangeLoginCode: ExchangeLoginCode,
  registerAnonymous: RegisterAnonymous,
  logIn: LogIn,
  registerAccount: RegisterAccount,
  logInAnonymously: LogInAnonymously,
  sweepExpiredLoginData: SweepExpiredLoginData,
  knownPersonalValues: KnownPersonalValuesOf,
  saveApplicationDraft: SaveApplicationDraft,
  getApplicationDraft: GetApplicationDraft,
  requestCallback: RequestCallback,
  applicationJourney: ApplicationJourney,
  submitApplication: SubmitApplication,
  getApplication: GetApplication,
  applicationDocuments: ApplicationDocuments,
  getApplicationDocument: GetApplicationDocument,
  processApplicationOutbox: ProcessApplicationOutbox,
  applicationsForSupport: ApplicationsForSupport,
  customerOverview: CustomerOverviewOf,
  customerApplication: CustomerApplicationOf,
  adoptApplication: AdoptApplication,
  guestLinkAccess: GuestLinkAccess,
  watchlist: WatchlistUseCases,
  previousApplicationData: PreviousApplicationDataOf,
  customerDocuments: CustomerDocuments,
  tariffAdjustment: TariffAdjustment,
  payInMore: PayInMore,
  withdrawal: Withdrawal,
  listConsultingSlots: ListConsultingSlots,
  holdConsultingSlot: HoldConsultingSlot,
  bookConsultingAppointment: BookConsultingAppointment,
  cancelConsultingAppointment: CancelConsultingAppointment,
  consultingSupport: ConsultingSupport,
  sendAppointmentConfirmation: SendAppointmentConfirmation,
  requestConsultingCallback: RequestConsultingCallback,
  identification: IdentificationUseCases,
  findConsultingHold: FindConsultingHold,
  viewConsultingAppointment: ViewConsultingAppointment,
};
