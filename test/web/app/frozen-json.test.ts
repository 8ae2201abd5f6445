import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isKeptFrozen,
  jsonBlockText,
  keepFrozen,
  keepFrozenWhole,
  keepWhole,
} from '../../../web/app/frozen-json';

/** What the JSON block must hold: JSON.stringify's text with `<`, U+2028 and U+2029 escaped. */
const reference = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null')
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

// JSON-like data with the characters that need escaping, undefined, functions and dates inside.
const strings = fc.oneof(
  fc.string(),
  fc.constantFrom('</script>', '<!--', '\u2028', '\u2029', 'ä<ö', ''),
);
const { data } = fc.letrec((tie) => ({
  data: fc.oneof(
    { depthSize: 'small' },
    strings,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.constant(() => 1),
    fc.date({ noInvalidDate: true }),
    fc.array(tie('data'), { maxLength: 4 }),
    fc.dictionary(strings, tie('data'), { maxKeys: 4 }),
  ),
}));

/** Deep copies of `value` with some of its objects kept frozen (chosen by `pick`). */
const withFrozenParts = (value: unknown, pick: () => boolean): unknown => {
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const copy: unknown = Array.isArray(value)
    ? value.map((item) => withFrozenParts(item, pick))
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFrozenParts(v, pick)]));
  if (!pick()) return copy;
  return pick() ? keepFrozen(copy) : pick() ? keepFrozenWhole(copy) : keepWhole(copy);
};

describe('jsonBlockText (issue 5: the payload JSON with frozen parts made once)', () => {
  it('writes what JSON.stringify writes, escaped, whatever parts are kept frozen', () => {
    fc.assert(
      fc.property(data, fc.infiniteStream(fc.boolean()), (value, picks) => {
        const frozen = withFrozenParts(value, () => picks.next().value);
        const text = jsonBlockText(frozen);
        expect(text).toBe(reference(value));
        expect(text).not.toMatch(/[<\u2028\u2029]/);
        // A second time (from the kept JSON) it is the same.
        expect(jsonBlockText(frozen)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps arrays with holes, sparse values and nested frozen data exact', () => {
    // biome-ignore lint/suspicious/noSparseArray: a hole is written as null by JSON.stringify
    const sparse = [1, , 3];
    const content = keepFrozen({ h1: 'Riester-Rente <Vergleich>', faq: [{ q: 'a\u2028b' }] });
    const payload = { a: sparse, b: undefined, c: [undefined, () => 0], d: { content } };
    expect(jsonBlockText(payload)).toBe(reference(payload));
    expect(jsonBlockText(undefined)).toBe('null');
    expect(jsonBlockText(new Map([[1, 2]]))).toBe('{}');
  });

  it('freezes deeply: kept data cannot be changed afterwards, so its JSON cannot go stale', () => {
    const kept = keepFrozen({ sections: [{ heading: 'Kosten' }] });
    expect(jsonBlockText({ kept })).toBe('{"kept":{"sections":[{"heading":"Kosten"}]}}');
    expect(() => {
      (kept.sections[0] as { heading: string }).heading = 'anders';
    }).toThrow(TypeError);
    expect(() => {
      (kept.sections as { heading: string }[]).push({ heading: 'neu' });
    }).toThrow(TypeError);
    expect(jsonBlockText({ kept })).toBe('{"kept":{"sections":[{"heading":"Kosten"}]}}');
  });

  it('keepFrozenWhole freezes deeply and marks the value itself, not its parts', () => {
    const rows = [
      { tariff: 'A', funds: [{ isin: 'DE1' }] },
      { tariff: 'B', funds: [] },
    ];
    const answer = keepFrozenWhole({ results: rows, wishes: { green: true } });
    expect(isKeptFrozen(answer)).toBe(true);
    expect(isKeptFrozen(answer.results)).toBe(false);
    for (const part of [answer, answer.results, rows[0], rows[0]?.funds, rows[0]?.funds[0]]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(() => {
      (answer.wishes as { green: boolean }).green = false;
    }).toThrow(TypeError);
    expect(jsonBlockText({ answer })).toBe(`{"answer":${JSON.stringify(answer)}}`);
    // The first rows as a frozen copy of a kept answer: marked, and its new arrays frozen too.
    const first = keepFrozenWhole(
      Object.freeze({ ...answer, results: answer.results.slice(0, 1) }),
    );
    expect(isKeptFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.results)).toBe(true);
    expect(first.results[0]).toBe(rows[0]);
    expect(keepFrozenWhole(first)).toBe(first);
  });
});

describe('keepWhole (a new comparison in the production build, issue 31)', () => {
  it('marks the value as kept without freezing it: its JSON is made once', () => {
    const answer = keepWhole({ results: [{ tariffId: 'a', name: 'Tarif <1>' }] });
    expect(isKeptFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer)).toBe(false);
    expect(Object.isFrozen(answer.results[0])).toBe(false);
    const text = jsonBlockText({ answer });
    expect(text).toBe(reference({ answer }));
    // Made once: a write the rule forbids would not show (which is why tests freeze).
    (answer.results[0] as { name: string }).name = 'geändert';
    expect(jsonBlockText({ answer })).toBe(text);
  });

  it('freezes deeply in development and tests (keepFrozenWhole), so such a write throws', () => {
    const answer = keepFrozenWhole({ results: [{ tariffId: 'a' }] });
    expect(() => {
      (answer.results[0] as { tariffId: string }).tariffId = 'b';
    }).toThrow(TypeError);
  });
});
