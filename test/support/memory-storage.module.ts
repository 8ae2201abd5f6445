// The in-memory storage module lives with the tests: production code never reaches a memory store.
import { ContainerModule } from 'inversify';
import { MemoryAccountStore } from '../../adapters/memory/memory-account-store.adapter';
import { MemoryApplicationDraftStore } from '../../adapters/memory/memory-application-draft-store.adapter';
import { MemoryApplicationEvents } from '../../adapters/memory/memory-application-events';
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
import { MemoryOutbox } from '../../adapters/memory/memory-outbox.adapter';
import { MemoryPartnerSetStore } from '../../adapters/memory/memory-partner-set-store.adapter';
import { MemoryPayInMoreStore } from '../../adapters/memory/memory-pay-in-more-store.adapter';
import { MemoryTariffAdjustmentStore } from '../../adapters/memory/memory-tariff-adjustment-store.adapter';
import { MemoryTrackingEventStore } from '../../adapters/memory/memory-tracking-event-store.adapter';
import { MemoryUploadedDocumentStore } from '../../adapters/memory/memory-uploaded-document-store.adapter';
import { MemoryWatchlistStore } from '../../adapters/memory/memory-watchlist-store.adapter';
import { PARTNER_SET_SEEDS } from '../../adapters/storage/sql/partner-set-seeds';
import { STORAGE_BINDINGS, type StoragePorts } from '../../adapters/storage/storage.module';

/**
 * The in-memory fake of every storage port, keyed as the production table STORAGE_BINDINGS
 * (adapters/storage/storage.module.ts): a port missing here, or a fake that does not fit its
 * port, does not compile.
 */
const MEMORY_STORES: {
  readonly [Name in keyof StoragePorts]: (
    outbox: MemoryOutbox,
    events: MemoryApplicationEvents,
  ) => StoragePorts[Name];
} = {
  BusinessProcessStorePort: () => new MemoryBusinessProcessStore(),
  AccountStorePort: () => new MemoryAccountStore(),
  LoginSessionStorePort: () => new MemoryLoginSessionStore(),
  LoginCodeStorePort: () => new MemoryLoginCodeStore(),
  PartnerSetStorePort: () => new MemoryPartnerSetStore(PARTNER_SET_SEEDS),
  HealthPort: () => new MemoryHealth(),
  TrackingEventStorePort: () => new MemoryTrackingEventStore(),
  ApplicationDraftStorePort: () => new MemoryApplicationDraftStore(),
  CallbackRequestStorePort: () => new MemoryCallbackRequestStore(),
  ApplicationStorePort: (outbox, events) => new MemoryApplicationStore(events, outbox),
  WatchlistStorePort: () => new MemoryWatchlistStore(),
  AppointmentStorePort: (outbox) => new MemoryAppointmentStore(outbox),
  AttemptCounterPort: () => new MemoryAttemptCounter(),
  UploadedDocumentStorePort: () => new MemoryUploadedDocumentStore(),
  IdentificationStorePort: (outbox, events) => new MemoryIdentificationStore(outbox, events),
  TariffAdjustmentStorePort: (outbox, events) => new MemoryTariffAdjustmentStore(outbox, events),
  PayInMoreStorePort: (outbox) => new MemoryPayInMoreStore(outbox),
  IdentificationReminderStorePort: () => new MemoryIdentificationReminderStore(),
  OutboxPort: (outbox) => outbox,
};

/** Every storage port in memory (tests), partner sets seeded as the first migration does. */
export const memoryStorageModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const outbox = new MemoryOutbox();
    // One history of every application, as the database's table is.
    const events = new MemoryApplicationEvents();
    for (const name of Object.keys(STORAGE_BINDINGS) as (keyof StoragePorts)[]) {
      const [port] = STORAGE_BINDINGS[name];
      bind(port).toConstantValue(MEMORY_STORES[name](outbox, events));
    }
  });

/** The server's stores that a hand-made ServerDeps of a test must bring, all in memory. */
export const memoryServerStores = (
  outbox = new MemoryOutbox(),
  events = new MemoryApplicationEvents(),
) => ({
  outbox,
  attempts: new MemoryAttemptCounter(),
  trackingEvents: new MemoryTrackingEventStore(),
  applications: new MemoryApplicationStore(events, outbox),
  applicationDrafts: new MemoryApplicationDraftStore(),
  callbackRequests: new MemoryCallbackRequestStore(),
  watchlist: new MemoryWatchlistStore(),
  tariffAdjustments: new MemoryTariffAdjustmentStore(outbox, events),
  payInMoreRequests: new MemoryPayInMoreStore(outbox),
  appointments: new MemoryAppointmentStore(outbox),
  uploadedDocuments: new MemoryUploadedDocumentStore(),
  identifications: new MemoryIdentificationStore(outbox, events),
  identificationReminders: new MemoryIdentificationReminderStore(),
});
