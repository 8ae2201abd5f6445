import { describe, expect, it } from 'vitest';
import { formatEuroFigure, formatPercentFigure } from '../../../domain/format/figure';

describe('formatEuroFigure and formatPercentFigure', () => {
  it('write whole euros, cents and percentages the German way', () => {
    expect(formatEuroFigure(2100)).toBe('2.100\u00a0€');
    expect(formatEuroFigure(42.52)).toBe('42,52\u00a0€');
    expect(formatPercentFigure(0.0167)).toBe('1,67\u00a0%');
  });

  it('show zero without a minus sign, also for -0 (issue 13 fuzzing)', () => {
    expect(formatEuroFigure(-0)).toBe('0\u00a0€');
    expect(formatPercentFigure(-0)).toBe('0\u00a0%');
    expect(formatPercentFigure(-0.000001)).toBe('0\u00a0%');
  });

  it('throw a RangeError for what no page may show: NaN, Infinity, an overflowing share', () => {
    expect(() => formatEuroFigure(Number.NaN)).toThrow(RangeError);
    expect(() => formatEuroFigure(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatPercentFigure(Number.NaN)).toThrow(RangeError);
    expect(() => formatPercentFigure(1e308)).toThrow(RangeError);
  });
});
