/** One scheduled „später identifizieren“ reminder of an application. */
export interface ScheduledIdentificationReminder {
  readonly reference: string;
  /** ISO instant the reminder is due. */
  readonly dueAt: string;
}

export interface IdentificationReminderStorePort {
  /**
   * Replaces the application's reminders not yet sent by these (choosing „später“ again
   * reschedules, never adds a second series); reminders already sent stay as they were.
   */
  schedule(reference: string, dueAts: readonly string[], scheduledAt: string): Promise<void>;
  /** The application's reminders not yet sent or skipped, earliest first. */
  pendingFor(reference: string): Promise<readonly ScheduledIdentificationReminder[]>;
  /** Reminders due at `now` (not yet sent or skipped), earliest first, at most `limit`. */
  due(now: string, limit: number): Promise<readonly ScheduledIdentificationReminder[]>;
  /** Marks a reminder sent (after the mail went out) or skipped (nothing left to remind of). */
  markDone(
    reminder: ScheduledIdentificationReminder,
    outcome: 'sent' | 'skipped',
    at: string,
  ): Promise<void>;
}
export const IdentificationReminderStorePort = Symbol.for('IdentificationReminderStorePort');
