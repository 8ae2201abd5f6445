/** One appointment as a calendar file the customer imports (iCalendar, RFC 5545). */
export interface CalendarEvent {
  /** Stable, so a resent invitation updates the same calendar entry. */
  readonly uid: string;
  /** ISO instants. */
  readonly start: string;
  readonly end: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
}

export interface CalendarInvitePort {
  /** The .ics file's bytes (UTF-8). */
  eventFile(event: CalendarEvent): Uint8Array;
}
export const CalendarInvitePort = Symbol.for('CalendarInvitePort');
