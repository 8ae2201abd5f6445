import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_MESSAGES,
  checkCompareSelection,
  compareStatusText,
  comparisonUrl,
  MAX_COMPARED,
  tariffDetailsUrl,
  toggleCompared,
} from '../../../domain/result-view/compare-selection';

describe('the Vergleichen selection', () => {
  it('accepts two or three distinct tariffs', () => {
    expect(checkCompareSelection(['a', 'b', 'a'])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(checkCompareSelection(['a', 'b', 'c']).ok).toBe(true);
  });

  it('refuses fewer than two and more than three with a German message', () => {
    expect(checkCompareSelection(['a'])).toEqual({
      ok: false,
      error: { kind: 'result/too-few', message: COMPARE_MESSAGES.tooFew },
    });
    expect(checkCompareSelection(['a', 'b', 'c', 'd'])).toEqual({
      ok: false,
      error: { kind: 'result/too-many', message: COMPARE_MESSAGES.tooMany },
    });
  });

  it('links the comparison and the details with the same query', () => {
    expect(comparisonUrl(['a', 'b'], 'pt=schicht3')).toBe('/comparison?tariffIds=a,b&pt=schicht3');
    expect(tariffDetailsUrl('x 1', 'pt=riester')).toBe('/tariff-details?tariffId=x%201&pt=riester');
  });
});

describe('toggling the Vergleichen selection', () => {
  it('adds and removes a tariff, each once', () => {
    expect(toggleCompared([], 'a', true)).toEqual(['a']);
    expect(toggleCompared(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggleCompared(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('never ticks a fourth tariff', () => {
    const three = ['a', 'b', 'c'];
    expect(toggleCompared(three, 'd', true)).toBe(three);
    expect(toggleCompared(three, 'b', false)).toEqual(['a', 'c']);
  });

  it('keeps any sequence of ticks within three distinct tariffs', () => {
    const step = fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.boolean());
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let ids: readonly string[] = [];
        for (const [id, on] of steps) {
          ids = toggleCompared(ids, id, on);
          expect(ids.length).toBeLessThanOrEqual(MAX_COMPARED);
          expect(new Set(ids).size).toBe(ids.length);
          if (!on) expect(ids).not.toContain(id);
        }
      }),
    );
  });

  it('says how many are ticked, and at three that no more can be', () => {
    expect(compareStatusText(0)).toBe('0 von höchstens 3 Tarifen ausgewählt');
    expect(compareStatusText(3)).toBe(
      '3 von höchstens 3 Tarifen ausgewählt. Mehr als drei Tarife lassen sich nicht vergleichen. Um einen anderen zu wählen, entfernen Sie zuerst ein Häkchen.',
    );
    expect(compareStatusText(4)).toBe(COMPARE_MESSAGES.tooMany);
  });
});
