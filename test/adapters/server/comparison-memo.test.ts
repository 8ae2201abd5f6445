import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { firstRowsOf, memoizeComparison } from '../../../adapters/server/comparison-memo';
import { err, ok } from '../../../domain/result';
import type {
  CompareQuery,
  ComparisonAnswer,
} from '../../../ports/use-cases/compare-tariffs.use-case';
import { isKeptFrozen, keepFrozen } from '../../../web/app/frozen-json';

const NOON = Temporal.Instant.from('2026-11-26T11:00:00Z');

/** A compare that counts its calls and answers a fresh object per call (or fails on 'broken'). */
const counting = (): { compare: CompareQuery; calls: string[] } => {
  const calls: string[] = [];
  const compare = (async (query: string) => {
    calls.push(query);
    if (query === 'broken') return err({ kind: 'catalogue/unreadable', message: 'kaputt' });
    if (query === 'bad') return err({ kind: 'search-data/invalid', message: 'Ungültig' });
    return ok({ query, total: 0, shown: 0, demo: true, results: [], insurers: [], facts: [] });
  }) as unknown as CompareQuery;
  return { compare, calls };
};

describe('memoizeComparison', () => {
  it('answers a query again from memory the same day, the same object', async () => {
    const { compare, calls } = counting();
    const clock = new FixedClockAdapter(NOON);
    const memo = memoizeComparison(compare, clock, keepFrozen);
    const first = await memo('pt=schicht3');
    clock.advance({ hours: 5 });
    expect(await memo('pt=schicht3')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(calls).toEqual(['pt=schicht3']);
  });

  it('compares again on the next Berlin day', async () => {
    const { compare, calls } = counting();
    const clock = new FixedClockAdapter(NOON);
    const memo = memoizeComparison(compare, clock);
    await memo('pt=schicht3');
    clock.advance({ hours: 24 });
    await memo('pt=schicht3');
    expect(calls).toEqual(['pt=schicht3', 'pt=schicht3']);
  });

  it('keeps input errors but never a catalogue failure', async () => {
    const { compare, calls } = counting();
    const memo = memoizeComparison(compare, new FixedClockAdapter(NOON));
    await memo('broken');
    await memo('broken');
    await memo('bad');
    await memo('bad');
    expect(calls).toEqual(['broken', 'broken', 'bad']);
  });

  it('keeps at most `size` queries, dropping the least recently used', async () => {
    const { compare, calls } = counting();
    const memo = memoizeComparison(compare, new FixedClockAdapter(NOON), undefined, 2);
    await memo('a');
    await memo('b');
    await memo('a'); // a is now the most recent
    await memo('c'); // drops b
    await memo('a');
    await memo('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('firstRowsOf', () => {
  // The result page's first rows of a kept answer: kept as well, once per answer and count, so a
  // render worker receives them once and keeps their rendered rows (issue 31 finding 3).
  const answer = keepFrozen({
    total: 3,
    shown: 3,
    demo: true,
    results: [{ tariffId: 'a' }, { tariffId: 'b' }, { tariffId: 'c' }],
    facts: [{ tariffId: 'a' }, { tariffId: 'b' }, { tariffId: 'c' }],
    insurers: [],
  } as unknown as ComparisonAnswer);

  it('keeps the trimmed copy like the answer, the same object for the same count', () => {
    const first = firstRowsOf(answer, 2, keepFrozen);
    expect(first.results.map((r) => r.tariffId)).toEqual(['a', 'b']);
    expect(first.facts).toHaveLength(2);
    expect(isKeptFrozen(first)).toBe(true);
    expect(isKeptFrozen(first.results)).toBe(true);
    expect(firstRowsOf(answer, 2, keepFrozen)).toBe(first);
    expect(firstRowsOf(answer, 3, keepFrozen)).toBe(answer);
  });
});
