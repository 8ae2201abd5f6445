import { Temporal } from 'temporal-polyfill';
import { berlinInstant } from '../calendar/berlin';
import type { Consultant } from './consultant';
import { consultantDay } from './consultant-day';

/** Every appointment lasts half an hour. */
export const SLOT_MINUTES = 30;

/** One consultant's half hour. */
export interface ConsultantSlot {
  readonly consultantId: string;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
}

/**
 * The consultant's 30-minute slots of a day: none on a weekend, a holiday of their state or an
 * inactive day; otherwise back to back from the shift's start to its end. The shift's ends are
 * Berlin wall-clock times turned into instants with Temporal, and the slots step by real half
 * hours between them, so a shift across a daylight-saving change has as many slots as it lasts.
 */
export const consultantSlots = (
  consultant: Consultant,
  date: Temporal.PlainDate,
): readonly ConsultantSlot[] => {
  const day = consultantDay(consultant, date);
  if (day.kind !== 'active') return [];
  const first = berlinInstant(date.toPlainDateTime(day.shift.from));
  const last = berlinInstant(date.toPlainDateTime(day.shift.to));
  const slots: ConsultantSlot[] = [];
  for (
    let start = first, end = first.add({ minutes: SLOT_MINUTES });
    Temporal.Instant.compare(end, last) <= 0;
    start = end, end = end.add({ minutes: SLOT_MINUTES })
  )
    slots.push({ consultantId: consultant.id, start, end });
  return slots;
};

/** The key of a consultant's slot, as the unique index of booked appointments sees it. */
export const slotKey = (consultantId: string, start: Temporal.Instant): string =>
  `${consultantId}@${start.toString()}`;

/** ISO text of an instant as stored: always milliseconds, so texts sort as instants do. */
export const instantText = (instant: Temporal.Instant): string =>
  instant.toString({ fractionalSecondDigits: 3 });

/** The slot key of a stored row (consultant id and ISO slot start). */
export const slotKeyOfRow = (row: {
  readonly consultantId: string;
  readonly slotStart: string;
}): string => slotKey(row.consultantId, Temporal.Instant.from(row.slotStart));
