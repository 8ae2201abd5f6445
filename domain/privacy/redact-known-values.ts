import type { KnownPersonalValue, KnownValueKind } from './known-personal-values';

/**
 * The known values of a person (their names, their address …) found wherever they stand in a
 * text: case-insensitive, „Müller“ also as „MUELLER“ or „Muller“, „Straße“ as „Strasse“,
 * decomposed umlauts as composed ones, runs of white space as one (a few more spellings fold
 * alike, „Bauer“ and „Baur“: more is removed, never less). Short values (under 4
 * letters) count only as whole words, so a first name „Jo“ does not take every „Job“ along.
 */

/** What stands in a known value's place, by its kind. */
export const KNOWN_VALUE_PLACEHOLDERS: Readonly<Record<KnownValueKind, string>> = {
  name: '[Name]',
  address: '[Adresse]',
  email: '[E-Mail]',
  number: '[Nummer]',
  iban: '[IBAN]',
};

/** At most this many values are looked for, each at most this long: the work stays bounded. */
export const MAX_KNOWN_VALUES = 80;
const MAX_VALUE_LENGTH = 200;
/** Values shorter than this (as written) count only as whole words. */
const WHOLE_WORD_BELOW = 4;
/** Parts of a name shorter than this (de, la, zu) are not looked for alone. */
const MIN_NAME_PART = 3;

const MARK = /\p{M}/u;
const SPACE = /\s/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const UMLAUT_BASES: ReadonlySet<string> = new Set(['a', 'o', 'u']);

/** An e without an accent, also none as a mark of its own after it. */
const isPlainE = (codePoint: string, next: string | undefined): boolean =>
  (codePoint === 'e' || codePoint === 'E') && (next === undefined || !MARK.test(next));

