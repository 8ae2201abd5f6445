import { ContainerModule } from 'inversify';
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
import { PostgresApplicationStore } from '../storage/postgres/postgres-application-store.adapter';
import { PostgresAppointmentStore } from '../storage/postgres/postgres-appointment-store.adapter';
import { PostgresBusinessProcessStore } from '../storage/postgres/postgres-business-process-store.adapter';
import { PostgresDatabase } from '../storage/postgres/postgres-database';
import { SqlAttemptCounter } from '../storage/sqlite/sql-attempt-counter.adapter';
import { SqlIdentificationReminderStore } from '../storage/sqlite/sql-identification-reminder-store.adapter';
import { SqlIdentificationStore } from '../storage/sqlite/sql-identification-store.adapter';
import { SqlPayInMoreStore } from '../storage/sqlite/sql-pay-in-more-store.adapter';
import { SqlTariffAdjustmentStore } from '../storage/sqlite/sql-tariff-adjustment-store.adapter';
import { SqlUploadedDocumentStore } from '../storage/sqlite/sql-uploaded-document-store.adapter';
import { SqliteAccountStore } from '../storage/sqlite/sqlite-account-store.adapter';
import { SqliteApplicationDraftStore } from '../storage/sqlite/sqlite-application-draft-store.adapter';
import { SqliteApplicationStore } from '../storage/sqlite/sqlite-application-store.adapter';
import { SqliteAppointmentStore } from '../storage/sqlite/sqlite-appointment-store.adapter';
import { SqliteBusinessProcessStore } from '../storage/sqlite/sqlite-business-process-store.adapter';
import { SqliteCallbackRequestStore } from '../storage/sqlite/sqlite-callback-request-store.adapter';
import { SqliteDatabase } from '../storage/sqlite/sqlite-database';
import { SqliteHealth } from '../storage/sqlite/sqlite-health.adapter';
import { SqliteLoginCodeStore } from '../storage/sqlite/sqlite-login-code-store.adapter';
import { SqliteLoginSessionStore } from '../storage/sqlite/sqlite-login-session-store.adapter';
import { SqlitePartnerSetStore } from '../storage/sqlite/sqlite-partner-set-store.adapter';
import { SqliteTrackingEventStore } from '../storage/sqlite/sqlite-tracking-event-store.adapter';
import { SqliteWatchlistStore } from '../storage/sqlite/sqlite-watchlist-store.adapter';

/** Every storage port on the open (and migrated) SQLite database; the caller closes it. */
export const storageModule = (database: SqliteDatabase): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<SqliteDatabase>(SqliteDatabase).toConstantValue(database);
    bind<BusinessProcessStorePort>(BusinessProcessStorePort)
      .to(SqliteBusinessProcessStore)
      .inSingletonScope();
    bind<AccountStorePort>(AccountStorePort).to(SqliteAccountStore).inSingletonScope();
    bind<LoginSessionStorePort>(LoginSessionStorePort)
      .to(SqliteLoginSessionStore)
      .inSingletonScope();
    bind<LoginCodeStorePort>(LoginCodeStorePort).to(SqliteLoginCodeStore).inSingletonScope();
    bind<PartnerSetStorePort>(PartnerSetStorePort).to(SqlitePartnerSetStore).inSingletonScope();
    bind<HealthPort>(HealthPort).to(SqliteHealth).inSingletonScope();
    bind<TrackingEventStorePort>(TrackingEventStorePort)
      .to(SqliteTrackingEventStore)
      .inSingletonScope();
    bind<ApplicationDraftStorePort>(ApplicationDraftStorePort)
      .to(SqliteApplicationDraftStore)
      .inSingletonScope();
    bind<CallbackRequestStorePort>(CallbackRequestStorePort)
      .to(SqliteCallbackRequestStore)
      .inSingletonScope();
    bind<ApplicationStorePort>(ApplicationStorePort).to(SqliteApplicationStore).inSingletonScope();
    bind<WatchlistStorePort>(WatchlistStorePort).to(SqliteWatchlistStore).inSingletonScope();
    bind<AppointmentStorePort>(AppointmentStorePort).to(SqliteAppointmentStore).inSingletonScope();
    bind<AttemptCounterPort>(AttemptCounterPort).to(SqlAttemptCounter).inSingletonScope();
    bind<UploadedDocumentStorePort>(UploadedDocumentStorePort)
      .to(SqlUploadedDocumentStore)
      .inSingletonScope();
    bind<IdentificationStorePort>(IdentificationStorePort)
      .to(SqlIdentificationStore)
      .inSingletonScope();
    bind<TariffAdjustmentStorePort>(TariffAdjustmentStorePort)
      .to(SqlTariffAdjustmentStore)
      .inSingletonScope();
    bind<PayInMoreStorePort>(PayInMoreStorePort).to(SqlPayInMoreStore).inSingletonScope();
    bind<IdentificationReminderStorePort>(IdentificationReminderStorePort)
      .to(SqlIdentificationReminderStore)
      .inSingletonScope();
  });

