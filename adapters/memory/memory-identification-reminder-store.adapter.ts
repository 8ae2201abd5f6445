import type {
  IdentificationReminderStorePort,
  ScheduledIdentificationReminder,
} from '../../ports/identification-reminder-store.port';

interface Row extends ScheduledIdentificationReminder {
  outcome: 'sent' | 'skipped' | null;
}

const byDue = (a: ScheduledIdentificationReminder, b: ScheduledIdentificationReminder): number =>
  Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.reference.localeCompare(b.reference);

/** Scheduled identification reminders in a list (tests). */
export class MemoryIdentificationReminderStore implements IdentificationReminderStorePort {
  private rows: Row[] = [];

  async schedule(reference: string, dueAts: readonly string[]): Promise<void> {
    this.rows = this.rows.filter((r) => r.reference !== reference || r.outcome !== null);
    for (const dueAt of dueAts) {
      if (!this.rows.some((r) => r.reference === reference && r.dueAt === dueAt)) {
        this.rows.push({ reference, dueAt, outcome: null });
      }
    }
  }

  async pendingFor(reference: string): Promise<readonly ScheduledIdentificationReminder[]> {
    return this.rows
      .filter((r) => r.reference === reference && r.outcome === null)
      .sort(byDue)
      .map(({ reference: ref, dueAt }) => ({ reference: ref, dueAt }));
  }

  async due(now: string, limit: number): Promise<readonly ScheduledIdentificationReminder[]> {
    return this.rows
      .filter((r) => r.outcome === null && Date.parse(r.dueAt) <= Date.parse(now))
      .sort(byDue)
      .slice(0, limit)
      .map(({ reference, dueAt }) => ({ reference, dueAt }));
  }

  async markDone(
    reminder: ScheduledIdentificationReminder,
    outcome: 'sent' | 'skipped',
  ): Promise<void> {
    for (const row of this.rows) {
      if (row.reference === reminder.reference && row.dueAt === reminder.dueAt) {
        row.outcome = outcome;
      }
    }
  }
}
