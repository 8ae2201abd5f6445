import type {
  LifecycleEvent,
  LifecycleEventKind,
} from '../../domain/application/application-lifecycle';

/**
 * The applications' events in memory (tests): shared by the memory stores of applications,
 * identifications and tariff adjustments, as the database's table is.
 */
export class MemoryApplicationEvents {
  private readonly byReference = new Map<string, LifecycleEvent[]>();

  append(reference: string, kind: LifecycleEventKind, at: string): void {
    const events = this.byReference.get(reference) ?? [];
    events.push({ kind, at });
    this.byReference.set(reference, events);
  }

  history(reference: string): readonly LifecycleEvent[] {
    return [...(this.byReference.get(reference) ?? [])];
  }
}
