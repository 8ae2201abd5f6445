import type { ReactElement } from 'react';
import { CHECK_RESULT_TEXTS } from '../../domain/comparison-view/figure-texts';
import './check-result-mark.css';
import type { CheckResult, SustainabilityCheckResult } from '../../domain/tariffs/check-result';

const ICON_PATHS: Readonly<Record<CheckResult | SustainabilityCheckResult, string>> = {
  positive: 'M4 10.5l4 4 8-9',
  negative: 'M5 5l10 10M15 5L5 15',
  noData: 'M7.5 7.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5M10 15v.5',
  notRelevant: 'M5 10h10',
};

/** A check result as an icon and its word (never colour alone, WCAG 1.4.1). */
export const CheckResultMark = ({
  result,
}: {
  readonly result: CheckResult | SustainabilityCheckResult;
}): ReactElement => (
  <span className={`check-mark check-mark--${result}`}>
    <svg className="check-mark__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path d={ICON_PATHS[result]} />
    </svg>
    <span className="check-mark__text">{CHECK_RESULT_TEXTS[result]}</span>
  </span>
);
