import { describe, expect, it } from 'vitest';
import {
  COMPARE_MESSAGES,
  checkCompareSelection,
  comparisonUrl,
  tariffDetailsUrl,
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
