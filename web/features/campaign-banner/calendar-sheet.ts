/** The calendar sheet of a campaign's last day in Berlin: weekday, day, month, ISO date. */
export interface CalendarSheet {
  readonly weekday: string;
  readonly day: string;
  readonly month: string;
  readonly isoDate: string;
}

// Intl rather than Temporal: the banner adds no polyfill to the page's JavaScript; server and
// browser both carry the ICU time-zone data, so both render the same sheet.
const SHEET_FORMAT = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// The same day as numbers, for the sheet's machine-readable date.
const ISO_PARTS_FORMAT = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const partOf = (parts: readonly Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? '';

/** The sheet of the last Berlin day before `endsMs` (an end at 1 January 00:00 shows 31 Dezember). */
export const calendarSheetOf = (endsMs: number): CalendarSheet => {
  const lastMoment = new Date(endsMs - 1);
  const named = SHEET_FORMAT.formatToParts(lastMoment);
  const numeric = ISO_PARTS_FORMAT.formatToParts(lastMoment);
  return {
    weekday: partOf(named, 'weekday'),
    day: partOf(named, 'day'),
    month: partOf(named, 'month'),
    isoDate: `${partOf(numeric, 'year')}-${partOf(numeric, 'month')}-${partOf(numeric, 'day')}`,
  };
};
