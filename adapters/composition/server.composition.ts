import { ContainerModule } from 'inversify';
import { hostOfPublicUrl } from '../../domain/outbox/message-id';
import { AccountStorePort } from '../../ports/account-store.port';
import { ApplicationDraftStorePort } from '../../ports/application-draft-store.port';
import { ApplicationStorePort } from '../../ports/application-store.port';
import { AppointmentStorePort } from '../../ports/appointment-store.port';
import { AttemptCounterPort } from '../../ports/attempt-counter.port';
import { BusinessProcessStorePort } from '../../ports/business-process-store.port';
import { CallbackRequestStorePort } from '../../ports/callback-request-store.port';
import { ClockPort } from '../../ports/clock.port';
import { DocumentRendererPort } from '../../ports/document-renderer.port';
import { HealthPort } from '../../ports/health.port';
import { IdGeneratorPort } from '../../ports/id-generator.port';
import { IdentificationReminderStorePort } from '../../ports/identification-reminder-store.port';
import { IdentificationStorePort } from '../../ports/identification-store.port';
import { InsurerGatewayPort } from '../../ports/insurer-gateway.port';
import { LinkSignerPort } from '../../ports/link-signer.port';
import { LoggerPort } from '../../ports/logger.port';
import { LoginCodeStorePort } from '../../ports/login-code-store.port';
import { LoginSessionStorePort } from '../../ports/login-session-store.port';
import { MailPort } from '../../ports/mail.port';
import { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import { PasswordHasherPort } from '../../ports/password-hasher.port';
import { PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import { SmsPort } from '../../ports/sms.port';
import { TariffAdjustmentStorePort } from '../../ports/tariff-adjustment-store.port';
import { TariffCataloguePort } from '../../ports/tariff-catalogue.port';
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
import {
  makePreviewApplicationDocuments,
  PreviewApplicationDocuments,
} from '../../ports/use-cases/preview-application-documents.use-case';
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
import {
  type DraftFormOf,
  makeSubmitOnlineContract,
  SubmitOnlineContract,
} from '../../ports/use-cases/submit-online-contract.use-case';
import { SweepExpiredLoginData } from '../../ports/use-cases/sweep-expired-login-data.use-case';
import { TariffAdjustment } from '../../ports/use-cases/tariff-adjustment.use-case';
import { TariffDetailsQuery } from '../../ports/use-cases/tariff-details.use-case';
import { ViewConsultingAppointment } from '../../ports/use-cases/view-consulting-appointment.use-case';
import { WatchlistUseCases } from '../../ports/use-cases/watchlist.use-case';
import { WatchlistStorePort } from '../../ports/watchlist-store.port';
import { HttpInsurerGateway } from '../insurer/http-insurer-gateway.adapter';
import { NodemailerMail } from '../mail/nodemailer-mail.adapter';
import { PdfkitDocumentRenderer } from '../pdf/pdfkit-document-renderer.adapter';
import { OutboxSignal } from '../server/application-outbox-worker';
import { ownDemoInsurerUrl } from '../server/demo-insurer-address';
import type { ApplicationJourneyUseCases, ServerConfig, ServerDeps } from '../server/server-deps';
import {
  CatalogueUnavailable,
  type ServerComposition,
  type ServerUseCases,
} from '../server/server-use-cases';
import { FileSms } from '../sms/file-sms.adapter';
import { linkSignerOfSessionSecret } from '../system/hmac-link-signer.adapter';
import { buildContainer } from './container';
import { applicationDraftUseCasesModule } from './modules/application-draft-use-cases.module';
import { applicationUseCasesModule } from './modules/application-use-cases.module';
import { consultingUseCasesModule } from './modules/consulting-use-cases.module';
import { customerAreaUseCasesModule } from './modules/customer-area-use-cases.module';
import { identificationUseCasesModule } from './modules/identification-use-cases.module';
import { loginUseCasesModule } from './modules/login-use-cases.module';
import { searchUseCasesModule } from './modules/search-use-cases.module';
import { visitUseCasesModule } from './modules/visit-use-cases.module';
import { resolveAll, type TokensOf } from './resolve';

/** The server's ports, as the routes and the page services read them. */
export type ServerPorts = Omit<ServerDeps, 'config'>;

/** Each port of ServerDeps and the token the container binds it under. */
const SERVER_PORTS: TokensOf<Omit<ServerPorts, 'catalogue'>> = {
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
  sms: SmsPort,
};

/** The journey pages' four use cases as one binding (a test may put its own in place). */
export const ApplicationJourney = Symbol.for('ApplicationJourney');

/** Each use case of ServerUseCases and its token. */
const SERVER_USE_CASES: TokensOf<ServerUseCases> = {
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
  saveApplicationDraft: SaveApplicationDraft,
  getApplicationDraft: GetApplicationDraft,
  requestCallback: RequestCallback,
  requestConsultation: RequestConsultation,
  applicationJourney: ApplicationJourney,
  submitApplication: SubmitApplication,
  getApplication: GetApplication,
  applicationDocuments: ApplicationDocuments,
  getApplicationDocument: GetApplicationDocument,
  processApplicationOutbox: ProcessApplicationOutbox,
  applicationsForSupport: ApplicationsForSupport,
  customerOverview: CustomerOverviewOf,
  watchlist: WatchlistUseCases,
  previousApplicationData: PreviousApplicationDataOf,
  customerDocuments: CustomerDocuments,
  tariffAdjustment: TariffAdjustment,
  payInMore: PayInMore,
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

/** The portal's host name as the sender's domain (URL.canParse: never throws on a bad setting). */
const mailDomainOf = (publicUrl: string | undefined): string =>
  publicUrl !== undefined && URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost';

/**
 * The ports the configuration decides: HTTP to INSURER_URL or the own demo insurer, mail by
 * SMTP_URL or as .eml files, PDFs with pdfkit, text messages as files, links signed with the
 * session secret; and the signal that wakes the outbox worker when an application is stored.
 */
const configuredPortsModule = (config: ServerConfig, signal: OutboxSignal): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<InsurerGatewayPort>(InsurerGatewayPort).toConstantValue(
      new HttpInsurerGateway(config.insurerUrl ?? ownDemoInsurerUrl(config)),
    );
    bind<MailPort>(MailPort).toConstantValue(
      new NodemailerMail({
        smtpUrl: config.smtpUrl ?? null,
        dataDir: config.dataDir,
        from: `${config.brandName} <antrag@${mailDomainOf(config.publicUrl)}>`,
      }),
    );
    bind<DocumentRendererPort>(DocumentRendererPort).toConstantValue(new PdfkitDocumentRenderer());
    bind<SmsPort>(SmsPort).toConstantValue(new FileSms(config.dataDir));
    bind<LinkSignerPort>(LinkSignerPort).toConstantValue(
      linkSignerOfSessionSecret(config.sessionSecret),
    );
    bind<OutboxSignal>(OutboxSignal).toConstantValue(signal);
  });

/** The catalogue of a server started without one: every comparison fails as unavailable. */
const NO_CATALOGUE: TariffCataloguePort = {
  load: async () => {
    throw new CatalogueUnavailable('no tariff catalogue configured');
  },
};

/**
 * The journey pages' use cases: the documents to read before signing, „Jetzt zahlungspflichtig
 * abschließen“ (the owner's draft submitted once per key), and the four as the pages' one binding.
 */
const applicationJourneyModule = new ContainerModule(({ bind }) => {
  const draftFormOf =
    (c: { get<T>(token: symbol): T }): DraftFormOf =>
    async (owner) =>
      (await c.get<GetApplicationDraft>(GetApplicationDraft)(owner))?.form ?? null;
  bind<PreviewApplicationDocuments>(PreviewApplicationDocuments)
    .toDynamicValue((c) =>
      makePreviewApplicationDocuments({
        getDraft: c.get<GetApplicationDraft>(GetApplicationDraft),
        documents: c.get<ApplicationDocuments>(ApplicationDocuments),
      }),
    )
    .inSingletonScope();
  bind<SubmitOnlineContract>(SubmitOnlineContract)
    .toDynamicValue((c) =>
      makeSubmitOnlineContract({
        getDraft: draftFormOf(c),
        submit: c.get<SubmitApplication>(SubmitApplication),
      }),
    )
    .inSingletonScope();
  bind<ApplicationJourneyUseCases>(ApplicationJourney)
    .toDynamicValue((c) => ({
      getApplicationDraft: draftFormOf(c),
      previewApplicationDocuments: c.get<PreviewApplicationDocuments>(PreviewApplicationDocuments),
      submitOnlineContract: c.get<SubmitOnlineContract>(SubmitOnlineContract),
      getApplication: c.get<GetApplication>(GetApplication),
    }))
    .inSingletonScope();
});

/**
 * Ports a caller hands in as values, put in place of what the modules bound (`rebind`): a test's
 * doubles, or a ports record a test built by hand.
 */
export const portsInPlace = (ports: Partial<ServerPorts>): ContainerModule =>
  new ContainerModule(({ rebind }) => {
    for (const [key, value] of Object.entries(ports)) {
      if (value === undefined) continue;
      if (key === 'catalogue') rebind(TariffCataloguePort).toConstantValue(value);
      else rebind<unknown>(SERVER_PORTS[key as keyof typeof SERVER_PORTS]).toConstantValue(value);
    }
  });

/** Use cases a test hands in, put in place of the server's own. */
export const useCasesInPlace = (useCases: {
  readonly applicationJourney?: ApplicationJourneyUseCases;
}): ContainerModule =>
  new ContainerModule(({ rebind }) => {
    if (useCases.applicationJourney !== undefined) {
      rebind<ApplicationJourneyUseCases>(ApplicationJourney).toConstantValue(
        useCases.applicationJourney,
      );
    }
  });

export interface ServerModules {
  /** The machine: clock, ids, logger, password hasher (serverModule, or a test's doubles). */
  readonly machine: ContainerModule;
  /** The database's stores and health (storage.module.ts). */
  readonly storage: ContainerModule;
  /** The tariff catalogue (catalogueModule); null: a server without one, comparisons answer 500. */
  readonly catalogue: ContainerModule | null;
  /** Bindings put in place last (portsInPlace, useCasesInPlace): tests only. */
  readonly inPlace?: readonly ContainerModule[];
}

/**
 * The server's one container: the machine, storage and catalogue modules the entry point (or a
 * test) names, the ports the configuration decides, every use-case module; each port and use case
 * resolved here, at start, so a missing binding stops the start with its name.
 */
export const composeServer = (config: ServerConfig, modules: ServerModules): ServerComposition => {
  const outboxSignal = new OutboxSignal();
  const catalogue =
    modules.catalogue ??
    new ContainerModule(({ bind }) => {
      bind<TariffCataloguePort>(TariffCataloguePort).toConstantValue(NO_CATALOGUE);
    });
  const container = buildContainer(
    configuredPortsModule(config, outboxSignal),
    modules.machine,
    modules.storage,
    catalogue,
    searchUseCasesModule,
    visitUseCasesModule,
    loginUseCasesModule,
    applicationDraftUseCasesModule,
    applicationUseCasesModule({
      brand: {
        name: config.brandName,
        phoneNumber: config.phoneNumber,
        host: hostOfPublicUrl(config.publicUrl),
      },
      onStored: outboxSignal.notify,
    }),
    customerAreaUseCasesModule,
    identificationUseCasesModule({
      sessionSecret: config.sessionSecret,
      publicUrl: config.publicUrl,
      brandName: config.brandName,
    }),
    consultingUseCasesModule({
      mail: {
        publicUrl: config.publicUrl,
        brandName: config.brandName,
        hotline: config.phoneNumber,
      },
    }),
    applicationJourneyModule,
    ...(modules.inPlace ?? []),
  );
  const ports = resolveAll(container, SERVER_PORTS);
  const deps: ServerDeps = {
    config,
    ...ports,
    ...(modules.catalogue === null
      ? {}
      : { catalogue: container.get<TariffCataloguePort>(TariffCataloguePort) }),
  };
  return { deps, useCases: resolveAll(container, SERVER_USE_CASES), outboxSignal };
};
