import { type TrackingEvent, trackingEventName } from '../../domain/tracking/tracking-event';
import type {
  StoredTrackingEvent,
  TrackingEventStorePort,
} from '../../ports/tracking-event-store.port';

export class MemoryTrackingEventStore implements TrackingEventStorePort {
  private readonly events: StoredTrackingEvent[] = [];

  async add(event: TrackingEvent, at: string): Promise<void> {
    this.events.push({ id: this.events.length + 1, at, name: trackingEventName(event), event });
  }

  async count(): Promise<number> {
    return this.events.length;
  }

  async recent(limit: number): Promise<readonly StoredTrackingEvent[]> {
    const wanted = Math.max(0, Math.floor(limit));
    return wanted === 0 ? [] : this.events.slice(-wanted).reverse();
  }
}