/** A text folded for comparison, each folded character with the range of the original it stands for. */
interface Folded {
  readonly text: string;
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

/**
 * Lower case, accents dropped, umlauts and their spelling with e as the plain vowel (ä, ae, äe → a),
 * ß as ss, white space runs as one space: „Müller“, „MUELLER“ and „Muller“ fold alike. Linear in
 * the text.
 */
const fold = (text: string): Folded => {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  // Whether the last folded character is an a, o or u whose umlaut's e (one or more) may follow.
  let umlautMayFollow = false;
  const extendLast = (end: number): void => {
    if (ends.length > 0) ends[ends.length - 1] = end;
  };
  const codePoints = Array.from(text);
  for (let n = 0; n < codePoints.length; n++) {
    const codePoint = codePoints[n] ?? '';
    const start = index;
    index += codePoint.length;
    if (SPACE.test(codePoint)) {
      umlautMayFollow = false;
      if (folded.endsWith(' ')) extendLast(index);
      else {
        folded += ' ';
        starts.push(start);
        ends.push(index);
      }
      continue;
    }
    let piece = '';
    for (const part of codePoint.normalize('NFD')) {
      if (MARK.test(part)) {
        continue;
      }
      for (const lower of part.toLowerCase()) {
        if (MARK.test(lower)) continue;
        // Only plain e's („ue“, „üe“), never an accented one („ué“, also decomposed).
        if (
          lower === 'e' &&
          umlautMayFollow &&
          piece === '' &&
          isPlainE(codePoint, codePoints[n + 1])
        ) {
          continue;
        }
        piece += lower === 'ß' ? 'ss' : lower;
        umlautMayFollow = UMLAUT_BASES.has(lower);
      }
    }
    if (piece === '') {
      // A mark of its own or the e of an umlaut: part of the character before.
      extendLast(index);
      continue;
    }
    for (let i = 0; i < piece.length; i++) {
      starts.push(start);
      ends.push(index);
    }
    folded += piece;
  }
  return { text: folded, starts, ends };
};

/** The values to look for, folded once for all the texts of one log line. */
export interface KnownValueMatcher {
  readonly needles: readonly {
    readonly folded: string;
    readonly placeholder: string;
    /** A short value (under 4 characters as written) counts only as a whole word. */
    readonly wholeWord: boolean;
  }[];
}

export const NO_KNOWN_VALUES: KnownValueMatcher = { needles: [] };

/** The spellings to look for of one value: the whole value, and each longer part of a name. */
const spellingsOf = (known: KnownPersonalValue): string[] => {
  const parts =
    known.kind === 'name'
      ? known.value.split(/[\s\-‐'’]+/u).filter((part) => part.length >= MIN_NAME_PART)
      : [];
  return [known.value, ...parts];
};

/** Folds the values once; the longest first, so a street with its number wins over the street. */
export const knownValueMatcherOf = (values: readonly KnownPersonalValue[]): KnownValueMatcher => {
  const seen = new Set<string>();
  const needles: { folded: string; placeholder: string; wholeWord: boolean }[] = [];
  for (const known of values.slice(0, MAX_KNOWN_VALUES)) {
    if (known.value.length > MAX_VALUE_LENGTH) continue;
    for (const spelling of spellingsOf(known)) {
      if (spelling.trim().length < 2) continue;
      const folded = fold(spelling).text.trim();
      // After a, o or u in the text leading e's fold away („Ana“ + „Eva“): also without them.
      for (const needle of new Set([folded, folded.replace(/^e+/, '')])) {
        if (needle === '' || seen.has(needle)) continue;
        seen.add(needle);
        needles.push({
          folded: needle,
          placeholder: KNOWN_VALUE_PLACEHOLDERS[known.kind],
          wholeWord: spelling.trim().length < WHOLE_WORD_BELOW,
        });
      }
    }
  }
  needles.sort((a, b) => b.folded.length - a.folded.length);
  return { needles };
};

interface Range {
  readonly start: number;
  readonly end: number;
  readonly placeholder: string;
}

/** The ranges of the placeholders already in the text: a value is never found inside one. */
const placeholderRanges = (text: string, placeholders: readonly string[]): Range[] => {
  const ranges: Range[] = [];
  for (const placeholder of placeholders) {
    for (let at = text.indexOf(placeholder); at !== -1; at = text.indexOf(placeholder, at + 1)) {
      ranges.push({ start: at, end: at + placeholder.length, placeholder });
    }
  }
  return ranges;
};

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

const isWholeWord = (folded: string, at: number, length: number): boolean =>
  !WORD_CHAR.test(folded.charAt(at - 1)) && !WORD_CHAR.test(folded.charAt(at + length));

/**
 * The text with every known value replaced by its placeholder. Placeholders already in the text
 * stay as they are, so redacting twice changes nothing.
 */
export const redactKnownValues = (
  text: string,
  matcher: KnownValueMatcher,
  protectedPlaceholders: readonly string[],
): string => {
  if (matcher.needles.length === 0 || text === '') return text;
  const folded = fold(text);
  const kept = placeholderRanges(text, protectedPlaceholders);
  const found: Range[] = [];
  for (const { folded: needle, placeholder, wholeWord } of matcher.needles) {
    for (
      let at = folded.text.indexOf(needle);
      at !== -1;
      at = folded.text.indexOf(needle, at + 1)
    ) {
      if (wholeWord && !isWholeWord(folded.text, at, needle.length)) continue;
      const range = {
        start: folded.starts[at] ?? 0,
        end: folded.ends[at + needle.length - 1] ?? text.length,
        placeholder,
      };
      if (kept.some((k) => overlaps(k, range))) continue;
      found.push(range);
    }
  }
  if (found.length === 0) return text;
  // Overlapping finds become one; the first (and among equal starts the longest) names it.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.start < last.end) {
      if (range.end > last.end) merged[merged.length - 1] = { ...last, end: range.end };
    } else merged.push(range);
  }
  let out = '';
  let position = 0;
  for (const range of merged) {
    out += text.slice(position, range.start) + range.placeholder;
    position = range.end;
  }
  return out + text.slice(position);
};
