import type { Container } from 'inversify';
import type { TariffCataloguePort } from '../../ports/tariff-catalogue.port';
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
import { CustomerOverviewOf } from '../../ports/use-cases/customer-applications.use-case';
import { CustomerDocuments } from '../../ports/use-cases/customer-documents.use-case';
import { ExchangeLoginCode } from '../../ports/use-cases/exchange-login-code.use-case';
import { FindLoginSession } from '../../ports/use-cases/find-login-session.use-case';
import { GetApplicationDocument } from '../../ports/use-cases/get-application-document.use-case';
import { GetBusinessProcess } from '../../ports/use-cases/get-business-process.use-case';
import { GetCampaignBanners } from '../../ports/use-cases/get-campaign-banners.use-case';
import { GetExpiredSession } from '../../ports/use-cases/get-expired-session.use-case';
import { GetPartnerInfo } from '../../ports/use-cases/get-partner-info.use-case';
import { GetUserData } from '../../ports/use-cases/get-user-data.use-case';
import {
  FindConsultingHold,
  HoldConsultingSlot,
} from '../../ports/use-cases/hold-consulting-slot.use-case';
import { IdentificationUseCases } from '../../ports/use-cases/identification.use-case';
import { ListInsurers } from '../../ports/use-cases/insurer-list.use-case';
import { ListConsultingSlots } from '../../ports/use-cases/list-consulting-slots.use-case';
import { LogIn } from '../../ports/use-cases/log-in.use-case';
import { LogInAnonymously } from '../../ports/use-cases/log-in-anonymously.use-case';
import { LogOut } from '../../ports/use-cases/log-out.use-case';
import { PayInMore } from '../../ports/use-cases/pay-in-more.use-case';
import type { PreviewApplicationDocuments } from '../../ports/use-cases/preview-application-documents.use-case';
import { PreviousApplicationDataOf } from '../../ports/use-cases/previous-application-data.use-case';
import { ProcessApplicationOutbox } from '../../ports/use-cases/process-application-outbox.use-case';
import { RecordTrackingEvent } from '../../ports/use-cases/record-tracking-event.use-case';
import { RegisterAccount } from '../../ports/use-cases/register-account.use-case';
import { RegisterAnonymous } from '../../ports/use-cases/register-anonymous.use-case';
import { RequestCallback } from '../../ports/use-cases/request-callback.use-case';
import { RequestConsultation } from '../../ports/use-cases/request-consultation.use-case';
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
import { buildContainer } from '../composition/container';
import { applicationDraftUseCasesModule } from '../composition/modules/application-draft-use-cases.module';
import { applicationUseCasesModule } from '../composition/modules/application-use-cases.module';
import { consultingUseCasesModule } from '../composition/modules/consulting-use-cases.module';
import { customerAreaUseCasesModule } from '../composition/modules/customer-area-use-cases.module';
import { identificationUseCasesModule } from '../composition/modules/identification-use-cases.module';
import { loginUseCasesModule } from '../composition/modules/login-use-cases.module';
import { searchUseCasesModule } from '../composition/modules/search-use-cases.module';
import { serverPortsModule } from '../composition/modules/server.module';
import { visitUseCasesModule } from '../composition/modules/visit-use-cases.module';
import { applicationPortsModule, applicationPortsOf } from './application-ports';
import type { ApplicationJourneyUseCases, ServerDeps } from './server-deps';

/** A catalogue that is missing or broken is an operations failure: the error handler logs it, 500. */
export class CatalogueUnavailable extends Error {
  override readonly name = 'CatalogueUnavailable';
}

/** The catalogue of a server started without one: every comparison fails as unavailable. */
const NO_CATALOGUE: TariffCataloguePort = {
  load: async () => {
    throw new CatalogueUnavailable('no tariff catalogue configured');
  },
};

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
  readonly saveApplicationDraft: SaveApplicationDraft;
  readonly getApplicationDraft: GetApplicationDraft;
  readonly requestCallback: RequestCallback;
  readonly requestConsultation: RequestConsultation;
  readonly applicationJourney: ApplicationJourneyUseCases;
  readonly submitApplication: SubmitApplication;
  readonly getApplication: GetApplication;
  readonly applicationDocuments: ApplicationDocuments;
  readonly getApplicationDocument: GetApplicationDocument;
  readonly processApplicationOutbox: ProcessApplicationOutbox;
  readonly applicationsForSupport: ApplicationsForSupport;
  readonly customerOverview: CustomerOverviewOf;
  readonly watchlist: WatchlistUseCases;
  readonly previousApplicationData: PreviousApplicationDataOf;
  readonly customerDocuments: CustomerDocuments;
  readonly tariffAdjustment: TariffAdjustment;
  /** The pay-in-more campaign (Zuzahlung); absent on a server built without it. */
  readonly payInMore?: PayInMore;
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

export interface ServerUseCaseOptions {
  /** Told when a new application was stored (the outbox worker starts at once). */
  readonly onApplicationStored?: () => void;
}

/**
 * The application use cases from the container; each one no module binds answers as "nothing
 * there" (no draft, no documents, no application) and a submission as not stored.
 */
/**
 * The documents to read before signing: those of the owner's /personal-data draft and the chosen
 * tariff, with their SPEC §9 names and sizes; none without a draft or for a tariff that cannot be
 * applied for.
 */
