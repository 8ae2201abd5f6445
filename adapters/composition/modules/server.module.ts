import { type Container, ContainerModule } from 'inversify';
import { AccountStorePort } from '../../../ports/account-store.port';
import { ApplicationDraftStorePort } from '../../../ports/application-draft-store.port';
import { ApplicationStorePort } from '../../../ports/application-store.port';
import { AppointmentStorePort } from '../../../ports/appointment-store.port';
import { AttemptCounterPort } from '../../../ports/attempt-counter.port';
import { BusinessProcessStorePort } from '../../../ports/business-process-store.port';
import { CallbackRequestStorePort } from '../../../ports/callback-request-store.port';
import { ClockPort } from '../../../ports/clock.port';
import { HealthPort } from '../../../ports/health.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { IdentificationReminderStorePort } from '../../../ports/identification-reminder-store.port';
import { IdentificationStorePort } from '../../../ports/identification-store.port';
import { LinkSignerPort } from '../../../ports/link-signer.port';
import { LoggerPort, type LogLevel } from '../../../ports/logger.port';
import { LoginCodeStorePort } from '../../../ports/login-code-store.port';
import { LoginSessionStorePort } from '../../../ports/login-session-store.port';
import { PartnerSetStorePort } from '../../../ports/partner-set-store.port';
import { PasswordHasherPort } from '../../../ports/password-hasher.port';
import { PayInMoreStorePort } from '../../../ports/pay-in-more-store.port';
import { SmsPort } from '../../../ports/sms.port';
import { TariffAdjustmentStorePort } from '../../../ports/tariff-adjustment-store.port';
import { TariffCataloguePort } from '../../../ports/tariff-catalogue.port';
import { TrackingEventStorePort } from '../../../ports/tracking-event-store.port';
import { UploadedDocumentStorePort } from '../../../ports/uploaded-document-store.port';
import { WatchlistStorePort } from '../../../ports/watchlist-store.port';
import type { ServerConfig, ServerDeps } from '../../server/server-deps';
import { FileSms } from '../../sms/file-sms.adapter';
import { ConsoleLoggerAdapter } from '../../system/console-logger.adapter';
import { CryptoIdGenerator } from '../../system/crypto-id-generator.adapter';
import { linkSignerOfSessionSecret } from '../../system/hmac-link-signer.adapter';
import { ScryptPasswordHasher } from '../../system/scrypt-password-hasher.adapter';
import { SystemClockAdapter } from '../../system/system-clock.adapter';

/** The server's machine-side ports: clock, random ids, JSON-line logger, scrypt passwords. */
export const serverModule = (options: { readonly logLevel: LogLevel }): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<ClockPort>(ClockPort).to(SystemClockAdapter).inSingletonScope();
    bind<IdGeneratorPort>(IdGeneratorPort).to(CryptoIdGenerator).inSingletonScope();
    bind<LoggerPort>(LoggerPort).toConstantValue(new ConsoleLoggerAdapter(options.logLevel));
    bind<PasswordHasherPort>(PasswordHasherPort).to(ScryptPasswordHasher).inSingletonScope();
  });

