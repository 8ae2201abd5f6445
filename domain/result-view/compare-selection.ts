import { err, ok, type Result } from '../result';

/** The hidden marker and the checkbox name of the "Vergleichen" form (a GET to /result). */
export const COMPARE_SUBMIT_FIELD = { name: 'vergleichen', value: '1' } as const;
export const COMPARE_TARIFF_FIELD = 'tarif';
export const COMPARISON_PATH = '/comparison';
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;

export interface CompareSelectionError {
  readonly kind: 'result/too-few' | 'result/too-many';
  readonly message: string;
}

export const COMPARE_MESSAGES = {
  tooFew: 'Bitte wählen Sie mindestens zwei Tarife zum Vergleichen aus.',
  tooMany: 'Sie können höchstens drei Tarife vergleichen. Bitte wählen Sie zwei oder drei aus.',
  // Shown once the third tariff is ticked: the other boxes are then locked.
  full: 'Mehr als drei Tarife lassen sich nicht vergleichen. Um einen anderen zu wählen, entfernen Sie zuerst ein Häkchen.',
} as const;

/** The line beside "Vergleichen": how many are ticked, and the hint once no more can be. */
export const compareStatusText = (count: number): string => {
  if (count > MAX_COMPARED) return COMPARE_MESSAGES.tooMany;
  const counted = `${count} von höchstens ${MAX_COMPARED} Tarifen ausgewählt`;
  return count === MAX_COMPARED ? `${counted}. ${COMPARE_MESSAGES.full}` : counted;
};

/**
 * A selection toggled: ticking adds at the end (each id once), but never past MAX_COMPARED — a
 * fourth tick leaves the selection as it was; unticking removes.
 */
export const toggleCompared = (
  ids: readonly string[],
  id: string,
  on: boolean,
): readonly string[] => {
  const others = ids.filter((x) => x !== id);
  if (!on) return others;
  return others.length >= MAX_COMPARED ? ids : [...others, id];
};

/** The check of a selection (2–3 tariffs side by side); each id counts once. */
export const checkCompareSelection = (
  ids: readonly string[],
): Result<readonly string[], CompareSelectionError> => {
  const unique = [...new Set(ids.filter((id) => id !== ''))];
  if (unique.length < MIN_COMPARED)
    return err({ kind: 'result/too-few', message: COMPARE_MESSAGES.tooFew });
  if (unique.length > MAX_COMPARED)
    return err({ kind: 'result/too-many', message: COMPARE_MESSAGES.tooMany });
  return ok(unique);
};

/** `/comparison?tariffIds=a,b[,c]&<query>` for a checked selection and the list's canonical query. */
export const comparisonUrl = (ids: readonly string[], query: string): string => {
  const list = ids.map(encodeURIComponent).join(',');
  return `${COMPARISON_PATH}?tariffIds=${list}${query === '' ? '' : `&${query}`}`;
};

/** `/tariff-details?tariffId=<id>&<query>`. */
export const tariffDetailsUrl = (id: string, query: string): string =>
  `/tariff-details?tariffId=${encodeURIComponent(id)}${query === '' ? '' : `&${query}`}`;