const previewOfDraft =
  (container: Container): PreviewApplicationDocuments =>
  async (owner, choice) => {
    const draft = await container.get<GetApplicationDraft>(GetApplicationDraft)(owner);
    if (draft === null) return [];
    const made = await container
      .get<ApplicationDocuments>(ApplicationDocuments)
      .preview(draft.form, choice);
    return made.ok
      ? made.value.map(({ id, title, fileName, bytes }) => ({
          id,
          title,
          fileName,
          sizeBytes: bytes.byteLength,
        }))
      : [];
  };

const applicationJourneyOf = (container: Container): ApplicationJourneyUseCases => ({
  getApplicationDraft: async (owner) =>
    (await container.get<GetApplicationDraft>(GetApplicationDraft)(owner))?.form ?? null,
  previewApplicationDocuments: previewOfDraft(container),
  submitApplication: container.get<SubmitApplication>(SubmitApplication),
  getApplication: container.get<GetApplication>(GetApplication),
});

/**
 * The server's one place that resolves use cases: the container of the server's ports (as the
 * entry point or a test handed them in) with the use-case modules, asked once for each.
 */
export const serverUseCasesOf = (
  deps: ServerDeps,
  options: ServerUseCaseOptions = {},
): ServerUseCases => {
  const container = buildContainer(
    serverPortsModule(deps.catalogue === undefined ? { ...deps, catalogue: NO_CATALOGUE } : deps),
    applicationPortsModule(applicationPortsOf(deps)),
    searchUseCasesModule,
    visitUseCasesModule,
    loginUseCasesModule,
    applicationDraftUseCasesModule,
    applicationUseCasesModule({
      brand: { name: deps.config.brandName, phoneNumber: deps.config.phoneNumber },
      ...(options.onApplicationStored === undefined
        ? {}
        : { onStored: options.onApplicationStored }),
    }),
    customerAreaUseCasesModule,
    identificationUseCasesModule({
      sessionSecret: deps.config.sessionSecret,
      publicUrl: deps.config.publicUrl,
      brandName: deps.config.brandName,
    }),
    consultingUseCasesModule({
      mail: {
        publicUrl: deps.config.publicUrl,
        brandName: deps.config.brandName,
        hotline: deps.config.phoneNumber,
      },
    }),
  );
  return {
    compareQuery: container.get(CompareQuery),
    tariffDetailsQuery: container.get(TariffDetailsQuery),
    listInsurers: container.get(ListInsurers),
    contributionLimits: container.get(GetContributionLimits),
    calculatePoints: container.get(CalculatePoints),
    calculatePensionGap: container.get(CalculatePensionGap),
    runCalculators: container.get(RunCalculators),
    getBusinessProcess: container.get(GetBusinessProcess),
    saveBusinessProcess: container.get(SaveBusinessProcess),
    getPartnerInfo: container.get(GetPartnerInfo),
    getCampaignBanners: container.get(GetCampaignBanners),
    recordTrackingEvent: container.get(RecordTrackingEvent),
    findLoginSession: container.get(FindLoginSession),
    getUserData: container.get(GetUserData),
    getExpiredSession: container.get(GetExpiredSession),
    saveUserData: container.get(SaveUserData),
    logOut: container.get(LogOut),
    exchangeLoginCode: container.get(ExchangeLoginCode),
    registerAnonymous: container.get(RegisterAnonymous),
    logIn: container.get(LogIn),
    registerAccount: container.get(RegisterAccount),
    logInAnonymously: container.get(LogInAnonymously),
    sweepExpiredLoginData: container.get(SweepExpiredLoginData),
    saveApplicationDraft: container.get(SaveApplicationDraft),
    getApplicationDraft: container.get(GetApplicationDraft),
    requestCallback: container.get(RequestCallback),
    requestConsultation: container.get(RequestConsultation),
    applicationJourney: deps.applicationJourney ?? applicationJourneyOf(container),
    submitApplication: container.get(SubmitApplication),
    getApplication: container.get(GetApplication),
    applicationDocuments: container.get(ApplicationDocuments),
    getApplicationDocument: container.get(GetApplicationDocument),
    processApplicationOutbox: container.get(ProcessApplicationOutbox),
    applicationsForSupport: container.get(ApplicationsForSupport),
    customerOverview: container.get(CustomerOverviewOf),
    watchlist: container.get(WatchlistUseCases),
    previousApplicationData: container.get(PreviousApplicationDataOf),
    customerDocuments: container.get(CustomerDocuments),
    tariffAdjustment: container.get(TariffAdjustment),
    payInMore: container.get(PayInMore),
    listConsultingSlots: container.get(ListConsultingSlots),
    holdConsultingSlot: container.get(HoldConsultingSlot),
    bookConsultingAppointment: container.get(BookConsultingAppointment),
    cancelConsultingAppointment: container.get(CancelConsultingAppointment),
    consultingSupport: container.get(ConsultingSupport),
    sendAppointmentConfirmation: container.get(SendAppointmentConfirmation),
    requestConsultingCallback: container.get(RequestConsultingCallback),
    identification: container.get(IdentificationUseCases),
    findConsultingHold: container.get(FindConsultingHold),
    viewConsultingAppointment: container.get(ViewConsultingAppointment),
  };
};

/** What every route plugin of the server is registered with: the ports and the use cases. */
export interface RouteOptions {
  readonly deps: ServerDeps;
  readonly useCases: ServerUseCases;
}
