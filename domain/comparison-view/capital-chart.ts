import { formatEuroFigure } from '../format/figure';

/** One point of the capital chart: the capital at the end of a contract year. */
export interface CapitalPoint {
  readonly year: number;
  readonly guaranteed: number;
  readonly projected: number;
  /** The whole contract at the legal model rates 0.67 / 1.67 / 2.67 % (§ 154 VVG); optional. */
  readonly modelRates?: readonly number[];
}

export interface ChartTick {
  /** Position in the chart's coordinates (viewBox units). */
  readonly at: number;
  readonly label: string;
}

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Everything an SVG needs to draw the capital over the years; no drawing library. */
export interface CapitalChartGeometry {
  readonly box: ChartBox;
  readonly guaranteedPath: string;
  readonly projectedPath: string;
  /** One path per legal model rate, in the order of the points' modelRates (empty without). */
  readonly modelPaths: readonly string[];
  /**
   * Where each model line's label goes (its rate, e.g. '1,67 %'), in the same order: at the line's
   * end, right-aligned inside the plot, just above the line, and at least MODEL_LABEL_GAP apart,
   * so three lines that run close together still get three readable labels (issue 32).
   */
  readonly modelLabels: readonly { readonly x: number; readonly y: number }[];
  readonly xTicks: readonly ChartTick[];
  readonly yTicks: readonly ChartTick[];
  /** The value at the top of the y axis. */
  readonly yMax: number;
}

/** viewBox 360 × 240: at a phone's width one unit is about one CSS pixel. */
export const CHART_BOX: ChartBox = {
  width: 360,
  height: 240,
  left: 64,
  right: 12,
  top: 12,
  bottom: 36,
};

/** The smallest step of 1, 2, 2.5 or 5 × 10^k that splits `max` into at most `count` parts. */
export const niceStep = (max: number, count: number): number => {
  if (!(max > 0) || count < 1) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw - 1e-9) ?? 10;
  return factor * power;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

const pathOf = (points: readonly (readonly [number, number])[]): string =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round2(x)} ${round2(y)}`).join(' ');

/**
 * The geometry of the capital chart: contract year 0 (capital 0) to the last year on x, 0 to a
 * nice maximum above the largest capital on y, ticks with German labels ('50.000 €').
 */
/** The least vertical distance between two model line labels (the label's text is 9 units high). */
export const MODEL_LABEL_GAP = 10;

/** Label heights for line ends at `ends` (y, top is 0): the same order, each at least `gap` apart. */
export const spreadLabels = (ends: readonly number[], gap: number, top: number): number[] => {
  const order = ends.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = new Array<number>(ends.length);
  let previous = Number.NEGATIVE_INFINITY;
  for (const { y, i } of order) {
    const at = Math.max(y, top, previous + gap);
    placed[i] = at;
    previous = at;
  }
  return placed;
};

export const capitalChart = (
  points: readonly CapitalPoint[],
  box: ChartBox = CHART_BOX,
): CapitalChartGeometry => {
  const lastYear = Math.max(1, ...points.map((p) => p.year));
  const largest = Math.max(
    0,
    ...points.flatMap((p) => [p.guaranteed, p.projected, ...(p.modelRates ?? [])]),
  );
  const yStep = niceStep(largest, 4);
  const yMax = Math.max(yStep, Math.ceil(largest / yStep - 1e-9) * yStep);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (year: number): number => box.left + (year / lastYear) * plotWidth;
  const y = (value: number): number => box.top + plotHeight - (value / yMax) * plotHeight;
  const line = (pick: (p: CapitalPoint) => number): string =>
    pathOf([[x(0), y(0)], ...points.map((p): [number, number] => [x(p.year), y(pick(p))])]);
  const xStep = Math.max(1, Math.ceil(niceStep(lastYear, 5)));
  const xTicks: ChartTick[] = [];
  for (let year = 0; year <= lastYear; year += xStep) {
    xTicks.push({ at: round2(x(year)), label: String(year) });
  }
  const yTicks: ChartTick[] = [];
  for (let value = 0; value <= yMax + 1e-9; value += yStep) {
    yTicks.push({ at: round2(y(value)), label: formatEuroFigure(Math.round(value)) });
  }
  const lastPoint = points[points.length - 1];
  const labelTops = spreadLabels(
    (lastPoint?.modelRates ?? []).map((value) => y(value) - 3),
    MODEL_LABEL_GAP,
    box.top + 8,
  );
  return {
    box,
    modelLabels: labelTops.map((at) => ({ x: round2(x(lastYear) - 2), y: round2(at) })),
    guaranteedPath: line((p) => p.guaranteed),
    projectedPath: line((p) => p.projected),
    modelPaths: (points[0]?.modelRates ?? []).map((_, i) => line((p) => p.modelRates?.[i] ?? 0)),
    xTicks,
    yTicks,
    yMax,
  };
};
