import { describe, expect, it } from 'vitest';
import { CHART_BOX, capitalChart, niceStep } from '../../../domain/comparison-view/capital-chart';

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
