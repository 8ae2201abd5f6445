import type { ReactElement } from 'react';
import type { SummaryLine } from '../../../domain/application/contract-summary';

/** Label and value pairs of a summary card. */
export const SummaryList = ({
  lines,
  testId,
}: {
  readonly lines: readonly SummaryLine[];
  readonly testId: string;
}): ReactElement => (
  <dl className="journey__figures" data-testid={testId}>
    {lines.map((line) => (
      <div key={line.key} className="journey__figure">
        <dt>{line.label}</dt>
        <dd data-figure={line.key}>{line.value}</dd>
        {line.note === undefined ? null : (
          <dd className="journey__figure-note" data-figure-note={line.key}>
            {line.note}
          </dd>
        )}
      </div>
    ))}
  </dl>
);
