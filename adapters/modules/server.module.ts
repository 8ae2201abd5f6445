import { type Container, ContainerModule } from 'inversify';
import { AccountStorePort } from '../../ports/account-store.port';
import { ApplicationDraftStorePort } from '../../ports/application-draft-store.port';
import { ApplicationStorePort } from '../../ports/application-store.port';
import { AppointmentStorePort } from '../../ports/appointment-store.port';
import { AttemptCounterPort } from '../../ports/attempt-counter.port';
import { BusinessProcessStorePort } from '../../ports/business-process-store.port';
import { CallbackRequestStorePort } from '../../ports/callback-request-store.port';
import { ClockPort } from '../../ports/clock.port';
import { HealthPort } from '../../ports/health.port';
import { IdGeneratorPort } from '../../ports/id-generator.port';
import { IdentificationReminderStorePort } from '../../ports/identification-reminder-store.port';
import { IdentificationStorePort } from '../../ports/identification-store.port';
import { LoggerPort, type LogLevel } from '../../ports/logger.port';
import { LoginCodeStorePort } from '../../ports/login-code-store.port';
import { LoginSessionStorePort } from '../../ports/login-session-store.port';
import { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import { PasswordHasherPort } from '../../ports/password-hasher.port';
import { PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import { SmsPort } from '../../ports/sms.port';
import { TariffAdjustmentStorePort } from '../../ports/tariff-adjustment-store.port';
import { TariffCataloguePort } from '../../ports/tariff-catalogue.port';
import { TrackingEventStorePort } from '../../ports/tracking-event-store.port';
import { UploadedDocumentStorePort } from '../../ports/uploaded-document-store.port';
import { WatchlistStorePort } from '../../ports/watchlist-store.port';
import { ScryptPasswordHasher } from '../login/scrypt-password-hasher.adapter';
import type { ServerConfig, ServerDeps } from '../server/server-deps';
import { ConsoleLoggerAdapter } from '../system/console-logger.adapter';
import { CryptoIdGenerator } from '../system/crypto-id-generator.adapter';
import { SystemClockAdapter } from '../system/system-clock.adapter';

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
  ...(container.isBound(ApplicationDraftStorePort)
    ? {
        applicationDrafts: container.get<ApplicationDraftStorePort>(ApplicationDraftStorePort),
        callbackRequests: container.get<CallbackRequestStorePort>(CallbackRequestStorePort),
      }
    : {}),
  ...(container.isBound(ApplicationStorePort)
    ? { applications: container.get<ApplicationStorePort>(ApplicationStorePort) }
    : {}),
  ...(container.isBound(AttemptCounterPort)
    ? { attempts: container.get<AttemptCounterPort>(AttemptCounterPort) }
    : {}),
  ...(container.isBound(WatchlistStorePort)
    ? { watchlist: container.get<WatchlistStorePort>(WatchlistStorePort) }
    : {}),
  ...(container.isBound(UploadedDocumentStorePort)
    ? { uploadedDocuments: container.get<UploadedDocumentStorePort>(UploadedDocumentStorePort) }
    : {}),
  ...(container.isBound(TariffAdjustmentStorePort)
    ? {
        tariffAdjustments: container.get<TariffAdjustmentStorePort>(TariffAdjustmentStorePort),
      }
    : {}),
  ...(container.isBound(PayInMoreStorePort)
    ? { payInMoreRequests: container.get<PayInMoreStorePort>(PayInMoreStorePort) }
    : {}),
  ...(container.isBound(AppointmentStorePort)
    ? { appointments: container.get<AppointmentStorePort>(AppointmentStorePort) }
    : {}),
  ...(container.isBound(IdentificationStorePort)
    ? { identifications: container.get<IdentificationStorePort>(IdentificationStorePort) }
    : {}),
  ...(container.isBound(IdentificationReminderStorePort)
    ? {
        identificationReminders: container.get<IdentificationReminderStorePort>(
          IdentificationReminderStorePort,
        ),
      }
    : {}),
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
    if (deps.applications !== undefined) {
      bind<ApplicationStorePort>(ApplicationStorePort).toConstantValue(deps.applications);
    }
    if (deps.trackingEvents !== undefined) {
      bind<TrackingEventStorePort>(TrackingEventStorePort).toConstantValue(deps.trackingEvents);
    }
    if (deps.applicationDrafts !== undefined) {
      bind<ApplicationDraftStorePort>(ApplicationDraftStorePort).toConstantValue(
        deps.applicationDrafts,
      );
    }
    if (deps.callbackRequests !== undefined) {
      bind<CallbackRequestStorePort>(CallbackRequestStorePort).toConstantValue(
        deps.callbackRequests,
      );
    }
    if (deps.watchlist !== undefined) {
      bind<WatchlistStorePort>(WatchlistStorePort).toConstantValue(deps.watchlist);
    }
    if (deps.uploadedDocuments !== undefined) {
      bind<UploadedDocumentStorePort>(UploadedDocumentStorePort).toConstantValue(
        deps.uploadedDocuments,
      );
    }
    if (deps.tariffAdjustments !== undefined) {
      bind<TariffAdjustmentStorePort>(TariffAdjustmentStorePort).toConstantValue(
        deps.tariffAdjustments,
      );
    }
    if (deps.payInMoreRequests !== undefined) {
      bind<PayInMoreStorePort>(PayInMoreStorePort).toConstantValue(deps.payInMoreRequests);
    }
    if (deps.appointments !== undefined) {
      bind<AppointmentStorePort>(AppointmentStorePort).toConstantValue(deps.appointments);
    }
    if (deps.identifications !== undefined) {
      bind<IdentificationStorePort>(IdentificationStorePort).toConstantValue(deps.identifications);
    }
    if (deps.identificationReminders !== undefined) {
      bind<IdentificationReminderStorePort>(IdentificationReminderStorePort).toConstantValue(
        deps.identificationReminders,
      );
    }
    if (deps.sms !== undefined) bind<SmsPort>(SmsPort).toConstantValue(deps.sms);
    if (deps.catalogue !== undefined) {
      bind<TariffCataloguePort>(TariffCataloguePort).toConstantValue(deps.catalogue);
    }
  });
