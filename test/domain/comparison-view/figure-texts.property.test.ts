import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentPointsText, wholePercentText } from '../../../domain/comparison-view/figure-texts';
import { formatPercentFigure } from '../../../domain/format/figure';

// The shared formatters made once say exactly what toLocaleString with the same options says.
describe('figure texts with formatters made once', () => {
  it('equal toLocaleString for every number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        expect(percentPointsText(value)).toBe(
          `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0%`,
        );
        expect(wholePercentText(value)).toBe(
          `${value.toLocaleString('de-DE', { maximumFractionDigits: 2 })}\u00a0%`,
        );
        const percent = Math.round(value * 100_000) / 1000;
        if (Number.isFinite(percent)) {
          expect(formatPercentFigure(value)).toBe(
            `${percent.toLocaleString('de-DE', { maximumFractionDigits: 3, signDisplay: 'negative' })}\u00a0%`,
          );
        }
      }),
    );
  });
});
