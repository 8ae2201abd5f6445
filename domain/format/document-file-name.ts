import type { Temporal } from 'temporal-polyfill';
import { compactDateOf } from '../calendar/calendar-day';

// SPEC §9: downloaded documents are named prefix + initials + YYYYMMDD + original extension.
export const DEFAULT_DOCUMENT_EXTENSION = '.pdf';
// A usable extension: a dot and 1–10 letters or digits (anything else falls back to .pdf).
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

export interface DocumentFileNameInput {
  readonly typePrefix: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly date: Temporal.PlainDate;
  readonly originalName?: string;
  /**
   * What tells two documents of one person and day apart (an application's reference), joined
   * with '_' after the date: SPEC §9's name alone is the same for two applications of one day.
   */
  readonly distinguisher?: string;
}

/** The code points of a name, trimmed and composed (NFC), so 'A\u0308' counts as one 'Ä'. */
const lettersOf = (name: string): string[] => [...name.normalize('NFC').trim()];

/** German upper/lower case; a letter that would grow (ß → SS, İ → i̇) stays as it is. */
const single = (letter: string, changed: string): string =>
  [...changed].length === 1 ? changed : letter;
const upper = (letter: string): string => single(letter, letter.toLocaleUpperCase('de-DE'));
const lower = (letter: string): string => single(letter, letter.toLocaleLowerCase('de-DE'));

/** The original name's extension as written ('.PDF', '.jpg'), else '.pdf'. */
export const extensionOf = (originalName: string | undefined): string => {
  const base = (originalName ?? '').split(/[/\\]/).pop() ?? '';
  const match = EXTENSION.exec(base);
  return match !== null && match.index > 0 ? match[0] : DEFAULT_DOCUMENT_EXTENSION;
};

/**
 * 'Antrag_MaM20240305.pdf' for Max Mustermann on 5 March 2024: first letter of the first name
 * upper case, its second letter lower case (left out for a one-letter name), first letter of
 * the last name upper case; a missing name part contributes nothing. With a distinguisher:
 * 'Antrag_MaM20240305_RK-2024-7K4QX9MB.pdf'.
 */
export const documentFileName = (input: DocumentFileNameInput): string => {
  const first = lettersOf(input.firstName);
  const last = lettersOf(input.lastName);
  const initials =
    (first[0] === undefined ? '' : upper(first[0])) +
    (first[1] === undefined ? '' : lower(first[1])) +
    (last[0] === undefined ? '' : upper(last[0]));
  const distinct = input.distinguisher === undefined ? '' : `_${input.distinguisher}`;
  return `${input.typePrefix}${initials}${compactDateOf(input.date)}${distinct}${extensionOf(input.originalName)}`;
};
