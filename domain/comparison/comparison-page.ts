import { type DomainError, err, ok, type Result } from '../result';

/**
 * One page of a result list (issue 31): a catalogue of thousands of tariffs must not answer with
 * all of them at once. A page is `limit` rows from the cursor on; the cursor is opaque to the
 * client (today the position of the page's first row), and the answer names the next page's.
 */
export const COMPARISON_PAGE_SIZE = 50;
/** The most rows one answer carries: the result page's „Weitere Tarife anzeigen“ stops here. */
export const MAX_COMPARISON_PAGE_SIZE = 500;

export interface ComparisonPageRequest {
  /** Rows per page, 1 to MAX_COMPARISON_PAGE_SIZE; COMPARISON_PAGE_SIZE when absent. */
  readonly limit?: number;
  /** The `nextCursor` of the page before; the first page when absent. */
  readonly cursor?: string;
}

export interface ComparisonPage {
  readonly start: number;
  readonly end: number;
  readonly limit: number;
  /** The cursor of the page after this one; null on the last page. */
  readonly nextCursor: string | null;
}

export type ComparisonPageError = DomainError<'comparison/page'>;

const CURSOR = /^[0-9]{1,7}$/;

export const COMPARISON_PAGE_MESSAGES = {
  limit: `Bitte fragen Sie zwischen 1 und ${MAX_COMPARISON_PAGE_SIZE} Tarife je Seite an.`,
  cursor: 'Diese Seite der Ergebnisliste gibt es nicht. Bitte laden Sie die Liste neu.',
} as const;

/** Which rows of `count` a request asks for, or why it cannot be answered. */
export const comparisonPageOf = (
  count: number,
  request: ComparisonPageRequest,
): Result<ComparisonPage, ComparisonPageError> => {
  const limit = request.limit ?? COMPARISON_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_COMPARISON_PAGE_SIZE) {
    return err({ kind: 'comparison/page', message: COMPARISON_PAGE_MESSAGES.limit });
  }
  const cursor = request.cursor ?? '0';
  if (!CURSOR.test(cursor) || Number(cursor) > count) {
    return err({ kind: 'comparison/page', message: COMPARISON_PAGE_MESSAGES.cursor });
  }
  const start = Number(cursor);
  const end = Math.min(count, start + limit);
  return ok({ start, end, limit, nextCursor: end < count ? String(end) : null });
};

/** The result page's parameter: how many rows it shows (unknown to the search codec, ignored there). */
export const SHOW_ROWS_PARAMETER = 'anzeigen';

/**
 * The rows the result page renders first (issue 31 finding 3): a phone shows one or two cards and
 * a desktop about three in the first viewport, and German comparison portals list about ten before
 * „Weitere Tarife anzeigen“. Rendering all of a first page of 50 cost a new search 2–3 ms of CPU.
 */
export const RESULT_FIRST_ROWS = 10;

/**
 * How many rows the result page shows: RESULT_FIRST_ROWS at first, then whole multiples of
 * COMPARISON_PAGE_SIZE with every „Weitere Tarife anzeigen“ (at most the list and
 * MAX_COMPARISON_PAGE_SIZE — the filters narrow a list longer than that), whatever the parameter
 * says.
 */
export const visibleRowsOf = (parameter: string | null, count: number): number => {
  const asked = parameter !== null && /^[0-9]{1,7}$/.test(parameter) ? Number(parameter) : 0;
  if (asked <= RESULT_FIRST_ROWS) return Math.min(count, RESULT_FIRST_ROWS);
  const pages = Math.ceil(asked / COMPARISON_PAGE_SIZE);
  return Math.min(count, pages * COMPARISON_PAGE_SIZE, MAX_COMPARISON_PAGE_SIZE);
};

/** The row count „Weitere Tarife anzeigen“ asks for after `shown` rows (see visibleRowsOf). */
export const moreRowsAfter = (shown: number): number =>
  Math.min(
    MAX_COMPARISON_PAGE_SIZE,
    (Math.floor(shown / COMPARISON_PAGE_SIZE) + 1) * COMPARISON_PAGE_SIZE,
  );