/**
 * Every storage port on the open (and migrated) PostgreSQL database (DATABASE_URL); the caller
 * closes it. The portable SQL adapters run unchanged; the three whose SQLite form rests on
 * prepared statements and group commit have their own.
 */
export const postgresStorageModule = (database: PostgresDatabase): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<PostgresDatabase>(PostgresDatabase).toConstantValue(database);
    bind<BusinessProcessStorePort>(BusinessProcessStorePort)
      .to(PostgresBusinessProcessStore)
      .inSingletonScope();
    bind<AccountStorePort>(AccountStorePort).toConstantValue(new SqliteAccountStore(database));
    bind<LoginSessionStorePort>(LoginSessionStorePort).toConstantValue(
      new SqliteLoginSessionStore(database),
    );
    bind<LoginCodeStorePort>(LoginCodeStorePort).toConstantValue(
      new SqliteLoginCodeStore(database),
    );
    bind<PartnerSetStorePort>(PartnerSetStorePort).toConstantValue(
      new SqlitePartnerSetStore(database),
    );
    bind<HealthPort>(HealthPort).toConstantValue(new SqliteHealth(database));
    bind<TrackingEventStorePort>(TrackingEventStorePort).toConstantValue(
      new SqliteTrackingEventStore(database),
    );
    bind<ApplicationDraftStorePort>(ApplicationDraftStorePort).toConstantValue(
      new SqliteApplicationDraftStore(database),
    );
    bind<CallbackRequestStorePort>(CallbackRequestStorePort).toConstantValue(
      new SqliteCallbackRequestStore(database),
    );
    bind<ApplicationStorePort>(ApplicationStorePort)
      .to(PostgresApplicationStore)
      .inSingletonScope();
    bind<WatchlistStorePort>(WatchlistStorePort).toConstantValue(
      new SqliteWatchlistStore(database),
    );
    bind<AppointmentStorePort>(AppointmentStorePort)
      .to(PostgresAppointmentStore)
      .inSingletonScope();
    bind<AttemptCounterPort>(AttemptCounterPort).toConstantValue(new SqlAttemptCounter(database));
    bind<UploadedDocumentStorePort>(UploadedDocumentStorePort).toConstantValue(
      new SqlUploadedDocumentStore(database),
    );
    bind<IdentificationStorePort>(IdentificationStorePort).toConstantValue(
      new SqlIdentificationStore(database),
    );
    bind<TariffAdjustmentStorePort>(TariffAdjustmentStorePort).toConstantValue(
      new SqlTariffAdjustmentStore(database),
    );
    bind<PayInMoreStorePort>(PayInMoreStorePort).toConstantValue(new SqlPayInMoreStore(database));
    bind<IdentificationReminderStorePort>(IdentificationReminderStorePort).toConstantValue(
      new SqlIdentificationReminderStore(database),
    );
  });
