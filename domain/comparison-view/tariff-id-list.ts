import { err, ok, type Result } from '../result';

// The side-by-side comparison shows two or three tariffs.
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;

export type TariffIdListError = {
  readonly kind: 'comparison-view/too-few' | 'comparison-view/too-many';
  readonly message: string;
};

export const TARIFF_ID_LIST_MESSAGES = {
  tooFew: 'Bitte wählen Sie mindestens zwei verschiedene Tarife für den Vergleich aus.',
  tooMany: 'Es lassen sich höchstens drei Tarife nebeneinander vergleichen.',
} as const;

/**
 * The tariff ids of `tariffIds` values: each value a comma list (a form sends the key once per
 * checkbox), trimmed, empty parts and repeats dropped, first occurrence first; 2–3 ids.
 */
export const parseTariffIds = (values: readonly string[]): Result<string[], TariffIdListError> => {
  const ids: string[] = [];
  for (const value of values) {
    for (const part of value.split(',')) {
      const id = part.trim();
      if (id !== '' && !ids.includes(id)) ids.push(id);
    }
  }
  if (ids.length < MIN_COMPARED) {
    return err({ kind: 'comparison-view/too-few', message: TARIFF_ID_LIST_MESSAGES.tooFew });
  }
  if (ids.length > MAX_COMPARED) {
    return err({ kind: 'comparison-view/too-many', message: TARIFF_ID_LIST_MESSAGES.tooMany });
  }
  return ok(ids);
};
