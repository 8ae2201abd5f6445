import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHART_BOX,
  capitalChart,
  MODEL_LABEL_GAP,
  niceStep,
  spreadLabels,
} from '../../../domain/comparison-view/capital-chart';

const NBSP = '\u00a0';

describe('niceStep', () => {
  it('takes 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(102_646.76, 4)).toBe(50_000);
    expect(niceStep(100_000, 4)).toBe(25_000);
    expect(niceStep(27, 5)).toBe(10);
    expect(niceStep(8, 4)).toBe(2);
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe('capitalChart', () => {
  const points = [
    { year: 1, guaranteed: 1_000, projected: 1_100 },
    { year: 2, guaranteed: 2_000, projected: 2_300 },
    { year: 4, guaranteed: 4_000, projected: 5_000 },
  ];
  const g = capitalChart(points);
  const { left, top, width, right, height, bottom } = CHART_BOX;

  it('starts both lines at year 0 with capital 0 in the bottom left corner', () => {
    expect(g.projectedPath.startsWith(`M${left} ${height - bottom}`)).toBe(true);
    expect(g.guaranteedPath.startsWith(`M${left} ${height - bottom}`)).toBe(true);
  });

  it('ends at the last year on the right edge, scaled to a nice maximum', () => {
    expect(g.yMax).toBe(6_000);
    const plotHeight = height - top - bottom;
    const endY = top + plotHeight - (5_000 / 6_000) * plotHeight;
    expect(g.projectedPath.endsWith(`L${width - right} ${Math.round(endY * 100) / 100}`)).toBe(
      true,
    );
    expect(g.projectedPath.split(' L')).toHaveLength(4);
  });

  it('labels the axes in German number format', () => {
    expect(g.yTicks.map((t) => t.label)).toEqual([
      `0${NBSP}€`,
      `2.000${NBSP}€`,
      `4.000${NBSP}€`,
      `6.000${NBSP}€`,
    ]);
    expect(g.xTicks.map((t) => t.label)).toEqual(['0', '1', '2', '3', '4']);
    expect(g.yTicks[0]?.at).toBe(height - bottom);
    expect(g.yTicks.at(-1)?.at).toBe(top);
  });

  it('draws a flat line at zero when no capital is guaranteed', () => {
    const flat = capitalChart([
      { year: 1, guaranteed: 0, projected: 0 },
      { year: 2, guaranteed: 0, projected: 0 },
    ]);
    expect(flat.guaranteedPath).not.toContain('NaN');
    expect(flat.yMax).toBe(1);
  });
});

describe('the labels of the model rate lines (issue 32)', () => {
  it('sit at the lines ends, never closer than the gap, never above their line or the plot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 240, noNaN: true }), { minLength: 0, maxLength: 5 }),
        (ends) => {
          const placed = spreadLabels(ends, MODEL_LABEL_GAP, 20);
          expect(placed).toHaveLength(ends.length);
          for (const [i, at] of placed.entries()) {
            expect(at).toBeGreaterThanOrEqual(Math.max(ends[i] ?? 0, 20));
            for (const other of placed.slice(i + 1)) {
              expect(Math.abs(at - other)).toBeGreaterThanOrEqual(MODEL_LABEL_GAP - 1e-9);
            }
          }
        },
      ),
    );
  });

  it('gives each of the three lines a label just above its end, apart when they run together', () => {
    const chart = capitalChart([
      { year: 10, guaranteed: 10_000, projected: 12_000, modelRates: [10_500, 11_400, 12_400] },
      { year: 30, guaranteed: 30_000, projected: 40_000, modelRates: [33_000, 39_000, 46_500] },
    ]);
    expect(chart.modelLabels).toHaveLength(3);
    const right = CHART_BOX.width - CHART_BOX.right;
    for (const label of chart.modelLabels) expect(label.x).toBe(right - 2);
    // The higher the rate, the higher its line ends and its label (smaller y).
    const [low, middle, high] = chart.modelLabels.map((l) => l.y);
    expect(high).toBeLessThan(middle ?? 0);
    expect(middle).toBeLessThan(low ?? 0);
    const close = capitalChart([
      { year: 1, guaranteed: 100, projected: 100, modelRates: [100, 100.5, 101] },
    ]);
    const ys = close.modelLabels.map((l) => l.y).sort((a, b) => a - b);
    expect((ys[1] ?? 0) - (ys[0] ?? 0)).toBeGreaterThanOrEqual(MODEL_LABEL_GAP);
    expect((ys[2] ?? 0) - (ys[1] ?? 0)).toBeGreaterThanOrEqual(MODEL_LABEL_GAP);
  });
});
