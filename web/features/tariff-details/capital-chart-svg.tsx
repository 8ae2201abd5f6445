import { type ReactElement, useId } from 'react';
import type { AssumedReturns } from '../../../domain/comparison/assumed-returns';
import type { YearRow } from '../../../domain/comparison/year-table';
import {
  assumedReturnText,
  modelRateTexts,
} from '../../../domain/comparison-view/assumption-texts';
import { capitalChart } from '../../../domain/comparison-view/capital-chart';
import { formatPrice } from '../../../domain/format/price';

/**
 * The capital over the contract years at the guaranteed and the projected rates, as plain SVG
 * (rendered on the server too): a title and a description name the end values; the year table
 * below is the same data as text.
 */
export const CapitalChartSvg = ({
  rows,
  assumedReturns,
}: {
  readonly rows: readonly YearRow[];
  readonly assumedReturns: AssumedReturns;
}): ReactElement => {
  const id = useId();
  const g = capitalChart(
    rows.map((r) => ({
      year: r.year,
      guaranteed: r.guaranteedCapital,
      projected: r.projectedCapital,
      modelRates: r.capitalAtModelRates,
    })),
  );
  const last = rows[rows.length - 1];
  const { box } = g;
  const bottom = box.height - box.bottom;
  const right = box.width - box.right;
  const description =
    last === undefined
      ? ''
      : `Nach ${last.year} Vertragsjahren: garantiertes Kapital ${formatPrice(last.guaranteedCapital)}, prognostiziertes Kapital ${formatPrice(last.projectedCapital)} (${assumedReturnText(assumedReturns)}), ${last.capitalAtModelRates.map((v, i) => `bei ${modelRateTexts()[i]} ${formatPrice(v)}`).join(', ')}, eingezahlt ${formatPrice(last.paidIn)}.`;
  return (
    <figure className="capital-chart" data-testid="capital-chart">
      <svg
        className="capital-chart__svg"
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Kapitalentwicklung über die Vertragsjahre</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g className="capital-chart__grid">
          {g.yTicks.map((t) => (
            <g key={t.label}>
              <line x1={box.left} x2={right} y1={t.at} y2={t.at} />
              <text x={box.left - 6} y={t.at} className="capital-chart__y-label">
                {t.label}
              </text>
            </g>
          ))}
          {g.xTicks.map((t) => (
            <text key={t.label} x={t.at} y={bottom + 14} className="capital-chart__x-label">
              {t.label}
            </text>
          ))}
          <line className="capital-chart__axis" x1={box.left} x2={right} y1={bottom} y2={bottom} />
          <text x={(box.left + right) / 2} y={box.height - 4} className="capital-chart__x-title">
            Vertragsjahr
          </text>
        </g>
        {g.modelPaths.map((d, i) => (
          <path
            key={modelRateTexts()[i]}
            className={`capital-chart__line capital-chart__line--model capital-chart__line--model-${i}`}
            d={d}
          />
        ))}
        {g.modelLabels.map((at, i) => (
          <text
            key={modelRateTexts()[i]}
            x={at.x}
            y={at.y}
            textAnchor="end"
            className={`capital-chart__model-label capital-chart__model-label--${i}`}
            data-testid="chart-model-label"
          >
            {modelRateTexts()[i]}
          </text>
        ))}
        <path className="capital-chart__line capital-chart__line--projected" d={g.projectedPath} />
        <path
          className="capital-chart__line capital-chart__line--guaranteed"
          d={g.guaranteedPath}
        />
      </svg>
      <figcaption className="capital-chart__legend">
        <span className="capital-chart__key capital-chart__key--projected">
          Prognostiziertes Kapital (durchgezogene Linie; {assumedReturnText(assumedReturns)})
        </span>
        <span
          className="capital-chart__key capital-chart__key--model"
          data-testid="chart-model-rates"
        >
          {`Gesetzliche Modellrechnung mit ${modelRateTexts().join(', ')} (dünne Linien, § 154 VVG): Annahmen, kein Anspruch`}
        </span>
        <span className="capital-chart__key capital-chart__key--guaranteed">
          Garantiertes Kapital (gestrichelte Linie)
        </span>
      </figcaption>
    </figure>
  );
};