/** Everything buildServer needs, from a container loaded with serverModule and a storage module. */
export const serverDepsFrom = (container: Container, config: ServerConfig): ServerDeps => ({
  config,
  clock: container.get<ClockPort>(ClockPort),
  ids: container.get<IdGeneratorPort>(IdGeneratorPort),
  logger: container.get<LoggerPort>(LoggerPort),
  health: container.get<HealthPort>(HealthPort),
  businessProcess: container.get<BusinessProcessStorePort>(BusinessProcessStorePort),
  accounts: container.get<AccountStorePort>(AccountStorePort),
  sessions: container.get<LoginSessionStorePort>(LoginSessionStorePort),
  codes: container.get<LoginCodeStorePort>(LoginCodeStorePort),
  partnerSets: container.get<PartnerSetStorePort>(PartnerSetStorePort),
  passwords: container.get<PasswordHasherPort>(PasswordHasherPort),
  trackingEvents: container.get<TrackingEventStorePort>(TrackingEventStorePort),
  applicationDrafts: container.get<ApplicationDraftStorePort>(ApplicationDraftStorePort),
  callbackRequests: container.get<CallbackRequestStorePort>(CallbackRequestStorePort),
  applications: container.get<ApplicationStorePort>(ApplicationStorePort),
  attempts: container.get<AttemptCounterPort>(AttemptCounterPort),
  watchlist: container.get<WatchlistStorePort>(WatchlistStorePort),
  uploadedDocuments: container.get<UploadedDocumentStorePort>(UploadedDocumentStorePort),
  tariffAdjustments: container.get<TariffAdjustmentStorePort>(TariffAdjustmentStorePort),
  payInMoreRequests: container.get<PayInMoreStorePort>(PayInMoreStorePort),
  appointments: container.get<AppointmentStorePort>(AppointmentStorePort),
  identifications: container.get<IdentificationStorePort>(IdentificationStorePort),
  identificationReminders: container.get<IdentificationReminderStorePort>(
    IdentificationReminderStorePort,
  ),
  // Bound by catalogueModule; containers without it serve no comparison.
  ...(container.isBound(TariffCataloguePort)
    ? { catalogue: container.get<TariffCataloguePort>(TariffCataloguePort) }
    : {}),
});

/**
 * The ports of a ServerDeps record bound as they are, so the server resolves its use cases from
 * a container whether the entry point's modules or a test's doubles made them.
 */
export const serverPortsModule = (deps: ServerDeps): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<ClockPort>(ClockPort).toConstantValue(deps.clock);
    bind<IdGeneratorPort>(IdGeneratorPort).toConstantValue(deps.ids);
    bind<LoggerPort>(LoggerPort).toConstantValue(deps.logger);
    bind<HealthPort>(HealthPort).toConstantValue(deps.health);
    bind<BusinessProcessStorePort>(BusinessProcessStorePort).toConstantValue(deps.businessProcess);
    bind<AccountStorePort>(AccountStorePort).toConstantValue(deps.accounts);
    bind<LoginSessionStorePort>(LoginSessionStorePort).toConstantValue(deps.sessions);
    bind<LoginCodeStorePort>(LoginCodeStorePort).toConstantValue(deps.codes);
    bind<PartnerSetStorePort>(PartnerSetStorePort).toConstantValue(deps.partnerSets);
    bind<PasswordHasherPort>(PasswordHasherPort).toConstantValue(deps.passwords);
    bind<AttemptCounterPort>(AttemptCounterPort).toConstantValue(deps.attempts);
    bind<ApplicationStorePort>(ApplicationStorePort).toConstantValue(deps.applications);
    bind<TrackingEventStorePort>(TrackingEventStorePort).toConstantValue(deps.trackingEvents);
    bind<ApplicationDraftStorePort>(ApplicationDraftStorePort).toConstantValue(
      deps.applicationDrafts,
    );
    bind<CallbackRequestStorePort>(CallbackRequestStorePort).toConstantValue(deps.callbackRequests);
    bind<WatchlistStorePort>(WatchlistStorePort).toConstantValue(deps.watchlist);
    bind<UploadedDocumentStorePort>(UploadedDocumentStorePort).toConstantValue(
      deps.uploadedDocuments,
    );
    bind<TariffAdjustmentStorePort>(TariffAdjustmentStorePort).toConstantValue(
      deps.tariffAdjustments,
    );
    bind<PayInMoreStorePort>(PayInMoreStorePort).toConstantValue(deps.payInMoreRequests);
    bind<AppointmentStorePort>(AppointmentStorePort).toConstantValue(deps.appointments);
    bind<IdentificationStorePort>(IdentificationStorePort).toConstantValue(deps.identifications);
    bind<IdentificationReminderStorePort>(IdentificationReminderStorePort).toConstantValue(
      deps.identificationReminders,
    );
    bind<SmsPort>(SmsPort).toConstantValue(deps.sms ?? new FileSms(deps.config.dataDir));
    bind<LinkSignerPort>(LinkSignerPort).toConstantValue(
      linkSignerOfSessionSecret(deps.config.sessionSecret),
    );
    if (deps.catalogue !== undefined) {
      bind<TariffCataloguePort>(TariffCataloguePort).toConstantValue(deps.catalogue);
    }
  });
