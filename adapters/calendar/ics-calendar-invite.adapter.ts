import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { Temporal } from 'temporal-polyfill';
import type {
  CalendarAttendee,
  CalendarEvent,
  CalendarInvitePort,
} from '../../ports/calendar-invite.port';

/**
 * Calendar files with the `ics` package. The times are written in UTC (`…Z`, RFC 5545 form 2):
 * unambiguous across the daylight-saving changes without a VTIMEZONE block, and every calendar
 * shows them in the reader's zone, Europe/Berlin for our customers.
 */
const utcArray = (iso: string): DateArray => {
  const utc = Temporal.Instant.from(iso).toZonedDateTimeISO('UTC');
  return [utc.year, utc.month, utc.day, utc.hour, utc.minute];
};

/** The portal as the events' organizer (RFC 5546 asks for one in PUBLISH and CANCEL). */
export interface CalendarOrganizer {
  readonly name: string;
  readonly email: string;
}

// An event is published with sequence 0; its cancellation is the next revision (RFC 5545 §3.8.7.4).
const PUBLISHED_SEQUENCE = 0;
const CANCELLED_SEQUENCE = 1;

export class IcsCalendarInvite implements CalendarInvitePort {
  constructor(
    private readonly productId: string,
    private readonly organizer: CalendarOrganizer,
  ) {}

  eventFile(event: CalendarEvent): Uint8Array {
    return this.file({
      ...this.attributesOf(event),
      method: 'PUBLISH',
      sequence: PUBLISHED_SEQUENCE,
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    });
  }

  cancellationFile(event: CalendarEvent, attendee: CalendarAttendee): Uint8Array {
    return this.file({
      ...this.attributesOf(event),
      method: 'CANCEL',
      sequence: CANCELLED_SEQUENCE,
      status: 'CANCELLED',
      busyStatus: 'FREE',
      attendees: [{ name: attendee.name, email: attendee.email, rsvp: false }],
    });
  }

  private attributesOf(event: CalendarEvent): EventAttributes {
    return {
      productId: this.productId,
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
      organizer: { name: this.organizer.name, email: this.organizer.email },
    };
  }

  private file(attributes: EventAttributes): Uint8Array {
    const { error, value } = createEvent(attributes);
    if (error !== null || value === null) throw error ?? new Error('no calendar file made');
    return new TextEncoder().encode(value);
  }
}
