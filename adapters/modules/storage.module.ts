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
import { SqlAccountStore } from '../storage/sql/sql-account-store.adapter';
import { SqlApplicationDraftStore } from '../storage/sql/sql-application-draft-store.adapter';
import { SqlAttemptCounter } from '../storage/sql/sql-attempt-counter.adapter';
import { SqlCallbackRequestStore } from '../storage/sql/sql-callback-request-store.adapter';
import { SqlDatabase } from '../storage/sql/sql-database';
import { SqlHealth } from '../storage/sql/sql-health.adapter';
import { SqlIdentificationReminderStore } from '../storage/sql/sql-identification-reminder-store.adapter';
import { SqlIdentificationStore } from '../storage/sql/sql-identification-store.adapter';
import { SqlLoginCodeStore } from '../storage/sql/sql-login-code-store.adapter';
import { SqlLoginSessionStore } from '../storage/sql/sql-login-session-store.adapter';
import { SqlPartnerSetStore } from '../storage/sql/sql-partner-set-store.adapter';
import { SqlPayInMoreStore } from '../storage/sql/sql-pay-in-more-store.adapter';
import { SqlTariffAdjustmentStore } from '../storage/sql/sql-tariff-adjustment-store.adapter';
import { SqlTrackingEventStore } from '../storage/sql/sql-tracking-event-store.adapter';
import { SqlUploadedDocumentStore } from '../storage/sql/sql-uploaded-document-store.adapter';
import { SqlWatchlistStore } from '../storage/sql/sql-watchlist-store.adapter';
import { SqliteApplicationStore } from '../storage/sqlite/sqlite-application-store.adapter';
import { SqliteAppointmentStore } from '../storage/sqlite/sqlite-appointment-store.adapter';
import { SqliteBusinessProcessStore } from '../storage/sqlite/sqlite-business-process-store.adapter';
import { SqliteDatabase } from '../storage/sqlite/sqlite-database';

/** Every storage port on the open (and migrated) SQLite database; the caller closes it. */
export const storageModule = (database: SqliteDatabase): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<SqliteDatabase>(SqliteDatabase).toConstantValue(database);
    bind<SqlDatabase>(SqlDatabase).toConstantValue(database);
    bind<BusinessProcessStorePort>(BusinessProcessStorePort)
      .to(SqliteBusinessProcessStore)
      .inSingletonScope();
    bind<AccountStorePort>(AccountStorePort).to(SqlAccountStore).inSingletonScope();
    bind<LoginSessionStorePort>(LoginSessionStorePort).to(SqlLoginSessionStore).inSingletonScope();
    bind<LoginCodeStorePort>(LoginCodeStorePort).to(SqlLoginCodeStore).inSingletonScope();
    bind<PartnerSetStorePort>(PartnerSetStorePort).to(SqlPartnerSetStore).inSingletonScope();
    bind<HealthPort>(HealthPort).to(SqlHealth).inSingletonScope();
    bind<TrackingEventStorePort>(TrackingEventStorePort)
      .to(SqlTrackingEventStore)
      .inSingletonScope();
    bind<ApplicationDraftStorePort>(ApplicationDraftStorePort)
      .to(SqlApplicationDraftStore)
      .inSingletonScope();
    bind<CallbackRequestStorePort>(CallbackRequestStorePort)
      .to(SqlCallbackRequestStore)
      .inSingletonScope();
    bind<ApplicationStorePort>(ApplicationStorePort).to(SqliteApplicationStore).inSingletonScope();
    bind<WatchlistStorePort>(WatchlistStorePort).to(SqlWatchlistStore).inSingletonScope();
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
    bind<SqlDatabase>(SqlDatabase).toConstantValue(database);
    bind<BusinessProcessStorePort>(BusinessProcessStorePort)
      .to(PostgresBusinessProcessStore)
      .inSingletonScope();
    bind<AccountStorePort>(AccountStorePort).toConstantValue(new SqlAccountStore(database));
    bind<LoginSessionStorePort>(LoginSessionStorePort).toConstantValue(
      new SqlLoginSessionStore(database),
    );
    bind<LoginCodeStorePort>(LoginCodeStorePort).toConstantValue(new SqlLoginCodeStore(database));
    bind<PartnerSetStorePort>(PartnerSetStorePort).toConstantValue(
      new SqlPartnerSetStore(database),
    );
    bind<HealthPort>(HealthPort).toConstantValue(new SqlHealth(database));
    bind<TrackingEventStorePort>(TrackingEventStorePort).toConstantValue(
      new SqlTrackingEventStore(database),
    );
    bind<ApplicationDraftStorePort>(ApplicationDraftStorePort).toConstantValue(
      new SqlApplicationDraftStore(database),
    );
    bind<CallbackRequestStorePort>(CallbackRequestStorePort).toConstantValue(
      new SqlCallbackRequestStore(database),
    );
    bind<ApplicationStorePort>(ApplicationStorePort)
      .to(PostgresApplicationStore)
      .inSingletonScope();
    bind<WatchlistStorePort>(WatchlistStorePort).toConstantValue(new SqlWatchlistStore(database));
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
