import type { TrackingEvent } from '../domain/tracking/tracking-event';

/** A recorded tracking event: its number, when it arrived, its name and payload. */
export interface StoredTrackingEvent {
  readonly id: number;
  /** ISO instant of arrival. */
  readonly at: string;
  /** `pageview` or `action:<name>` (trackingEventName). */
  readonly name: string;
  readonly event: TrackingEvent;
}

/** The tracking events of visitors who gave analytics consent. */
export interface TrackingEventStorePort {
  add(event: TrackingEvent, at: string): Promise<void>;
  count(): Promise<number>;
  /** The newest `limit` events, newest first. */
  recent(limit: number): Promise<readonly StoredTrackingEvent[]>;
}
export const TrackingEventStorePort = Symbol.for('TrackingEventStorePort');
