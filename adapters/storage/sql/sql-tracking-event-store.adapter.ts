import { inject, injectable } from 'inversify';
import { type TrackingEvent, trackingEventName } from '../../../domain/tracking/tracking-event';
import type {
  StoredTrackingEvent,
  TrackingEventStorePort,
} from '../../../ports/tracking-event-store.port';
import { SqlDatabase } from './sql-database';

/** Tracking events in the `tracking_events` table of the first migration, the payload as JSON. */
@injectable()
export class SqlTrackingEventStore implements TrackingEventStorePort {
  constructor(@inject(SqlDatabase) private readonly database: SqlDatabase) {}

  async add(event: TrackingEvent, at: string): Promise<void> {
    await this.database.db
      .insertInto('tracking_events')
      .values({ created_at: at, name: trackingEventName(event), payload: JSON.stringify(event) })
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.database.db
      .selectFrom('tracking_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async recent(limit: number): Promise<readonly StoredTrackingEvent[]> {
    const wanted = Math.max(0, Math.floor(limit));
    if (wanted === 0) return [];
    const rows = await this.database.db
      .selectFrom('tracking_events')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(wanted)
      .execute();
    // The payload was written by add() from a validated event.
    return rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      name: row.name,
      event: JSON.parse(row.payload) as TrackingEvent,
    }));
  }
}
