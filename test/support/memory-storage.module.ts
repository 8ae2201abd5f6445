// The in-memory storage module lives with the tests: production code never reaches a memory store.
import { ContainerModule } from 'inversify';
import { MemoryAccountStore } from '../../adapters/memory/memory-account-store.adapter';
import { MemoryApplicationDraftStore } from '../../adapters/memory/memory-application-draft-store.adapter';
import { MemoryApplicationStore } from '../../adapters/memory/memory-application-store.adapter';
import { MemoryAppointmentStore } from '../../adapters/memory/memory-appointment-store.adapter';
import { MemoryAttemptCounter } from '../../adapters/memory/memory-attempt-counter.adapter';
import { MemoryBusinessProcessStore } from '../../adapters/memory/memory-business-process-store.adapter';
import { MemoryCallbackRequestStore } from '../../adapters/memory/memory-callback-request-store.adapter';
import { MemoryHealth } from '../../adapters/memory/memory-health.adapter';
import { MemoryIdentificationReminderStore } from '../../adapters/memory/memory-identification-reminder-store.adapter';
import { MemoryIdentificationStore } from '../../adapters/memory/memory-identification-store.adapter';
import { MemoryLoginCodeStore } from '../../adapters/memory/memory-login-code-store.adapter';
import { MemoryLoginSessionStore } from '../../adapters/memory/memory-login-session-store.adapter';
import { MemoryPartnerSetStore } from '../../adapters/memory/memory-partner-set-store.adapter';
import { MemoryPayInMoreStore } from '../../adapters/memory/memory-pay-in-more-store.adapter';
import { MemoryTariffAdjustmentStore } from '../../adapters/memory/memory-tariff-adjustment-store.adapter';
import { MemoryTrackingEventStore } from '../../adapters/memory/memory-tracking-event-store.adapter';
import { MemoryUploadedDocumentStore } from '../../adapters/memory/memory-uploaded-document-store.adapter';
import { MemoryWatchlistStore } from '../../adapters/memory/memory-watchlist-store.adapter';
import { PARTNER_SET_SEEDS } from '../../adapters/storage/sql/partner-set-seeds';
import { AccountStorePort } from '../../ports/account-store.port';
import { ApplicationDraftStorePort } from '../../ports/application-draft-store.port';
import { ApplicationStorePort } from '../../ports/application-store.port';
import { AppointmentStorePort } from '../../ports/appointment-store.port';
import { AttemptCounterPort } from '../../ports/attempt-counter.port';
import { BusinessProcessStorePort } from '../../ports/business-process-store.port';
import { CallbackRequestStorePort } from '../../ports/callback-request-store.port';
import { HealthPort } from '../../ports/health.port';
import { IdentificationReminderStorePort } from '../../ports/identification-reminder-store.port';
import { IdentificationStorePort } from '../../ports/identification-store.port';
import { LoginCodeStorePort } from '../../ports/login-code-store.port';
import { LoginSessionStorePort } from '../../ports/login-session-store.port';
import { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import { PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import { TariffAdjustmentStorePort } from '../../ports/tariff-adjustment-store.port';
import { TrackingEventStorePort } from '../../ports/tracking-event-store.port';
import { UploadedDocumentStorePort } from '../../ports/uploaded-document-store.port';
import { WatchlistStorePort } from '../../ports/watchlist-store.port';

/** Every storage port in memory (tests), partner sets seeded as the first migration does. */
export const memoryStorageModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<BusinessProcessStorePort>(BusinessProcessStorePort).toConstantValue(
      new MemoryBusinessProcessStore(),
    );
    bind<AccountStorePort>(AccountStorePort).toConstantValue(new MemoryAccountStore());
    bind<LoginSessionStorePort>(LoginSessionStorePort).toConstantValue(
      new MemoryLoginSessionStore(),
    );
    bind<LoginCodeStorePort>(LoginCodeStorePort).toConstantValue(new MemoryLoginCodeStore());
    bind<PartnerSetStorePort>(PartnerSetStorePort).toConstantValue(
      new MemoryPartnerSetStore(PARTNER_SET_SEEDS),
    );
    bind<HealthPort>(HealthPort).toConstantValue(new MemoryHealth());
    bind<TrackingEventStorePort>(TrackingEventStorePort).toConstantValue(
      new MemoryTrackingEventStore(),
    );
    bind<ApplicationDraftStorePort>(ApplicationDraftStorePort).toConstantValue(
      new MemoryApplicationDraftStore(),
    );
    bind<CallbackRequestStorePort>(CallbackRequestStorePort).toConstantValue(
      new MemoryCallbackRequestStore(),
    );
    bind<ApplicationStorePort>(ApplicationStorePort).toConstantValue(new MemoryApplicationStore());
    bind<WatchlistStorePort>(WatchlistStorePort).toConstantValue(new MemoryWatchlistStore());
    bind<AppointmentStorePort>(AppointmentStorePort).toConstantValue(new MemoryAppointmentStore());
    bind<AttemptCounterPort>(AttemptCounterPort).toConstantValue(new MemoryAttemptCounter());
    bind<UploadedDocumentStorePort>(UploadedDocumentStorePort).toConstantValue(
      new MemoryUploadedDocumentStore(),
    );
    bind<IdentificationStorePort>(IdentificationStorePort).toConstantValue(
      new MemoryIdentificationStore(),
    );
    bind<TariffAdjustmentStorePort>(TariffAdjustmentStorePort).toConstantValue(
      new MemoryTariffAdjustmentStore(),
    );
    bind<PayInMoreStorePort>(PayInMoreStorePort).toConstantValue(new MemoryPayInMoreStore());
    bind<IdentificationReminderStorePort>(IdentificationReminderStorePort).toConstantValue(
      new MemoryIdentificationReminderStore(),
    );
  });

/** The server's stores that a hand-made ServerDeps of a test must bring, all in memory. */
export const memoryServerStores = () => ({
  attempts: new MemoryAttemptCounter(),
  trackingEvents: new MemoryTrackingEventStore(),
  applications: new MemoryApplicationStore(),
  applicationDrafts: new MemoryApplicationDraftStore(),
  callbackRequests: new MemoryCallbackRequestStore(),
  watchlist: new MemoryWatchlistStore(),
  tariffAdjustments: new MemoryTariffAdjustmentStore(),
  payInMoreRequests: new MemoryPayInMoreStore(),
  appointments: new MemoryAppointmentStore(),
  uploadedDocuments: new MemoryUploadedDocumentStore(),
  identifications: new MemoryIdentificationStore(),
  identificationReminders: new MemoryIdentificationReminderStore(),
});
