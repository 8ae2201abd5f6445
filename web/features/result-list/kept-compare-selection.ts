// The "Vergleichen" ticks of a result list, kept in the browser's session storage per list query,
// so that Details and back (by the browser or by a link) finds the same tariffs ticked.
const KEY_PREFIX = 'rk.compare:';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The kept ticks of the list with `query`, only ids of that list (`shown`), in their order. */
export const readKeptSelection = (query: string, shown: readonly string[]): readonly string[] => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY_PREFIX + query) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === 'string' && shown.includes(id));
  } catch {
    return [];
  }
};

/** Keeps the ticks of the list with `query` (none: the entry goes). */
export const keepSelection = (query: string, ids: readonly string[]): void => {
  try {
    const store = storage();
    if (ids.length === 0) store?.removeItem(KEY_PREFIX + query);
    else store?.setItem(KEY_PREFIX + query, JSON.stringify(ids));
  } catch {
    // A full or blocked storage only loses the convenience, never the page.
  }
};
