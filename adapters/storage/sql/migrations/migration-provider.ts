import type { Migration, MigrationProvider } from 'kysely';
import { init0001 } from './0001-init.migration';
import { applicationDrafts0002 } from './0002-application-drafts.migration';
import { applications0003 } from './0003-applications.migration';
import { callbackPreferredTime0004 } from './0004-callback-preferred-time.migration';
import { appointments0005 } from './0005-appointments.migration';
import { watchlist0006 } from './0006-watchlist.migration';
import { loginAttempts0007 } from './0007-login-attempts.migration';
import { callbackTopic0008 } from './0008-callback-topic.migration';
import { uploadedDocuments0009 } from './0009-uploaded-documents.migration';
import { identifications0010 } from './0010-identifications.migration';
import { tariffAdjustments0011 } from './0011-tariff-adjustments.migration';
import { payInMore0012 } from './0012-pay-in-more.migration';
import { applicationAcceptance0013 } from './0013-application-acceptance.migration';
import { payInMoreReported0014 } from './0014-pay-in-more-reported.migration';
import { identificationReminders0015 } from './0015-identification-reminders.migration';
import { oneOutbox0016 } from './0016-one-outbox.migration';
import { remindersInOutbox0017 } from './0017-reminders-in-outbox.migration';
import { reportsInOutbox0018 } from './0018-reports-in-outbox.migration';
import { signedOffers0019 } from './0019-signed-offers.migration';
import { applicationEvents0020 } from './0020-application-events.migration';
import { withdrawals0021 } from './0021-withdrawals.migration';
import { callbackSources0022 } from './0022-callback-sources.migration';
import { outboxKindDue0023 } from './0023-outbox-kind-due.migration';

/** Every migration, in order; names sort as the Migrator runs them. Never rename or edit one. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_init': init0001,
  '0002_application_drafts': applicationDrafts0002,
  '0003_applications': applications0003,
  '0004_callback_preferred_time': callbackPreferredTime0004,
  '0005_appointments': appointments0005,
  '0006_watchlist': watchlist0006,
  '0007_login_attempts': loginAttempts0007,
  '0008_callback_topic': callbackTopic0008,
  '0009_uploaded_documents': uploadedDocuments0009,
  '0010_identifications': identifications0010,
  '0011_tariff_adjustments': tariffAdjustments0011,
  '0012_pay_in_more': payInMore0012,
  '0013_application_acceptance': applicationAcceptance0013,
  '0014_pay_in_more_reported': payInMoreReported0014,
  '0015_identification_reminders': identificationReminders0015,
  '0016_one_outbox': oneOutbox0016,
  '0017_reminders_in_outbox': remindersInOutbox0017,
  '0018_reports_in_outbox': reportsInOutbox0018,
  '0019_signed_offers': signedOffers0019,
  '0020_application_events': applicationEvents0020,
  '0021_withdrawals': withdrawals0021,
  '0022_callback_sources': callbackSources0022,
  '0023_outbox_kind_due': outboxKindDue0023,
};

/** Migrations bundled in code (no folder scan), so the bundled server carries them. */
export class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...MIGRATIONS };
  }
}
