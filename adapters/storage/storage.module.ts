import { ContainerModule, type ContainerModuleLoadOptions, type Newable } from 'inversify';
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
import { OutboxPort } from '../../ports/outbox.port';
import { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import { PayInMoreStorePort } from '../../ports/pay-in-more-store.port';
import { TariffAdjustmentStorePort } from '../../ports/tariff-adjustment-store.port';
import { TrackingEventStorePort } from '../../ports/tracking-event-store.port';
import { UploadedDocumentStorePort } from '../../ports/uploaded-document-store.port';
import { WatchlistStorePort } from '../../ports/watchlist-store.port';
import { PostgresApplicationStore } from './postgres/postgres-application-store.adapter';
import { PostgresAppointmentStore } from './postgres/postgres-appointment-store.adapter';
import { PostgresBusinessProcessStore } from './postgres/postgres-business-process-store.adapter';
import { PostgresDatabase } from './postgres/postgres-database';
import { SqlAccountStore } from './sql/sql-account-store.adapter';
import { SqlApplicationDraftStore } from './sql/sql-application-draft-store.adapter';
import { SqlAttemptCounter } from './sql/sql-attempt-counter.adapter';
import { SqlCallbackRequestStore } from './sql/sql-callback-request-store.adapter';
import { SqlDatabase } from './sql/sql-database';
import { SqlHealth } from './sql/sql-health.adapter';
import { SqlIdentificationReminderStore } from './sql/sql-identification-reminder-store.adapter';
import { SqlIdentificationStore } from './sql/sql-identification-store.adapter';
import { SqlLoginCodeStore } from './sql/sql-login-code-store.adapter';
import { SqlLoginSessionStore } from './sql/sql-login-session-store.adapter';
import { SqlOutbox } from './sql/sql-outbox.adapter';
import { SqlPartnerSetStore } from './sql/sql-partner-set-store.adapter';
import { SqlPayInMoreStore } from './sql/sql-pay-in-more-store.adapter';
import { SqlTariffAdjustmentStore } from './sql/sql-tariff-adjustment-store.adapter';
import { SqlTrackingEventStore } from './sql/sql-tracking-event-store.adapter';
import { SqlUploadedDocumentStore } from './sql/sql-uploaded-document-store.adapter';
import { SqlWatchlistStore } from './sql/sql-watchlist-store.adapter';
import { SqliteApplicationStore } from './sqlite/sqlite-application-store.adapter';
import { SqliteAppointmentStore } from './sqlite/sqlite-appointment-store.adapter';
import { SqliteBusinessProcessStore } from './sqlite/sqlite-business-process-store.adapter';
import { SqliteDatabase } from './sqlite/sqlite-database';

/**
 * A storage port's row: its token, the class that serves it on SQLite (a portable Sql* class on
 * SqlDatabase, or a SQLite-only one on prepared statements and group commit), and the class
 * that serves it on PostgreSQL when the SQLite one is not portable.
 */
export type StorageBinding<Port> = readonly [
  port: symbol,
  sql: Newable<Port>,
  postgres?: Newable<Port>,
];

const row = <Port>(
  port: symbol,
  sql: Newable<Port>,
  postgres?: Newable<Port>,
): StorageBinding<Port> => [port, sql, postgres];

/**
 * Every storage port, keyed by its token's name: the one list both database modules are built
 * from (and the tests' in-memory module, test/support/memory-storage.module.ts, keyed alike).
 */
export const STORAGE_BINDINGS = {
  BusinessProcessStorePort: row<BusinessProcessStorePort>(
    BusinessProcessStorePort,
    SqliteBusinessProcessStore,
    PostgresBusinessProcessStore,
  ),
  AccountStorePort: row<AccountStorePort>(AccountStorePort, SqlAccountStore),
  LoginSessionStorePort: row<LoginSessionStorePort>(LoginSessionStorePort, SqlLoginSessionStore),
  LoginCodeStorePort: row<LoginCodeStorePort>(LoginCodeStorePort, SqlLoginCodeStore),
  PartnerSetStorePort: row<PartnerSetStorePort>(PartnerSetStorePort, SqlPartnerSetStore),
  HealthPort: row<HealthPort>(HealthPort, SqlHealth),
  TrackingEventStorePort: row<TrackingEventStorePort>(
    TrackingEventStorePort,
    SqlTrackingEventStore,
  ),
  ApplicationDraftStorePort: row<ApplicationDraftStorePort>(
    ApplicationDraftStorePort,
    SqlApplicationDraftStore,
  ),
  CallbackRequestStorePort: row<CallbackRequestStorePort>(
    CallbackRequestStorePort,
    SqlCallbackRequestStore,
  ),
  ApplicationStorePort: row<ApplicationStorePort>(
    ApplicationStorePort,
    SqliteApplicationStore,
    PostgresApplicationStore,
  ),
  WatchlistStorePort: row<WatchlistStorePort>(WatchlistStorePort, SqlWatchlistStore),
  AppointmentStorePort: row<AppointmentStorePort>(
    AppointmentStorePort,
    SqliteAppointmentStore,
    PostgresAppointmentStore,
  ),
  AttemptCounterPort: row<AttemptCounterPort>(AttemptCounterPort, SqlAttemptCounter),
  UploadedDocumentStorePort: row<UploadedDocumentStorePort>(
    UploadedDocumentStorePort,
    SqlUploadedDocumentStore,
  ),
  IdentificationStorePort: row<IdentificationStorePort>(
    IdentificationStorePort,
    SqlIdentificationStore,
  ),
  TariffAdjustmentStorePort: row<TariffAdjustmentStorePort>(
    TariffAdjustmentStorePort,
    SqlTariffAdjustmentStore,
  ),
  PayInMoreStorePort: row<PayInMoreStorePort>(PayInMoreStorePort, SqlPayInMoreStore),
  IdentificationReminderStorePort: row<IdentificationReminderStorePort>(
    IdentificationReminderStorePort,
    SqlIdentificationReminderStore,
  ),
  OutboxPort: row<OutboxPort>(OutboxPort, SqlOutbox),
} as const;

type PortOf<Binding> = Binding extends StorageBinding<infer Port> ? Port : never;

/** Every storage port's name (STORAGE_BINDINGS' keys) with the interface its token stands for. */
export type StoragePorts = {
  readonly [Name in keyof typeof STORAGE_BINDINGS]: PortOf<(typeof STORAGE_BINDINGS)[Name]>;
};

const bindStores = ({ bind }: ContainerModuleLoadOptions, on: 'sqlite' | 'postgres'): void => {
  for (const [port, sql, postgres] of Object.values(STORAGE_BINDINGS)) {
    bind(port)
      .to(on === 'postgres' ? (postgres ?? sql) : sql)
      .inSingletonScope();
  }
};

/** Every storage port on the open (and migrated) SQLite database; the caller closes it. */
export const storageModule = (database: SqliteDatabase): ContainerModule =>
  new ContainerModule((options) => {
    options.bind<SqliteDatabase>(SqliteDatabase).toConstantValue(database);
    options.bind<SqlDatabase>(SqlDatabase).toConstantValue(database);
    bindStores(options, 'sqlite');
  });

/**
 * Every storage port on the open (and migrated) PostgreSQL database (DATABASE_URL); the caller
 * closes it. The portable Sql* adapters run unchanged; the three whose SQLite form rests on
 * prepared statements and group commit have their own.
 */
export const postgresStorageModule = (database: PostgresDatabase): ContainerModule =>
  new ContainerModule((options) => {
    options.bind<PostgresDatabase>(PostgresDatabase).toConstantValue(database);
    options.bind<SqlDatabase>(SqlDatabase).toConstantValue(database);
    bindStores(options, 'postgres');
  });
