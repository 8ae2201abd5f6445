/** One appointment as a calendar file the customer imports (iCalendar, RFC 5545). */
export interface CalendarEvent {
  /** Stable, so a resent invitation updates the same calendar entry and a cancellation finds it. */
  readonly uid: string;
  /** ISO instants. */
  readonly start: string;
  readonly end: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
}

/** Whom a cancellation is addressed to (RFC 5546: a CANCEL names the attendees it calls off for). */
export interface CalendarAttendee {
  readonly name: string;
  readonly email: string;
}

export interface CalendarInvitePort {
  /** The .ics file's bytes (UTF-8): the event to add to a calendar (iTIP method PUBLISH). */
  eventFile(event: CalendarEvent): Uint8Array;
  /**
   * The .ics file's bytes (UTF-8) that call the same event (its uid) off: iTIP method CANCEL,
   * status CANCELLED and a higher sequence, so a calendar that holds the event marks it cancelled
   * or removes it.
   */
  cancellationFile(event: CalendarEvent, attendee: CalendarAttendee): Uint8Array;
}
export const CalendarInvitePort = Symbol.for('CalendarInvitePort');
