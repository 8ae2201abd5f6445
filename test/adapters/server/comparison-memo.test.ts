import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { memoizeComparison } from '../../../adapters/server/comparison-memo';
import { err, ok } from '../../../domain/result';
import type { CompareQuery } from '../../../ports/use-cases/compare-tariffs.use-case';
import { keepFrozen } from '../../../web/app/frozen-json';

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
