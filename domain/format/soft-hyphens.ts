// Issue 32 finding 10: on a phone the comparison's narrow columns broke „Rentenfa ktor“ mid-word.
// Chromium hyphenates `hyphens: auto` only with a downloaded dictionary (none without the
// component updater), so the long compounds of the portal's labels carry soft hyphens (U+00AD)
// at their joints: a browser breaks there with a hyphen, or shows nothing when the word fits.

export const SOFT_HYPHEN = '\u00ad';

/**
 * The parts the compounds of the comparison's labels and of insurance names are made of
 * (lower case, with their joining s). A word is split only when it is made of these parts alone.
 */
const WORD_PARTS: readonly string[] = [
  'abschluss',
  'anpas',
  'aus',
  'basis',
  'beginn',
  'beitrag',
  'beitrags',
  'chancen',
  'dynamik',
  'effektiv',
  'einmal',
  'entnahme',
  'erhöhung',
  'faktor',
  'finanz',
  'fonds',
  'frei',
  'förderung',
  'garan',
  'garantie',
  'gesamt',
  'haltig',
  'heit',
  'inflations',
  'ins',
  'kapital',
  'keit',
  'keiten',
  'klasse',
  'kosten',
  'kunden',
  'lebens',
  'möglich',
  'nach',
  'orien',
  'privat',
  'prämie',
  'rente',
  'renten',
  'schutz',
  'sicher',
  'sicherung',
  'sicherungs',
  'sofort',
  'stabilität',
  'stellung',
  'steuer',
  'sungs',
  'tiert',
  'tierte',
  'tiertes',
  'tierung',
  'tungs',
  'ver',
  'vermögen',
  'verwal',
  'vorteil',
  'wahl',
  'zahlung',
  'zeit',
  'zu',
];
const PARTS = new Set(WORD_PARTS);
const LONGEST_PART = Math.max(...WORD_PARTS.map((p) => p.length));

/** Shorter words fit every column; they are left as they are. */
const MIN_SPLIT_LENGTH = 9;

/** The part boundaries of a word made only of WORD_PARTS (fewest parts), or null. */
const jointsOf = (word: string): readonly number[] | null => {
  const lower = word.toLowerCase();
  // best[i]: the fewest parts that make lower[0, i), with the joints that do it.
  const best: (readonly number[] | null)[] = [[]];
  for (let end = 1; end <= lower.length; end += 1) {
    let found: readonly number[] | null = null;
    for (let start = Math.max(0, end - LONGEST_PART); start < end; start += 1) {
      const before = best[start];
      if (before === null || before === undefined || !PARTS.has(lower.slice(start, end))) continue;
      const joints = start === 0 ? before : [...before, start];
      if (found === null || joints.length < found.length) found = joints;
    }
    best.push(found);
  }
  return best[lower.length] ?? null;
};

const hyphenatedWord = (word: string): string => {
  if (word.length < MIN_SPLIT_LENGTH) return word;
  const joints = jointsOf(word);
  if (joints === null || joints.length === 0) return word;
  let out = '';
  let from = 0;
  for (const joint of joints) {
    out += `${word.slice(from, joint)}${SOFT_HYPHEN}`;
    from = joint;
  }
  return `${out}${word.slice(from)}`;
};

/**
 * The text with soft hyphens at the joints of its long compounds („Renten­faktor“,
 * „Beitrags­frei­stellung“); every other character as it was.
 */
export const withSoftHyphens = (text: string): string => text.replace(/\p{L}+/gu, hyphenatedWord);
