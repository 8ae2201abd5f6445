import { LRUCache } from 'lru-cache';
import { comparisonTimeKey } from '../../domain/comparison/comparison-time-key';
import type { Result } from '../../domain/result';
import type { ClockPort } from '../../ports/clock.port';
import type {
  CompareQuery,
  ComparisonAnswer,
} from '../../ports/use-cases/compare-tariffs.use-case';

/** How many (query, time key) results the server keeps: the popular searches of a day. */
export const COMPARISON_MEMO_SIZE = 256;

type Answer = Awaited<ReturnType<CompareQuery>>;

/**
 * The comparison of a query as a bounded LRU over (query, comparisonTimeKey(now)): the result is
 * pure given the catalogue (loaded once), the query and that key, and the result list asks for the
 * same searches again and again (back from the details, shared links, the filters). A catalogue
 * failure is never kept (the next request tries again). `keep` freezes what is kept, so a kept
 * answer is shared safely (and its JSON made once, web/app/frozen-json.ts).
 */
export const memoizeComparison = (
  compare: CompareQuery,
  clock: ClockPort,
  keep: <T>(value: T) => T = (value) => value,
  size: number = COMPARISON_MEMO_SIZE,
): ((query: string) => Promise<Answer>) => {
  const kept = new LRUCache<string, Answer>({ max: size });
  return async (query) => {
    const now = clock.now();
    const key = `${comparisonTimeKey(now)}\n${query}`;
    // A hit becomes the most recently used; past `size` the least recently used goes.
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const answer: Answer = await compare(query, now);
    if (!answer.ok && isCatalogueError(answer)) return answer;
    kept.set(key, keep(answer));
    return answer;
  };
};

const isCatalogueError = (answer: Result<unknown, { readonly kind: string }>): boolean =>
  !answer.ok && answer.error.kind.startsWith('catalogue/');

// The first rows of a kept answer, made once per answer and count: the kept answer is shared, so
// its trimmed copy is too (the rows' island and JSON are made once for it). `keep` marks the copy
// as kept like the answer (keepFrozen): a render worker then receives it once and keeps its rows'
// island — unmarked, the result page's first 10 rows of a repeated search were sent and rendered
// anew on every request.
const trimmed = new WeakMap<ComparisonAnswer, Map<number, ComparisonAnswer>>();
export const firstRowsOf = (
  answer: ComparisonAnswer,
  rows: number,
  keep: <T>(value: T) => T = (value) => value,
): ComparisonAnswer => {
  if (answer.results.length <= rows) return answer;
  let byCount = trimmed.get(answer);
  if (byCount === undefined) {
    byCount = new Map();
    trimmed.set(answer, byCount);
  }
  let first = byCount.get(rows);
  if (first === undefined) {
    first = keep(
      Object.freeze({
        ...answer,
        results: answer.results.slice(0, rows),
        facts: answer.facts.slice(0, rows),
      }),
    );
    byCount.set(rows, first);
  }
  return first;
};
