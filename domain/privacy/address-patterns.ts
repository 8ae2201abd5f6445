/**
 * German addresses in free text, without knowing whose: a street with its house number
 * („Marienplatz 8“, „Müller-Lüdenscheidt-Straße 12a“, „Hauptstr. 5–7“, „Am Alten Markt 3“,
 * „Straße des 17. Juni 12a“) and a postal code with its city („80331 München“, „60311 Frankfurt
 * am Main“, „06108 Halle (Saale)“). Every quantifier is bounded and a street's name is walked back
 * from its ending in code, so the scan stays linear whatever the text.
 */

/** The endings of German street names; each also capitalised and in capitals. */
const STREET_ENDINGS = [
  'straße',
  'strasse',
  'str.',
  'weg',
  'platz',
  'allee',
  'gasse',
  'ring',
  'damm',
  'ufer',
  'chaussee',
  'pfad',
  'steig',
  'stieg',
  'markt',
  'berg',
  'graben',
  'wall',
  'brücke',
  'bruecke',
  'kai',
  'promenade',
  'bogen',
  'anger',
  'feld',
  'garten',
  'winkel',
  'kamp',
  'twiete',
  'hof',
  'höhe',
  'hoehe',
  'park',
  'deich',
  'reihe',
  'grund',
  'redder',
  'wiese',
  'siedlung',
  'steg',
] as const;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Longest first, so „straße“ is tried before „str.“. */
const ENDINGS = [...new Set(STREET_ENDINGS.flatMap((e) => [e, capitalised(e), e.toUpperCase()]))]
  .sort((a, b) => b.length - a.length)
  .map(escaped)
  .join('|');

/**
 * A house number: 8, 12a, 12 a, 1-3, 5/7, 5–7b; not a part of a longer number. A phone number
 * already replaced stands as [Nummer] there.
 */
const HOUSE_NUMBER =
  '(?:\\d{1,4}(?:[ ]?[a-zA-Z](?![\\p{L}\\p{M}]))?(?:[ ]?[-/–][ ]?\\d{1,4}(?:[a-zA-Z](?![\\p{L}\\p{M}]))?)?(?!\\p{N})|\\[Nummer\\])';

/** A street's ending and its house number; the rest of its name is found walking back. */
const ENDING_AND_NUMBER = new RegExp(`(${ENDINGS})(?:[ \\t]{1,3}|(?<=\\.))${HOUSE_NUMBER}`, 'gu');

/** Streets named by a preposition or an adjective: „Am Markt 3“, „Unter den Linden 77“. */
const LEADS = [
  'Am',
  'An',
  'Auf',
  'Im',
  'Zum',
  'Zur',
  'Unter',
  'Hinter',
  'Vor',
  'Über',
  'Straße',
  'Platz',
  'Allee',
  'Ufer',
  'Alte',
  'Alter',
  'Altes',
  'Alten',
  'Neue',
  'Neuer',
  'Neues',
  'Neuen',
  'Große',
  'Großer',
  'Großen',
  'Kleine',
  'Kleiner',
  'Kleinen',
  'Hohe',
  'Hoher',
  'Hohen',
  'Lange',
  'Langer',
  'Langen',
  'Breite',
  'Breiter',
  'Obere',
  'Oberer',
  'Untere',
  'Unterer',
  'Mittlere',
  'Mittlerer',
]
  .sort((a, b) => b.length - a.length)
  .join('|');
const LED_STREET = new RegExp(
  `(?:${LEADS})(?:[ ](?:der|dem|den|des|die|das|am|zum|zur))?(?:[ ][\\p{L}\\p{M}\\p{N}'’.-]{1,30}){1,3}[ \\t]{1,3}${HOUSE_NUMBER}`,
  'gu',
);

/** The letters a street's name is made of, walked back from its ending. */
const NAME_CHAR = /[\p{L}\p{M}'’.-]/u;
const UPPER = /\p{Lu}/u;
const MAX_NAME_WALK = 60;
/** Endings that alone are common words („Feld 3“, „Ring 2“): a street only inside a longer name. */
const WORDS_ALONE: ReadonlySet<string> = new Set([
  'feld',
  'reihe',
  'grund',
  'bogen',
  'winkel',
  'ring',
  'park',
  'hof',
  'garten',
  'steg',
  'wiese',
]);

/** City words after the first: „am Main“, „an der Ruhr“, „(Saale)“, „/ Oberpfalz“. */
const CITY_WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]{0,40}";
const POSTAL_CITY = new RegExp(
  `(?:D-)?\\d{5}[ \\t]{1,3}(?:(?:Bad|Sankt|St\\.|Hansestadt|Lutherstadt)[ ])?${CITY_WORD}` +
    `(?:(?:[ ](?:am|an|im|in|ob|bei|vor|unter|der|dem|den|a\\.|i\\.|d\\.)){1,3}[ ]${CITY_WORD}` +
    `|[ ]?\\([\\p{L}\\p{M}'’. -]{1,40}\\)|[ ]?/[ ]?${CITY_WORD})?`,
  'gu',
);

interface TextRange {
  readonly start: number;
  readonly end: number;
}

const rangesOf = (text: string, pattern: RegExp): TextRange[] =>
  [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

/**
 * Where the street whose ending stands at `end` begins: back over the letters, hyphens and dots
 * before it to the first capital letter among them (a German street's name starts with one);
 * null when the ending is all there is and alone is a common word, or when there is no capital.
 */
const streetStart = (text: string, end: number, ending: string): number | null => {
  let start = end;
  let firstCapital: number | null = UPPER.test(ending.charAt(0)) ? end : null;
  while (start > 0 && end - start < MAX_NAME_WALK) {
    const before = text.charAt(start - 1);
    // A surrogate pair's low half: the letter test needs the whole code point.
    const codePoint = /[\uDC00-\uDFFF]/.test(before) ? text.slice(start - 2, start) : before;
    if (!NAME_CHAR.test(codePoint)) break;
    start -= codePoint.length;
    if (UPPER.test(codePoint)) firstCapital = start;
  }
  if (firstCapital === end && WORDS_ALONE.has(ending.toLowerCase())) return null;
  return firstCapital;
};

/** The addresses in the text: sorted, overlapping ones joined. */
export const addressRanges = (text: string): readonly TextRange[] => {
  const streets: TextRange[] = [];
  for (const m of text.matchAll(ENDING_AND_NUMBER)) {
    const start = streetStart(text, m.index, m[1] ?? '');
    if (start !== null) streets.push({ start, end: m.index + m[0].length });
  }
  const found = [...streets, ...rangesOf(text, LED_STREET), ...rangesOf(text, POSTAL_CITY)].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  const joined: TextRange[] = [];
  for (const range of found) {
    const last = joined[joined.length - 1];
    if (last !== undefined && range.start < last.end) {
      if (range.end > last.end) joined[joined.length - 1] = { start: last.start, end: range.end };
    } else joined.push(range);
  }
  return joined;
};
