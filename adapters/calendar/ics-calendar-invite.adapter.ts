import { createEvent, type DateArray } from 'ics';
import { Temporal } from 'temporal-polyfill';
import type { CalendarEvent, CalendarInvitePort } from '../../ports/calendar-invite.port';

/**
 * Calendar files with the `ics` package. The times are written in UTC (`…Z`, RFC 5545 form 2):
 * unambiguous across the daylight-saving changes without a VTIMEZONE block, and every calendar
 * shows them in the reader's zone, Europe/Berlin for our customers.
 */
const utcArray = (iso: string): DateArray => {
  const utc = Temporal.Instant.from(iso).toZonedDateTimeISO('UTC');
  return [utc.year, utc.month, utc.day, utc.hour, utc.minute];
};

export class IcsCalendarInvite implements CalendarInvitePort {
  constructor(private readonly productId: string) {}

  eventFile(event: CalendarEvent): Uint8Array {
    const { error, value } = createEvent({
      productId: this.productId,
      method: 'PUBLISH',
      uid: event.uid,
      start: utcArray(event.start),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: utcArray(event.end),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: event.title,
      description: event.description,
      url: event.url,
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    });
    if (error !== null || value === null) throw error ?? new Error('no calendar file made');
    return new TextEncoder().encode(value);
  }
}
