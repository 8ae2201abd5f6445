import { Temporal } from 'temporal-polyfill';
import { inBerlin } from '../calendar/berlin';
import {
  LIFECYCLE_EVENT_LABELS,
  type LifecycleEvent,
  type LifecycleEventKind,
} from './application-lifecycle';

/** One line of an application's history as Meine Anträge and `rente application show` print it. */
export interface HistoryEntry {
  readonly kind: LifecycleEventKind;
  /** German: „An den Versicherer übermittelt“. */
  readonly label: string;
  /** The ISO instant kept. */
  readonly at: string;
  /** Berlin time, German: „27.11.2026, 18:05 Uhr“. */
  readonly when: string;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** „DD.MM.YYYY, HH:MM Uhr“ in Berlin; a text that is no instant stays as it is. */
export const germanDateTimeOf = (at: string): string => {
  let instant: Temporal.Instant;
  try {
    instant = Temporal.Instant.from(at);
  } catch {
    return at;
  }
  const t = inBerlin(instant);
  return `${two(t.day)}.${two(t.month)}.${t.year}, ${two(t.hour)}:${two(t.minute)} Uhr`;
};

/** The kept events, oldest first, as lines to show. */
export const historyEntriesOf = (events: readonly LifecycleEvent[]): HistoryEntry[] =>
  events.map((event) => ({
    kind: event.kind,
    label: LIFECYCLE_EVENT_LABELS[event.kind],
    at: event.at,
    when: germanDateTimeOf(event.at),
  }));
