import type { ReactElement, ReactNode } from 'react';
import { DetailProblem } from '../../components/form/detail-problem';
import type { InvalidUrlValue } from '../../components/form/step-frame';
import { InvalidUrlNotice, StepFrame } from '../../components/form/step-frame';
import './application.css';

/** What every journey page may have loaded instead of its content. */
export type JourneyProblem =
  | {
      readonly kind: 'invalid';
      readonly invalid: InvalidUrlValue;
      readonly startUrl: string;
    }
  | { readonly kind: 'no-tariff'; readonly resultUrl: string }
  | { readonly kind: 'problem'; readonly message: string; readonly resultUrl: string };

export const NO_TARIFF_MESSAGE =
  'Bitte wählen Sie zuerst einen Tarif aus der Ergebnisliste aus, den Sie abschließen möchten.';

/** The journey's frame: heading and lead of the registry, then a problem or the content. */
export const JourneyFrame = ({
  heading,
  lead,
  problem,
  backUrl = null,
  children,
}: {
  readonly heading: string;
  readonly lead: string;
  readonly problem: JourneyProblem | null;
  readonly backUrl?: string | null;
  readonly children?: ReactNode;
}): ReactElement => (
  <StepFrame heading={heading} lead={lead} position={null} backUrl={backUrl}>
    {problem === null ? (
      children
    ) : problem.kind === 'invalid' ? (
      <InvalidUrlNotice invalid={problem.invalid} startUrl={problem.startUrl} />
    ) : (
      <DetailProblem
        title="Dieser Schritt kann nicht angezeigt werden"
        message={problem.kind === 'no-tariff' ? NO_TARIFF_MESSAGE : problem.message}
        links={[{ href: problem.resultUrl, label: 'Zur Ergebnisliste' }]}
      />
    )}
  </StepFrame>
);
